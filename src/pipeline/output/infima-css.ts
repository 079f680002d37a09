import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type AtRule, type Declaration, type Root, type Rule } from 'postcss';

/**
 * Infima's blocks that the theme renders with markup and CSS of its own (templates/styles). Of
 * Infima's rules for them only the custom properties are kept (`.navbar--dark` recolours through
 * `--ifm-navbar-background-color`, which the theme reads), never their layout: the theme's navbar,
 * sidebar menu, footer ... are not built like Infima's.
 */
const THEME_OWNED = new Set([
  'navbar',
  'navbar-sidebar',
  'menu',
  'footer',
  'pagination-nav',
  'pagination',
  'breadcrumbs',
  'table-of-contents',
  'tabs',
  'markdown',
  'dropdown',
]);

/**
 * Classes of Infima's generic blocks that the theme's own markup uses (templates/). When a site
 * keeps a block's rules, the theme's elements of that block get the rules of their modifiers
 * too, so a theme button next to a site's Infima button is a whole Infima button, not half of one.
 */
const THEME_GENERIC = [
  'button',
  'button--primary',
  'button--lg',
  'container',
  'badge',
  'badge--secondary',
  'alert',
  'alert--info',
  'alert--warning',
  'margin-top--md',
  'margin-bottom--md',
];

/**
 * Infima's classes the theme's stylesheet styles itself (templates/styles: base.css, pages.css).
 * A page that uses only these (the project's own home page) keeps the theme's look; one that also
 * uses a part of the block only Infima has (`hero--primary`, `button--secondary`) gets Infima's
 * whole block, which comes after the theme's rules and wins, as in Docusaurus.
 */
export const THEME_STYLED = new Set([
  'hero',
  'hero__title',
  'hero__subtitle',
  'button',
  'button--primary',
  'button--lg',
  'container',
]);

