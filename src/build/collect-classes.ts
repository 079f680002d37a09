import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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

const CODE_FILE = /\.(?:[cm]?jsx?|tsx?)$/;

/** The text of every script under `dir` (the site's `src/`), skipping `node_modules`; none when it does not exist. */
export async function loadCodeTexts(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = (await readdir(dir, { recursive: true })) as string[];
  } catch {
    return [];
  }
  const files = entries.filter((entry) => CODE_FILE.test(entry) && !entry.split(path.sep).includes('node_modules'));
  return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8').catch(() => '')));
}
