import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { createLogger } from '../../src/util/logger.ts';
import { makeSite, snapshot } from './helpers.ts';

// A small site's cold build highlights its code on a second thread (src/pipeline/render/highlight-thread.ts).
// The HTML must be what the build makes without it, on every kind of page that has code: docs of
// several versions and locales (fallbacks included), blog posts, MDX with <CodeBlock>, partials.
const FIXTURES: Array<[string, string]> = [
  ['basic-site', 'rnhc-docs.config.yaml'],
  ['i18n-site', 'rnhc-docs.config.yaml'],
  ['blog-site', 'rnhc-docs.config.yaml'],
  ['docusaurus-site', 'docusaurus.config.ts'],
];

const fence = (lang: string, code: string) => `\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`;
/**
 * The translated fixture has no code: blocks are added to a doc of the current version, its French
 * translation (in another language, so each locale's pages load other grammars), an older
 * version's copy, and a doc that Arabic shows as a fallback.
 */
async function withCode(fixture: string): Promise<Record<string, string>> {
  if (fixture === 'docusaurus-site') {
    // MDX: a fence, a <CodeBlock> (its code known only once the content renders) and a partial's fence.
    return {
      'docs/guides/usage.md': [
        "import CodeBlock from '@theme/CodeBlock';",
        "import Setup from './_setup.mdx';",
        '',
        '# Usage',
        fence('ts', 'const answer: number = 42;'),
        '<CodeBlock language="kotlin" title="Main.kt">{`fun main() = println("hi")`}</CodeBlock>',
        '',
        '<Setup />',
        '',
      ].join('\n'),
      'docs/guides/_setup.mdx': `## Setup${fence('bash', 'npm install fixture-lib')}`,
    };
  }
  if (fixture !== 'i18n-site') return {};
  const here = path.dirname(fileURLToPath(import.meta.url));
  const add = async (file: string, lang: string, code: string) => [
    file,
    (await readFile(path.join(here, '../fixtures/i18n-site', file), 'utf8')) + fence(lang, code),
  ];
  return Object.fromEntries([
    await add(
      'docs/guides/setup.md',
      'ts',
      "import { initialize } from 'react-native-health-connect';\nawait initialize();",
    ),
    await add('docs/intro.md', 'bash', 'npm install react-native-health-connect'),
    await add(
      'i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md',
      'kotlin',
      'class MainActivity : ReactActivity()',
    ),
    await add('versioned_docs/version-2.x/guides/setup.md', 'xml', '<uses-permission android:name="x" />'),
  ]);
}

describe('the highlight thread', () => {
  const made: string[] = [];
  afterAll(async () => {
    const { rm } = await import('node:fs/promises');
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it.each(FIXTURES)(
    'gives %s the same output as highlighting on the build thread',
    async (fixture, config) => {
      const site = await makeSite(fixture, await withCode(fixture));
      made.push(site);
      // Warnings (the Docusaurus fixtures' "not applied" keys) are captured, not printed: both
      // builds must report the same ones.
      const warnings: Record<string, string> = { threaded: '', alone: '' };
      const run = (out: 'threaded' | 'alone', highlightThread: boolean) =>
        buildSite({
          configFile: path.join(site, config),
          outDir: path.join(site, out),
          cache: false,
          highlightThread,
          logger: createLogger({ quiet: true, err: { write: (text) => (warnings[out] += text) } }),
        });
      const threaded = await run('threaded', true);
      const alone = await run('alone', false);
      expect(warnings.threaded).toBe(warnings.alone);
      // The thread did the highlighting (the fixture has code), and the build thread none of it.
      expect(threaded.threadHighlighted).toBeGreaterThan(0);
      expect(alone.threadHighlighted).toBe(0);
      const [a, b] = await Promise.all([snapshot(path.join(site, 'threaded')), snapshot(path.join(site, 'alone'))]);
      expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
      for (const [file, text] of a) expect(text, file).toBe(b.get(file));
    },
    120_000,
  );
});
