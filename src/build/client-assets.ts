import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteData } from '../../templates/types.ts';
import { RnhcError } from '../util/errors.ts';
import { packageInfo } from '../util/package-root.ts';
import type { PageAssets } from './render-document.ts';
import type { OutputWriter } from './write-output.ts';

/** Folder of the prebuilt client bundle (built once at install, it does not depend on the site). */
export function clientDistDir(): string {
  return path.join(packageInfo().root, 'dist', 'client');
}

/** Copies the hashed client files to `assets/` and writes the site data script. */
export async function writeClientAssets(options: { site: SiteData; writer: OutputWriter }): Promise<PageAssets> {
  const dir = clientDistDir();
  let manifest: { script?: string; stylesheet?: string };
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as typeof manifest;
  } catch (cause) {
    throw new RnhcError('The client bundle is missing', {
      cause,
      exitCode: 1,
      hint: 'Run `npm install` (or `npm run compile`) in the rnhc-docs package to build it.',
    });
  }
  if (!manifest.script || !manifest.stylesheet)
    throw new RnhcError('The client bundle manifest is incomplete; run `npm run compile`');
  const files = await readdir(dir);
  await Promise.all(
    files.filter((f) => f !== 'manifest.json').map((f) => options.writer.copy(path.join(dir, f), `assets/${f}`)),
  );
  const siteScript = `window.__RNHC_SITE__=${JSON.stringify(options.site)};\n`;
  const hash = createHash('sha256').update(siteScript).digest('hex').slice(0, 10);
  const siteFile = `assets/site-data.${hash}.js`;
  await options.writer.write(siteFile, siteScript);
  const base = options.site.baseUrl;
  return {
    script: `${base}assets/${manifest.script}`,
    stylesheet: `${base}assets/${manifest.stylesheet}`,
    siteData: base + siteFile,
  };
}
