import { readdirSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, '../fixtures');
const projectRoot = path.resolve(here, '../..');

/** What a run reported: its exit code and every warning and error line, without timings. */
function problems(result: { code: number; stdout: string; stderr: string }) {
  const lines = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /warn|error|broken|fail/i.test(line))
    // The summaries differ by design ("Built ..." against "Checked ...").
    .filter((line) => !/^✔|^(Built|Checked) \d+ pages/.test(line));
  return { code: result.code, lines: lines.sort() };
}

/**
 * The site's config: rnhc-docs' YAML, else a Docusaurus config read as is; in the fixture's folder,
 * else in a folder of it (a repository whose site lives in `docs/`, as react-native-health-connect's).
 */
function configOf(site: string): string {
  const inFolder = (dir: string) =>
    readdirSync(dir).find((file) => file === 'rnhc-docs.config.yaml') ??
    readdirSync(dir).find((file) => /^docusaurus\.config\.[cm]?[jt]s$/.test(file));
  const here = inFolder(site);
  if (here) return path.join(site, here);
  for (const entry of readdirSync(site, { withFileTypes: true })) {
    const found = entry.isDirectory() ? inFolder(path.join(site, entry.name)) : undefined;
    if (found) return path.join(site, entry.name, found);
  }
  throw new Error(`no config in ${site}`);
}

const check = (site: string) => cli(['check', '--config', configOf(site)]);
const build = (site: string) =>
  cli(['build', '--config', configOf(site), '--out-dir', path.join(site, 'build'), '--no-cache']);

/** A doc with every kind of problem the link check and the markdown step report. */
const BROKEN_DOC = [
  '# Usage',
  '',
  'See [intro](../intro.md#no-such-heading), [gone](./missing.md) and [nowhere](/fixture/docs/nope).',
  '',
  '```ts title="links.ts" {1}',
  '// <a href="/fixture/docs/in-code">not a link</a> <span id="not-an-id"></span>',
  'const x = 1;',
  '```',
  '',
  '```brainfudge',
  '+++.',
  '```',
  '',
  '[Into the code](#not-an-id)',
  '',
].join('\n');

describe('rnhc-docs check reports what rnhc-docs build reports (without highlighting)', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  const compare = async (site: string) => {
    const built = problems(await build(site));
    const checked = problems(await check(site));
    expect(checked).toEqual(built);
    return built;
  };

  it.each(readdirSync(fixtures))('fixture %s', async (fixture) => {
    const site = await makeSite(fixture);
    made.push(site);
    await compare(site);
  });

  it('a site with broken links, anchors, markdown links, an unknown language and links in code', async () => {
    const site = await makeSite('basic-site', { 'docs/02-guides/02-usage.md': BROKEN_DOC });
    made.push(site);
    const reported = await compare(site);
    expect(reported.code).toBe(1);
    const text = reported.lines.join('\n');
    expect(text).toContain('Broken anchor');
    expect(text).toContain('#no-such-heading');
    expect(text).toContain('Broken markdown link: ./missing.md');
    expect(text).toContain('/fixture/docs/nope');
    expect(text).toContain('brainfudge');
    expect(text).toContain('#not-an-id');
    expect(text).not.toContain('in-code');
  });

  it('the project site', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'rnhc-check-project-'));
    made.push(site);
    for (const entry of ['site', 'rnhc-docs.config.yaml']) {
      await cp(path.join(projectRoot, entry), path.join(site, entry), { recursive: true });
    }
    expect((await compare(site)).code).toBe(0);
    // Two builds of the whole project site: minutes when the shared machine is at its busiest.
  }, 300_000);
});
