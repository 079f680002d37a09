/**
 * Islands at build time (test/fixtures/docusaurus-islands): a `Counter` with state in an MDX doc
 * and in a React page is written as an island with its browser module; a page without islands
 * names none; a `<Redirect>` page stays a static redirect; props that cannot reach the browser
 * keep the component static with a warning at its line.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

function buildDefault(site: string) {
  return cli(['build', '--config', path.join(site, 'rnhc-docs.config.yaml'), '--out-dir', path.join(site, 'build')]);
}

const read = (site: string, file: string) => readFile(path.join(site, 'build', file), 'utf8');

/** The island modules a page names. */
const modulesOf = (html: string) => [...html.matchAll(/<rnhc-island data-module="([^"]+)"/g)].map((m) => m[1]);

describe('islands', () => {
  it('gives a component its MDX children as an array, each shown where the component puts it', {
    timeout: 120_000,
  }, async () => {
    // gesture-handler's `Step` shows children[0] and children[1] apart; both were empty.
    const site = await makeSite('docusaurus-islands');
    expect((await buildDefault(site)).code).toBe(0);
    const usage = await read(site, 'docs/guides/usage/index.html');
    expect(usage).toMatch(
      /<div class="steps-first"><rnhc-children data-index="0"><p>First step text\.<\/p><\/rnhc-children><\/div>/,
    );
    expect(usage).toMatch(
      /<div class="steps-second"><rnhc-children data-index="1"><p>Second step text\.<\/p><\/rnhc-children><\/div>/,
    );
  });

  it("gives a CSS module's classes the same names in the page and in the island's browser module", {
    timeout: 120_000,
  }, async () => {
    // jest's home page: esbuild named `styles.x` `index_x` on the server and `o` in the minified
    // browser bundle, so the hydrated buttons lost their styles.
    const site = await makeSite('docusaurus-islands');
    expect((await buildDefault(site)).code).toBe(0);
    const usage = await read(site, 'docs/guides/usage/index.html');
    const scoped = /<div class="(counter_\w+)" data-site=/.exec(usage)?.[1];
    expect(scoped).toBeDefined();
    // The page's stylesheet styles that class...
    expect(usage).toMatch(new RegExp(`<style>[^<]*\\.${scoped}\\s*\\{`));
    // ...and the browser module renders the same name.
    const islands = path.join(site, 'build/assets/islands');
    const files = await readdir(islands);
    const code = (await Promise.all(files.map((f) => readFile(path.join(islands, f), 'utf8')))).join('\n');
    expect(code).toContain(`"${scoped}"`);
  });

  it('writes site components of MDX and React pages as islands with content-hashed browser modules', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('docusaurus-islands');
    const result = await buildDefault(site);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/not hydrated/);

    const usage = await read(site, 'docs/guides/usage/index.html');
    const [badge, counter] = modulesOf(usage);
    expect(counter).toMatch(/^\/lib\/assets\/islands\/Counter\.[A-Z0-9]{8}\.js$/);
    expect(badge).toBe(counter);
    expect(usage).toContain(
      'data-export="default" data-path="/lib/docs/guides/usage"><script type="application/json">{"start":2,"label":"Clicks"}</script>',
    );
    // Server-rendered, with React's text separators kept for hydration; MDX children static.
    expect(usage).toContain('<button type="button" class="counter-button">Clicks<!-- -->: <!-- -->2</button>');
    expect(usage).toMatch(/<rnhc-children><p>Some <strong>bold<\/strong> child/);
    // A lowercase export (a helper) is not a component: called as it is.
    expect(usage).toContain(' 3 clicks</p>');

    // The module exists, imports React from the theme client instead of bundling it.
    const islands = path.join(site, 'build/assets/islands');
    const files = await readdir(islands);
    expect(files).toContain(path.posix.basename(counter as string));
    const code = (await Promise.all(files.map((f) => readFile(path.join(islands, f), 'utf8')))).join('\n');
    expect(code).toContain('__RNHC_SHARED__');
    // (React itself would bring its element symbol and its scheduler.)
    expect(code).not.toMatch(/react\.transitional\.element|unstable_scheduleCallback/);

    // Docusaurus's browser-only tools render their build-time side on the server.
    const intro = await read(site, 'docs/intro/index.html');
    expect(modulesOf(intro)[0]).toMatch(/^\/lib\/assets\/islands\/Environment\.[A-Z0-9]{8}\.js$/);
    expect(intro).toContain(
      '<span class="environment-hook">at build time</span><span class="environment-only">fallback</span>',
    );

    // A page without islands names none.
    const faq = await read(site, 'docs/faq/index.html');
    expect(faq).not.toContain('rnhc-island');
    expect(faq).not.toContain('/assets/islands/');

    // A React page: the page component is the island, with the site; CodeBlock highlighted.
    const page = await read(site, 'counter/index.html');
    expect(modulesOf(page)[0]).toMatch(/^\/lib\/assets\/islands\/counter\.[A-Z0-9]{8}\.js$/);
    expect(page).toContain('data-export="default" data-page="" data-path="/lib/counter">');
    expect(page).toContain('<button type="button" class="counter-button">Page clicks<!-- -->: <!-- -->5</button>');
    expect(page).toMatch(/<rnhc-code><div class="code-block" data-language="js">.*<pre class="shiki/);
    expect(page).toContain('<title>Counter page | Fixture Lib</title>');

    // A <Redirect> page stays a static redirect.
    const redirect = await read(site, 'old-home/index.html');
    expect(redirect).toContain('<meta http-equiv="refresh"');
    expect(redirect).not.toContain('rnhc-island');
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true);
  });

  it('props that cannot be serialised keep the component static, with a warning at its line', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('docusaurus-islands', {
      'docs/guides/usage.md': [
        "import Counter from '@site/src/components/Counter';",
        '',
        '# Usage',
        '',
        '<Counter start={1} onDone={() => 1} />',
        '',
        '<Counter start={4} />',
        '',
      ].join('\n'),
    });
    const result = await buildDefault(site);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /docs\/guides\/usage\.md:5:1: <Counter> \(@site\/src\/components\/Counter\) is rendered static, not hydrated: its props cannot be sent to the browser \(props\.onDone is a function\)/,
    );
    const usage = await read(site, 'docs/guides/usage/index.html');
    // The first static (and its separators dropped, as static MDX), the second an island.
    expect(usage).toContain('<button type="button" class="counter-button">Count: 1</button>');
    expect(modulesOf(usage)).toHaveLength(1);
    expect(usage).toContain('{"start":4}');
  });
});
