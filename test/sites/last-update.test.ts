/**
 * `showLastUpdateTime` / `showLastUpdateAuthor` (test/fixtures/docusaurus-plugins with both on):
 * in a git repository each doc shows "Last updated on <date> by <author>" from its last commit,
 * the author escaped (git itself drops angle brackets from names); a doc changed by a later commit shows that one; outside git, no dates and
 * one warning.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

async function makeDatedSite(): Promise<string> {
  const site = await makeSite('docusaurus-plugins');
  const config = path.join(site, 'docusaurus.config.js');
  const text = await readFile(config, 'utf8');
  await writeFile(
    config,
    text.replace(
      "docs: { sidebarPath: './sidebars.js' },",
      "docs: { sidebarPath: './sidebars.js', showLastUpdateTime: true, showLastUpdateAuthor: true },",
    ),
  );
  return site;
}

function commit(site: string, files: string[], author: string, date: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', ...files], { cwd: site, env });
  execFileSync(
    'git',
    ['-c', `user.name=${author}`, '-c', 'user.email=a@example.com', 'commit', '-q', '-m', 'docs', '--no-gpg-sign'],
    { cwd: site, env },
  );
}

const build = (site: string) =>
  cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', path.join(site, 'build')]);

describe('last update from git', () => {
  it('shows the date and author of each doc’s last commit', { timeout: 240_000 }, async () => {
    const site = await makeDatedSite();
    execFileSync('git', ['init', '-q'], { cwd: site });
    commit(site, ['.'], 'Ada & Co', '2024-01-02T10:00:00Z');
    await writeFile(path.join(site, 'docs/intro.md'), '# Introduction\n\nChanged later.\n');
    commit(site, ['docs/intro.md'], 'Grace Hopper', '2025-03-04T23:30:00Z');
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/showLastUpdate/);
    const intro = await readFile(path.join(site, 'build/docs/intro/index.html'), 'utf8');
    expect(intro).toContain(
      '<span class="theme-last-updated"><time dateTime="2025-03-04T23:30:00.000Z" itemProp="dateModified">Last updated on Mar 4, 2025 by Grace Hopper</time></span>',
    );
    const diagrams = await readFile(path.join(site, 'build/docs/diagrams/index.html'), 'utf8');
    expect(diagrams).toContain('Last updated on Jan 2, 2024 by Ada &amp; Co</time>');
  });

  it('outside a git repository: no dates, one warning', { timeout: 240_000 }, async () => {
    const site = await makeDatedSite();
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/no last-update dates \(.* is not inside a git repository\)/g)?.length).toBe(1);
    const intro = await readFile(path.join(site, 'build/docs/intro/index.html'), 'utf8');
    expect(intro).not.toContain('theme-last-updated');
  });
});
