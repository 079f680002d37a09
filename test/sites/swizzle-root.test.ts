/**
 * A Docusaurus site's `src/theme/Root` (test/fixtures/swizzle-root): the providers it puts around
 * the app reach the site's components (an MDX page's island, a React page) at build time; what
 * it renders around its children is shown around every page, once; a Root that wraps the app in
 * an element is named in a warning (the theme does not render pages inside it).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite, readOut } from './helpers.ts';

function buildSite(site: string) {
  return cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', path.join(site, 'build')]);
}

describe('swizzled Root', () => {
  let site: string;
  let result: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    site = await makeSite('swizzle-root');
    result = await buildSite(site);
  }, 120_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds without naming Root as not rendered', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/not rendered/);
  });

  it('an island of MDX content renders inside the Root (its context), still an island', async () => {
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toMatch(/<rnhc-island data-module="\/assets\/islands\/Brand\.[^"]+"/);
    expect(html).toContain('Acme from Root<!-- -->: <!-- -->0');
    // A context-only Root shows nothing of its own around the page.
    expect(html).not.toContain('swizzled-root');
  });

  it('a component of the site’s MDXComponents renders inside the Root too', async () => {
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toMatch(
      /<rnhc-island data-module="\/assets\/islands\/MDXComponents\.[^"]+" data-export="GlobalBrand"/,
    );
    expect(html.match(/Acme from Root<!-- -->: <!-- -->0/g)).toHaveLength(2);
  });

  it('a React page renders inside the Root', async () => {
    expect(await readOut(site, 'hello/index.html')).toContain('Page of <!-- -->Acme from Root');
  });

  it('what the Root renders around its children is shown once around every page; islands are not put inside it again', async () => {
    const dom = await makeSite('swizzle-root', {
      'src/theme/Root.js': `import { BrandContext } from '@site/src/components/brand-context';
export default function Root({ children }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: 'document.documentElement.dataset.rootRan = "yes"' }} />
      <BrandContext.Provider value="Acme from Root">{children}</BrandContext.Provider>
    </>
  );
}
`,
    });
    try {
      const built = await buildSite(dom);
      expect(built.code, built.stderr).toBe(0);
      expect(built.stderr).toMatch(
        /src\/theme\/Root\.js: the swizzled Root renders HTML of its own: shown once around every page; the site's components \(islands\) are rendered without the Root's providers/,
      );
      for (const file of ['docs/intro/index.html', 'hello/index.html', '404.html']) {
        const html = await readOut(dom, file);
        expect(html.match(/document\.documentElement\.dataset\.rootRan/g), file).toHaveLength(1);
        expect(html, file).toMatch(/<div class="swizzled-root"><script>document\.documentElement\.dataset\.rootRan/);
      }
      // Each island would repeat the Root's HTML: they render without it.
      expect(await readOut(dom, 'docs/intro/index.html')).toContain('no Root<!-- -->: <!-- -->0');
    } finally {
      await rm(dom, { recursive: true, force: true });
    }
  });

  it('a Root wrapping the app in an element: named in a warning, not shown, islands without it', async () => {
    const wrap = await makeSite('swizzle-root', {
      'src/theme/Root.js': `import { BrandContext } from '@site/src/components/brand-context';
export default function Root({ children }) {
  return <div className="app-shell"><BrandContext.Provider value="Acme from Root">{children}</BrandContext.Provider></div>;
}
`,
    });
    try {
      const built = await buildSite(wrap);
      expect(built.code, built.stderr).toBe(0);
      expect(built.stderr).toMatch(/src\/theme\/Root\.js: not applied: the swizzled Root wraps the app in an element/);
      const html = await readOut(wrap, 'docs/intro/index.html');
      expect(html).not.toContain('app-shell');
      expect(html).toContain('no Root<!-- -->: <!-- -->0');
    } finally {
      await rm(wrap, { recursive: true, force: true });
    }
  });
});
