import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { INFO } from '../config/docusaurus/map-config.ts';
import { parseConfig } from '../config/load-config.ts';
import { RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';
import { guardWritesInside, writeFileAtomic } from '../util/write-guard.ts';

/** Options of `rnhc-docs migrate`. */
export interface MigrateOptions {
  /** The Docusaurus config to translate (default: `docusaurus.config.*` in the current folder). */
  config: string;
  /** Overwrite files that exist. */
  force: boolean;
  logger: Logger;
}

const SCRIPT = /\.(js|mjs|cjs|ts|mts|cts)$/;

/**
 * `rnhc-docs migrate`: writes `rnhc-docs.config.yaml` (and `sidebars.json` when the sidebars are
 * JS/TS) next to a Docusaurus config, with what it cannot carry over listed as comments, so a site
 * can leave JavaScript behind. The YAML is validated before anything is written; existing files
 * are kept unless `--force`.
 */
export async function runMigrate(options: MigrateOptions): Promise<void> {
  const file = path.resolve(await findDocusaurusConfig(options.config));
  const siteDir = path.dirname(file);
  const { readDocusaurusConfig } = await import('../config/docusaurus/load-docusaurus-config.ts');
  const read = await readDocusaurusConfig(file);
  const raw = read.raw;
  const outputs: Array<{ file: string; text: string }> = [];

  const docs = raw.docs as { sidebarPath?: unknown; path?: unknown } | undefined;
  if (docs && typeof docs.sidebarPath === 'string') {
    const sidebarFile = path.resolve(siteDir, docs.sidebarPath);
    if (SCRIPT.test(sidebarFile)) {
      const { evaluateModule } = await import('../config/docusaurus/evaluate-module.ts');
      const sidebars = await evaluateModule(sidebarFile);
      const jsonFile = path.join(path.dirname(sidebarFile), 'sidebars.json');
      outputs.push({ file: jsonFile, text: `${JSON.stringify(sidebars.value, null, 2)}\n` });
      docs.sidebarPath = relative(siteDir, jsonFile);
    } else {
      docs.sidebarPath = relative(siteDir, sidebarFile);
    }
  }

  // Information lines (a search plugin stood in for) are said, not listed as keys left behind.
  const infos = read.notices.filter((n) => n.startsWith(INFO));
  read.notices = read.notices.filter((n) => !n.startsWith(INFO));
  // A function (clientRedirects.createRedirects) has no YAML form: named, and left in the JS config.
  const redirects = raw.clientRedirects as { createRedirects?: unknown } | undefined;
  if (typeof redirects?.createRedirects === 'function') {
    delete redirects.createRedirects;
    read.notices.push(`${file}: clientRedirects.createRedirects is a function, which YAML cannot hold`);
  }
  const header = [
    '# yaml-language-server: $schema=./node_modules/rnhc-docs/schema/rnhc-docs.config.schema.json',
    `# Written by \`rnhc-docs migrate\` from ${path.basename(file)}.`,
    ...(read.notices.length > 0
      ? [
          '# Not carried over (rnhc-docs does not apply these):',
          ...read.notices.map((n) => `#   ${n.replace(`${file}:`, 'line ')}`),
        ]
      : []),
  ];
  const yamlFile = path.join(siteDir, 'rnhc-docs.config.yaml');
  const yamlText = `${header.join('\n')}\n${stringify(raw, { lineWidth: 0 })}`;
  // Proves the file reads back as a valid config before anything touches the disk.
  parseConfig(yamlText, yamlFile);
  outputs.unshift({ file: yamlFile, text: yamlText });

  // Before the existence check: a link out of the site (or a dangling one) is refused even with
  // --force, and the file it leads to is neither overwritten nor created.
  guardWritesInside(
    outputs.map((o) => o.file),
    siteDir,
  );
  if (!options.force) {
    const existing = [];
    for (const output of outputs) if (await exists(output.file)) existing.push(output.file);
    if (existing.length > 0) {
      throw new RnhcError(
        `Not overwriting ${existing.map((f) => path.relative(process.cwd(), f) || f).join(' and ')}`,
        {
          exitCode: 2,
          hint: 'Pass --force to replace them.',
        },
      );
    }
  }
  for (const output of outputs) await writeFileAtomic(output.file, output.text);
  for (const info of infos) options.logger.info(info.slice(INFO.length));
  for (const notice of read.notices) options.logger.warn(notice);
  options.logger.success(
    `Wrote ${outputs.map((o) => path.relative(process.cwd(), o.file) || o.file).join(' and ')} (${read.notices.length} key${read.notices.length === 1 ? '' : 's'} not carried over)`,
  );
}

async function findDocusaurusConfig(given: string): Promise<string> {
  if (given !== 'rnhc-docs.config.yaml') {
    if (!SCRIPT.test(given)) {
      throw new RnhcError(`migrate reads a Docusaurus config (docusaurus.config.js or .ts), not ${given}`, {
        exitCode: 2,
      });
    }
    return given;
  }
  for (const ext of ['ts', 'mts', 'js', 'mjs', 'cjs']) {
    const candidate = `docusaurus.config.${ext}`;
    if (await exists(candidate)) return candidate;
  }
  throw new RnhcError('No docusaurus.config.js or .ts in this folder', {
    exitCode: 2,
    hint: 'Run rnhc-docs migrate from the Docusaurus site folder, or pass --config FILE.',
  });
}

function relative(from: string, to: string): string {
  const rel = path.relative(from, to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Whether a file (or a link, dangling or not) is there. */
async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch {
    return false;
  }
}
