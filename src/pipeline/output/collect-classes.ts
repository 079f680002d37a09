import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveSiteFile } from '../../markdown/mdx/check-mdx.ts';

/** `class="a b"`, `className="a b"`, `className={'a'}`, `className={clsx('a', x && 'b')}` in markdown and MDX. */
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;
/** `col--${size}`: a class built at run time keeps every class it can become. */
const DYNAMIC_PREFIX = /([A-Za-z][\w-]*(?:--|__|-))\$\{/g;
const WORD = /[A-Za-z_-][\w-]*/g;

/** The words of `text` that are known class names, and every known class a `prefix${...}` can become. */
function addKnown(text: string, known: ReadonlySet<string>, into: Set<string>): void {
  for (const [word] of text.matchAll(WORD)) if (known.has(word)) into.add(word);
  for (const match of text.matchAll(DYNAMIC_PREFIX)) {
    const prefix = match[1] as string;
    for (const name of known) if (name.startsWith(prefix)) into.add(name);
  }
}

/** What a site's pages can put in their `class` attributes, read before the pages are rendered. */
export interface ClassSources {
  /** Markdown and MDX bodies: only their class attributes count (prose says "button" too). */
  markdown: Iterable<string>;
  /** Rendered HTML (React pages, pre-rendered before the docs): its class attributes. */
  html: Iterable<string>;
  /** Site code (components, pages, swizzled theme parts): every word, as Tailwind scans sources. */
  code: Iterable<string>;
  /** Classes the theme puts on its own markup by configuration (`navbar--dark`, `footer--dark`). */
  extra: Iterable<string>;
}

/**
 * The class names of `known` (Infima's) that the sources use. Code is scanned word by word, as
 * Tailwind does: `clsx('button', big && 'button--lg')` and `{'col--4': wide}` count, and a
 * template literal `col--${n}` keeps every `col--*`. A word that only looks like a class costs a
 * few bytes of CSS; a class missed costs a page its styles, so the scan leans to keeping.
 */
export function collectUsedClasses(sources: ClassSources, known: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  for (const text of sources.markdown) {
    for (const match of text.matchAll(CLASS_ATTRIBUTE)) addKnown(match[1] ?? match[2] ?? match[3] ?? '', known, used);
  }
  for (const html of sources.html) {
    for (const match of html.matchAll(CLASS_ATTRIBUTE)) addKnown(match[1] ?? match[2] ?? '', known, used);
  }
  for (const text of sources.code) addKnown(text, known, used);
  for (const name of sources.extra) if (known.has(name)) used.add(name);
  return used;
}

/** `import x from './y'`, `export * from './y'`, `import './y'`; group 1 is `type ` for type-only imports. */
const STATIC_IMPORT = /^[ \t]*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;
/** `import('./y')`, `require('./y')`. */
const CALL_IMPORT = /\b(?:import|require)\s*\(\s*['"]([^'"\n]+)['"]/g;

/** The modules a script imports, type-only imports left out (they bring no markup). */
function codeImports(text: string): string[] {
  return [
    ...[...text.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2] as string),
    ...[...text.matchAll(CALL_IMPORT)].map((match) => match[1] as string),
  ];
}

/**
 * The text of the given site scripts and of every script of the site they import, in turn
 * (relative and `@site/` imports inside the site folder; packages are not the site's code).
 */
export async function loadSiteCode(entries: Iterable<string>, siteDir: string): Promise<string[]> {
  return (await walkSiteImports(entries, siteDir)).code;
}

/**
 * The text of the stylesheets the given site scripts import, directly or through the site's
 * scripts they import (CSS modules, `import './x.css'`, Sass): the Infima custom properties they
 * read must be shipped as customCss's are (infima-css.ts keeps only those something reads).
 */
export async function loadSiteStyles(entries: Iterable<string>, siteDir: string): Promise<string[]> {
  return (await walkSiteImports(entries, siteDir)).styles;
}

async function walkSiteImports(
  entries: Iterable<string>,
  siteDir: string,
): Promise<{ code: string[]; styles: string[] }> {
  const code: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file) || file.split(path.sep).includes('node_modules')) return;
    seen.add(file);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) return;
    if (STYLE_FILE.test(file)) {
      styles.push(text);
      return;
    }
    code.push(text);
    for (const source of codeImports(text)) {
      if (!/^(@site\/|\.\.?\/)/.test(source)) continue;
      const target = source.startsWith('@site/')
        ? path.join(siteDir, source.slice('@site/'.length))
        : path.resolve(path.dirname(file), source);
      // A stylesheet is imported by its full name; scripts may leave their extension out.
      const resolved = STYLE_FILE.test(target) ? target : resolveSiteFile(target);
      if (
        resolved &&
        (CODE_FILE.test(resolved) || STYLE_FILE.test(resolved)) &&
        resolved.startsWith(siteDir + path.sep)
      )
        await visit(resolved);
    }
  };
  for (const entry of entries) if (CODE_FILE.test(entry)) await visit(entry);
  return { code, styles };
}

const CODE_FILE = /\.(?:[cm]?jsx?|tsx?)$/;
const STYLE_FILE = /\.(?:css|s[ac]ss|less)$/;
