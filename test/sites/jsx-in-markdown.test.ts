import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite, readOut } from './helpers.ts';

/**
 * What real Docusaurus sites do that the earlier fixtures did not: JSX inside headings, markdown
 * inside a JSX block of a `.md` file, imports of npm packages the site folder does not have.
 */
describe('JSX in markdown, as real Docusaurus sites write it', () => {
  it('builds, renders each case, and names each missing package once', { timeout: 120_000 }, async () => {
    const site = await makeSite('jsx-in-markdown');
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.stderr).not.toMatch(/mdxJsxTextElement|Unexpected internal error/);
    expect(result.code).toBe(0);

    const heading = await readOut(site, 'docs/heading/index.html');
    expect(heading).toMatch(/<h2[^>]*id="why-x"[^>]*>Why <a[^>]*href="\/docs\/block"/);
    expect(heading).toContain('class="label ios"');

    // An expression in a heading is left out of its TOC entry (a string literal's text is kept).
    const expression = await readOut(site, 'docs/expression-heading/index.html');
    expect(expression).toMatch(/<h2[^>]*id="print--in-import"[^>]*>Print {2}in import/);
    expect(expression).toContain('href="#print--in-import"><span>Print  in import</span>');
    expect(expression).toContain('href="#keep--text"><span>Keep the text</span>');

    // A missing package's hook returns a stand-in the component can destructure.
    const hook = await readOut(site, 'docs/missing-hook/index.html');
    expect(hook.replace(/<!-- -->/g, '')).toContain('<button type="button" class="copy-button">Copy it</button>');
    expect(result.stderr.split('\n').filter((l) => l.includes('rnhc-missing-hooks-pkg'))).toHaveLength(1);

    const block = await readOut(site, 'docs/block/index.html');
    expect(block).toMatch(/<div class="x">\s*<p><img/);
    expect(block).toContain('<em>fine</em>');

    const lottie = await readOut(site, 'docs/lottie/index.html');
    expect(lottie).toContain('Before the animation.');
    expect(lottie).toContain('After the animation.');
    const lottieWarnings = result.stderr.split('\n').filter((l) => l.includes('rnhc-missing-lottie-player'));
    expect(lottieWarnings).toHaveLength(1);
    expect(lottieWarnings[0]).toMatch(/lottie(-again)?\.mdx:5:1: .*not installed/);

    // Docusaurus's content title: the first heading of the file when it is an h1 (before any
    // thematic break), wherever it stands; only without one does the theme add its own h1.
    const h1s = (html: string) => [...html.matchAll(/<h1[\s>]/g)].length;
    const installation = await readOut(site, 'docs/installation/index.html');
    expect(h1s(installation)).toBe(1);
    expect(installation).not.toMatch(/<link rel="preload" as="image"/);
    expect(installation).toMatch(/<title>Installation \| JSX in markdown<\/title>/);
    const afterText = await readOut(site, 'docs/after-text/index.html');
    expect(h1s(afterText)).toBe(1);
    expect(afterText).toMatch(/<title>After text \|/);
    const subFirst = await readOut(site, 'docs/sub-first/index.html');
    expect(h1s(subFirst)).toBe(2);
    expect(subFirst).toMatch(/<title>sub-first \|/);

    // A React page importing packages the site folder lacks: classnames is clsx's API, the rest renders nothing.
    const home = await readOut(site, 'index.html');
    expect(home).toContain('class="hero hero--primary"');
    expect(result.stderr.split('\n').filter((l) => l.includes('rnhc-missing-confetti'))).toHaveLength(1);
  });
});
