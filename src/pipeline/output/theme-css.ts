import postcss from 'postcss';
import { DROPDOWN_TYPES } from '../../shared/features.ts';
import type { SiteData } from '../../shared/types.ts';
import { blockOf, requiredClasses } from './infima-css.ts';

/** What of the site decides which optional parts of the theme its pages can show. */
export type ThemePartsSite = Pick<
  SiteData,
  'navbar' | 'footer' | 'announcementBar' | 'infimaPages' | 'docSearch' | 'navbarSearch'
>;

/**
 * The theme's optional parts that only the config brings onto a page (never a page's content):
 * each block or class of the theme's stylesheet, with whether the site shows it. Like the client
 * variants (src/shared/features.ts), a site pays only for the parts it has: the project's own
 * site has no dropdown, no announcement bar and no light footer, and their rules were a tenth of
 * its CSS budget.
 */
function optionalParts(site: ThemePartsSite): Map<string, boolean> {
  const types = new Set(site.navbar.items.map((item) => item.type));
  const announcementBar = site.announcementBar !== undefined;
  return new Map([
    // Blocks (every class of the block): navbar dropdowns of any kind, the announcement bar.
    ['dropdown', [...types].some((type) => DROPDOWN_TYPES.has(type))],
    ['announcement-bar', announcementBar],
    // Single classes: the locale dropdown's icon, the navbar and footer styles.
    ['icon--globe', types.has('localeDropdown')],
    ['navbar--dark', site.navbar.style === 'dark'],
    ['footer--dark', site.footer?.style === 'dark'],
    ['footer--light', site.footer?.style === 'light'],
    // Infima's heading rules for a Docusaurus site's React pages.
    ['jsx-page--infima', site.infimaPages === true],
    // A Docusaurus site's phone navbar and menu (the colour-mode toggle in the menu).
    ['navbar--infima', site.infimaPages === true],
    ['navbar-sidebar__color-mode', site.infimaPages === true],
    // DocSearch's button (templates/styles/docsearch.css), on a site with `themeConfig.algolia`.
    ['DocSearch', site.docSearch === true],
    ['navbar__search--docsearch', site.docSearch === true],
    ['swizzled-navbar-search', site.navbarSearch !== undefined],
    // A Docusaurus site's doc pages in the classic theme's rendition (templates/styles/docusaurus-doc.css).
    ['doc-layout--infima', site.infimaPages === true],
    // The admonitions' rules under Infima's alerts: kept when the pages use `alert` (a Docusaurus
    // site's admonitions carry it, see site-classes.ts), as Infima's alert rules are.
    ['alert', false],
  ]);
}

/**
 * The classes of the theme's optional parts that the site does not show: not by its config, and
 * not in its own markup either (`used`: the Infima classes its pages and components name, e.g. a
 * swizzled footer written with `footer footer--dark`); and the theme's hero (its own home page's)
 * when Infima's is shipped instead.
 */
export function collectUnshownThemeClasses(
  site: ThemePartsSite,
  used: ReadonlySet<string>,
  /** Infima styles the site's hero (infima-css.ts `infimaHero`): the theme's `.hero` rule goes. */
  options: { infimaHero?: boolean } = {},
): (name: string) => boolean {
  const parts = optionalParts(site);
  return (name) => {
    // Only the block's own rule (centred, on a tint, the theme's padding): the title's and
    // subtitle's margins stay, Infima's sizes follow them (react-redux's hero keeps its height).
    if (options.infimaHero && name === 'hero') return true;
    if (used.has(name)) return false;
    // Every class of DocSearch's button (`DocSearch-Button-Key`...) goes with it.
    const shown =
      parts.get(name) ??
      parts.get(blockOf(name)) ??
      (name.startsWith('DocSearch') ? parts.get('DocSearch') : undefined);
    return shown === false;
  };
}

/**
 * The theme's stylesheet without the selectors that need a class the site does not show (a rule
 * whose selectors all go is dropped; an at-rule left empty too). The minified text stays
 * minified: postcss keeps the source's spacing.
 */
export function pruneThemeCss(css: string, unshown: (name: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !requiredClasses(selector).some(unshown));
    if (kept.length === rule.selectors.length) return;
    if (kept.length === 0) rule.remove();
    else rule.selector = kept.join(',');
  });
  for (let changed = true; changed; ) {
    changed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        changed = true;
      }
    });
  }
  return root.toString();
}