/** `navbar__link--active` -> `navbar`: the block of a BEM class name. */
export function blockOf(className: string): string {
  return className.split(/__|--/)[0] ?? className;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const VAR_REF = /var\(\s*(--[\w-]+)/g;

/** The classes a selector needs to match; those inside `:not(...)` are left out (they need absence). */
export function requiredClasses(selector: string): string[] {
  let text = selector;
  // Innermost first, so nested parentheses unwind.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/:not\([^()]*\)/g, '');
  }
  return [...text.matchAll(CLASS)].map((match) => match[1] as string);
}

/** A rule that only declares custom properties for the whole page (`:root`, dark mode). */
function isVariableScope(selector: string): boolean {
  return /^(?:html)?(?::root|\[data-theme=['"]?dark['"]?\])$/.test(selector.trim());
}

let parsed: Root | undefined;

/** Infima's stylesheet, parsed once per process. */
function loadInfima(): Root {
  if (!parsed) {
    const file = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
    parsed = postcss.parse(readFileSync(file, 'utf8'), { from: file });
    // Infima's light body background is `transparent` (the canvas shows white); the theme's
    // tokens read this property for opaque surfaces (sticky sidebars, menus), which must stay
    // white. An undefined property leaves `background-color: var(...)` transparent all the same.
    parsed.walkDecls('--ifm-background-color', (decl) => {
      if (decl.value.trim() === 'transparent') decl.remove();
    });
  }
  return parsed;
}

/** Infima's version, for cache keys and the docs. */
export function infimaVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('infima/package.json') as { version: string }).version;
}

/** Every class name Infima styles (to tell Infima's classes among the words of a source). */
export function collectInfimaClasses(): Set<string> {
  const classes = new Set<string>();
  loadInfima().walkRules((rule) => {
    for (const match of rule.selector.matchAll(CLASS)) classes.add(match[1] as string);
  });
  return classes;
}

/** What to keep of Infima. */
export interface InfimaSelection {
  /** Class names the site's pages use; `all` keeps every component rule (watch mode). */
  classes: ReadonlySet<string> | 'all';
  /**
   * Stylesheets loaded with Infima (the site's customCss): the custom properties they read keep
   * their Infima defaults, with those the defaults themselves read.
   */
  readers: readonly string[];
  /**
   * The theme's stylesheet: it reads Infima's custom properties with fallbacks of its own, so it
   * keeps those that kept rules set (`.navbar--dark`'s colours) but not Infima's page-wide
   * defaults, which would replace the theme's palette on a site that never asked for Infima's.
   */
  theme?: string;
  /**
   * The site's pages are written for Docusaurus (a `docusaurus.config.*`): a `hero` gets Infima's
   * block even when it uses only the classes the theme styles for its own home page
   * (react-native-elements' hero is `hero` and `hero__title`, left-aligned in Docusaurus).
   */
  infimaHero?: boolean;
}

/**
 * Infima's rules for the classes a site uses, with the custom properties they and the theme read,
 * unminified (the caller minifies it with the theme's CSS). Element rules (`body`, `h1`, `table`
 * ...) are left out: the theme's own typography styles those, as it did before Infima.
 */
export function createInfimaCss(selection: InfimaSelection): string {
  const root = loadInfima().clone();
  const keptClasses = new Set<string>();
  if (selection.classes !== 'all') {
    const themeStyled = (name: string) => THEME_STYLED.has(name) && !(selection.infimaHero && blockOf(name) === 'hero');
    const adopted = new Set([...selection.classes].filter((name) => !themeStyled(name)).map(blockOf));
    for (const name of selection.classes) if (adopted.has(blockOf(name))) keptClasses.add(name);
    for (const name of THEME_GENERIC) if (adopted.has(blockOf(name))) keptClasses.add(name);
  }
  const kept = (name: string) => selection.classes === 'all' || keptClasses.has(name);
  root.walkComments((comment) => {
    comment.remove();
  });
  const scopes: Rule[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    if (rule.selectors.every(isVariableScope)) {
      scopes.push(rule);
      return;
    }
    const selectors = rule.selectors.filter((selector) => {
      const classes = requiredClasses(selector);
      return classes.length > 0 && classes.every(kept);
    });
    if (selectors.length === 0) {
      rule.remove();
      return;
    }
    rule.selectors = selectors;
    const owned = selectors.some((selector) =>
      requiredClasses(selector).some((name) => THEME_OWNED.has(blockOf(name))),
    );
    if (owned) {
      rule.walkDecls((decl) => {
        if (!decl.prop.startsWith('--')) decl.remove();
      });
    }
    if (!rule.nodes?.length) rule.remove();
  });
  pruneVariables(root, scopes, selection.readers, selection.theme ?? '');
  root.walkAtRules((atRule) => {
    if (/keyframes$/i.test(atRule.name)) {
      const name = atRule.params.trim();
      let referenced = false;
      root.walkDecls(/^animation(-name)?$/, (decl) => {
        if (decl.value.split(/[\s,]+/).includes(name)) referenced = true;
      });
      if (!referenced) atRule.remove();
    }
  });
  removeEmpty(root);
  // The dark palette applies on screen only, as the theme's own (tokens.css): print stays light.
  root.walkRules((rule) => {
    if (rule.parent?.type === 'root' && rule.selectors.every((s) => /data-theme/.test(s))) {
      const media = postcss.atRule({ name: 'media', params: 'screen' });
      rule.replaceWith(media);
      media.append(rule);
    }
  });
  return root.nodes.length > 0 ? root.toString() : '';
}

/**
 * Drops the custom properties nothing reads: a kept rule, another kept variable, customCss, or
 * (for those set by a component rule, not page-wide) the theme. Fixed point: a kept variable
 * keeps those its value reads.
 */
function pruneVariables(root: Root, scopes: readonly Rule[], readers: readonly string[], theme: string): void {
  const referenced = new Set<string>();
  const addRefs = (text: string, into = referenced) => {
    for (const match of text.matchAll(VAR_REF)) into.add(match[1] as string);
  };
  for (const text of readers) addRefs(text);
  const themeReads = new Set<string>();
  addRefs(theme, themeReads);
  const scopeSet = new Set<Rule>(scopes);
  const declarations: Array<{ decl: Declaration; pageWide: boolean }> = [];
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declarations.push({ decl, pageWide: scopeSet.has(decl.parent as Rule) });
    else addRefs(decl.value);
  });
  const isRead = ({ decl, pageWide }: { decl: Declaration; pageWide: boolean }) =>
    referenced.has(decl.prop) || (!pageWide && themeReads.has(decl.prop));
  for (let size = -1; size !== referenced.size; ) {
    size = referenced.size;
    for (const entry of declarations) if (isRead(entry)) addRefs(entry.decl.value);
  }
  for (const entry of declarations) if (!isRead(entry)) entry.decl.remove();
  root.walkRules((rule) => {
    if (!rule.nodes?.length) rule.remove();
  });
}

function removeEmpty(root: Root): void {
  for (let changed = true; changed; ) {
    changed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && !atRule.nodes.some((node) => node.type !== 'comment')) {
        atRule.remove();
        changed = true;
      }
    });
  }
}
