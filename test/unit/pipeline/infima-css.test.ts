import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectInfimaClasses, createInfimaCss, THEME_STYLED } from '../../../src/pipeline/output/infima-css.ts';

describe('createInfimaCss', () => {
  it('keeps the rules of the classes used, with the variables they read', () => {
    const css = createInfimaCss({ classes: new Set(['hero', 'hero--primary', 'col', 'col--4', 'row']), readers: [] });
    expect(css).toMatch(/\.hero--primary\s*\{[^}]*--ifm-hero-background-color:\s*var\(--ifm-color-primary\)/);
    expect(css).toMatch(/\.col--4\s*\{/);
    expect(css).toMatch(/--ifm-color-primary:\s*#3578e5/);
    // Not used: not shipped.
    expect(css).not.toMatch(/\.col--3\b/);
    expect(css).not.toMatch(/\.button\b/);
    expect(css).not.toMatch(/\.hero--dark/);
    // Element rules are the theme's.
    expect(css).not.toMatch(/(^|\})\s*body\s*\{/);
    // Variables nothing reads are dropped.
    expect(css).not.toMatch(/--ifm-alert-/);
  });

  it('keeps only the custom properties of blocks the theme renders itself', () => {
    const theme = '.navbar{background:var(--ifm-navbar-background-color,#fff)}';
    const css = createInfimaCss({ classes: new Set(['navbar', 'navbar--dark']), readers: [], theme });
    expect(css).toMatch(/\.navbar--dark\s*\{[^}]*--ifm-navbar-background-color:\s*#242526/);
    expect(css).not.toMatch(/box-shadow:\s*var\(--ifm-navbar-shadow\)/);
    // The theme's fallbacks stand in for Infima's page-wide defaults.
    expect(css).not.toMatch(/:root/);
  });

  it("leaves the theme's own styles for the Infima classes it styles, until a page uses more of the block", () => {
    expect(
      createInfimaCss({ classes: new Set(['hero', 'hero__title', 'button', 'button--primary']), readers: [] }),
    ).toBe('');
    const css = createInfimaCss({ classes: new Set(['hero', 'hero--primary', 'button']), readers: [] });
    expect(css).toMatch(/\.hero\s*\{[^}]*display:\s*flex/);
    expect(css).toMatch(/\.hero--primary/);
    expect(css).not.toMatch(/\.button/);
  });

  it('keeps a selector whose :not() names an unused class', () => {
    const css = createInfimaCss({ classes: new Set(['button', 'button--secondary']), readers: [] });
    expect(css).toMatch(/\.button\.button--secondary/);
    expect(css).toMatch(/\.button:hover/);
  });

  it('keeps the variables another stylesheet reads, with their dependencies', () => {
    const css = createInfimaCss({ classes: new Set(), readers: ['a{color:var(--ifm-navbar-link-color)}'] });
    expect(css).toMatch(/--ifm-navbar-link-color:\s*var\(--ifm-font-color-base\)/);
    expect(css).toMatch(/--ifm-font-color-base:/);
    expect(css).not.toMatch(/\{[^}]*\bdisplay:/);
  });

  it('keeps every component with classes "all"', () => {
    const css = createInfimaCss({ classes: 'all', readers: [] });
    expect(css).toMatch(/\.pills__item/);
    expect(css).toMatch(/\.col--offset-11/);
  });

  it('lists Infima class names', () => {
    const names = collectInfimaClasses();
    expect(names.has('button--secondary')).toBe(true);
    expect(names.has('padding-vert--md')).toBe(true);
  });

  it("names in THEME_STYLED only classes the theme's stylesheet styles on their own", async () => {
    const dir = path.resolve(import.meta.dirname, '../../../templates/styles');
    const css = (await Promise.all((await readdir(dir)).map((f) => readFile(path.join(dir, f), 'utf8')))).join('\n');
    for (const name of THEME_STYLED) expect(css, name).toMatch(new RegExp(`(^|\\n)\\.${name}\\s*[{,]`));
  });
});
