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

/** `navbar__link--active` -> `navbar`: the block of a BEM class name. */
function blockOf(className: string): string {
  return className.split(/__|--/)[0] ?? className;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const VAR_REF = /var\(\s*(--[\w-]+)/g;

/** The classes a selector needs to match; those inside `:not(...)` are left out (they need absence). */
function requiredClasses(selector: string): string[] {
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
   * Stylesheets loaded with Infima (the theme's, the site's customCss): the custom properties
   * they read keep their Infima defaults, with those the defaults themselves read.
   */
  readers: readonly string[];
}

/**
 * Infima's rules for the classes a site uses, with the custom properties they and the theme read,
 * unminified (the caller minifies it with the theme's CSS). Element rules (`body`, `h1`, `table`
 * ...) are left out: the theme's own typography styles those, as it did before Infima.
 */
export function createInfimaCss(selection: InfimaSelection): string {
  const root = loadInfima().clone();
  const used = (name: string) => selection.classes === 'all' || selection.classes.has(name);
  const themeClasses = new Set(selection.classes === 'all' ? [] : selection.classes);
  if (selection.classes !== 'all') {
    const keptBlocks = new Set([...selection.classes].map(blockOf));
    for (const name of THEME_GENERIC) if (keptBlocks.has(blockOf(name))) themeClasses.add(name);
  }
  const scopes: Rule[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    if (rule.selectors.every(isVariableScope)) {
      scopes.push(rule);
      return;
    }
    const kept = rule.selectors.filter((selector) => {
      const classes = requiredClasses(selector);
      return classes.length > 0 && classes.every((name) => used(name) || themeClasses.has(name));
    });
    if (kept.length === 0) {
      rule.remove();
      return;
    }
    rule.selectors = kept;
    const owned = kept.some((selector) => requiredClasses(selector).some((name) => THEME_OWNED.has(blockOf(name))));
    if (owned) {
      rule.walkDecls((decl) => {
        if (!decl.prop.startsWith('--')) decl.remove();
      });
    }
    if (!rule.nodes?.length) rule.remove();
  });
  pruneVariables(root, scopes, selection.readers);
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
  root.walkComments((comment) => {
    comment.remove();
  });
  // The dark palette applies on screen only, as the theme's own (tokens.css): print stays light.
  root.walkRules((rule) => {
    if (rule.parent?.type === 'root' && rule.selectors.every((s) => /data-theme/.test(s))) {
      const media = postcss.atRule({ name: 'media', params: 'screen' });
      rule.replaceWith(media);
      media.append(rule);
    }
  });
  return root.toString();
}

/**
 * Drops the page-wide custom properties nothing reads: a kept rule, another variable, the theme
 * or the site's customCss. Fixed point: a kept variable keeps those its value reads.
 */
function pruneVariables(root: Root, scopes: readonly Rule[], readers: readonly string[]): void {
  const referenced = new Set<string>();
  const addRefs = (text: string) => {
    for (const match of text.matchAll(VAR_REF)) referenced.add(match[1] as string);
  };
  for (const text of readers) addRefs(text);
  const scopeSet = new Set<Rule>(scopes);
  root.walkDecls((decl) => {
    if (!scopeSet.has(decl.parent as Rule)) addRefs(decl.value);
  });
  const declarations: Declaration[] = scopes.flatMap(
    (rule) => (rule.nodes ?? []).filter((node) => node.type === 'decl') as Declaration[],
  );
  for (let size = -1; size !== referenced.size; ) {
    size = referenced.size;
    for (const decl of declarations) if (referenced.has(decl.prop)) addRefs(decl.value);
  }
  for (const decl of declarations) if (!referenced.has(decl.prop)) decl.remove();
  for (const rule of scopes) if (!rule.nodes?.some((node) => node.type === 'decl')) rule.remove();
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
