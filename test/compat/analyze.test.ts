// The corpus tooling (compat/, run by hand: it needs the sites and npm) judges rnhc-docs by these
// page descriptions; a wrong one would hide or invent failures, so they are checked here in CI.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { analyzePage, findSourceAsText, normalizeRoute, routeOf } from '../../compat/analyze.mjs';
// @ts-expect-error plain ESM script without types
import { comparePages, warningKind } from '../../compat/compare.mjs';

describe('compat page analysis', () => {
  it('counts the text of the .markdown content, not code, for source printed as text', () => {
    const page = analyzePage(`<html><head><title>Intro | Site</title></head><body><nav>Menu</nav><main>
      <div class="markdown"><h1>Intro</h1><p>Hello   world</p><pre><code>import X from 'x';\n&lt;Tabs&gt;</code></pre>
      <img src="/img/a.png"></div></main></body></html>`);
    expect(page.title).toBe('Intro | Site');
    expect(page.textFrom).toBe('markdown');
    expect(page.source).toEqual([]);
    expect(page.images).toEqual(['/img/a.png']);
    expect(page.h1).toBe(1);
  });

  it('sees import lines, JSX tags and admonition fences outside code', () => {
    expect(findSourceAsText("\nimport Tabs from '@theme/Tabs';\n")).toEqual(['import']);
    expect(findSourceAsText('\n<Tabs groupId="x">\n')).toEqual(['jsx']);
    expect(findSourceAsText('\n:::tip\nText\n')).toEqual(['admonition']);
    expect(findSourceAsText('\nexport const x = 1;\n')).toEqual(['export']);
    expect(findSourceAsText('Use a < b and imports from elsewhere')).toEqual([]);
  });

  it('maps output files to the routes a reader requests', () => {
    expect(routeOf('docs/intro/index.html')).toBe('/docs/intro/');
    expect(routeOf('docs/intro.html')).toBe('/docs/intro');
    expect(routeOf('index.html')).toBe('/');
    expect(normalizeRoute('/docs/intro/')).toBe('/docs/intro');
    expect(normalizeRoute('/')).toBe('/');
  });
});

describe('compat comparison', () => {
  const page = (over: Record<string, unknown>) => ({
    title: 'T',
    textFrom: 'markdown',
    text: 1000,
    mainText: 1100,
    images: [],
    h1: 1,
    source: [],
    redirect: false,
    ...over,
  });

  it('matches a.html against a/, prefers the page at the same route, and flags short text and source', () => {
    const recorded = { '/a/': page({}), '/b/': page({ title: 'B' }), '/c/': page({}) };
    const built = {
      // `/a` (a.html) is another page than `/a/` (a/index.html): Docusaurus's own route wins.
      '/a': page({ title: 'Other', text: 0 }),
      '/a/': page({}),
      '/b/': page({ title: 'Bee', source: ['import'] }),
      '/d/': page({}),
    };
    const r = comparePages(recorded, built);
    expect(r.matched).toBe(2);
    expect(r.missing).toEqual(['/c/']);
    expect(r.extra).toBe(1);
    expect(r.titleMismatches).toEqual([{ route: '/b/', docusaurus: 'B', rnhc: 'Bee' }]);
    expect(r.sourceAsText).toEqual([{ route: '/b/', signs: ['import'] }]);
    expect(r.lowText).toEqual([]);
    expect(comparePages({ '/a/': page({}) }, { '/a/': page({ text: 800 }) }).lowText).toHaveLength(1);
    // Different content roots (cards vs .markdown): compare all of <main> instead.
    expect(
      comparePages({ '/a/': page({ textFrom: 'article', text: 5000 }) }, { '/a/': page({ text: 10, mainText: 1100 }) })
        .lowText,
    ).toHaveLength(0);
  });

  it("matches Docusaurus's redirect from a.html with rnhc-docs' a.html copy of the page", () => {
    const recorded = {
      '/a/': page({}),
      '/a.html/': page({ title: null, redirect: true }),
      '/b.html/': page({ redirect: true }),
    };
    // a.html and a/index.html: the page twice; no b page at all.
    const r = comparePages(recorded, { '/a': page({}), '/a/': page({}) });
    expect(r.matched).toBe(2);
    expect(r.missing).toEqual(['/b.html/']);
    expect(r.titleMismatches).toEqual([]);
    // Only a.html serves /a.html: a/index.html alone does not.
    expect(comparePages({ '/a.html/': page({ redirect: true }) }, { '/a/': page({}) }).missing).toEqual(['/a.html/']);
  });

  it('groups warnings whose paths, names and numbers differ into one kind', () => {
    expect(warningKind('warning docs/a.md:3:1: broken link "../x.md"')).toBe(
      warningKind('warning /s/docs/b/c.mdx:12: broken link "y"'),
    );
  });
});
