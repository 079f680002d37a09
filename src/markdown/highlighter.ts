import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type {
  BundledLanguage,
  BundledTheme,
  HighlighterGeneric,
  RegexEngine,
  ShikiTransformer,
  ThemeRegistration,
} from 'shiki';
// The language list only: shiki itself (0.15-0.5 s to load) is imported when a block needs it,
// so a build whose blocks all come from the cache, and `check`, never load it.
import { bundledLanguagesAlias, bundledLanguagesInfo } from 'shiki/langs';
import { escapeHtml } from '../util/html.ts';
import { type CodeThemes, DEFAULT_CODE_THEMES } from './code-themes.ts';
import { transformerHighlightLines, transformerMagicLines } from './meta-highlight.ts';
import { shikiLanguage } from './prism-languages.ts';

/** rnhc-docs' shiki themes when the site names none (src/markdown/code-themes.ts). */
export const CODE_THEMES = DEFAULT_CODE_THEMES;
/** The cache key's prefix: a block's HTML depends on shiki's version and the two themes. */
const cacheVersion = (themes: CodeThemes) =>
  // A custom theme is named by a hash of its colours (code-themes.ts), so its name keys it.
  `shiki-4.6.0|${themes.light}|${themes.dark}|v1`;

/** Turns a fenced code block into the theme's code-block HTML. */
export interface CodeHighlighter {
  /** HTML of the whole block (title bar, highlighted pre, copy button). */
  render(code: string, lang: string | undefined, meta: string | undefined): string;
  /** The cache key of a block. */
  keyOf(code: string, lang: string | undefined, meta: string | undefined): string;
  /** Marks blocks as used without rendering them (a page taken from the markdown cache). */
  keep(keys: readonly string[]): void;
  /**
   * Makes sure `render` can highlight these blocks: a lazy highlighter starts shiki only when one
   * of them is not in the cache, and one with a highlight thread has the thread render them.
   * Resolves at once when nothing needs highlighting.
   */
  prepare(blocks: readonly PreparedBlock[]): Promise<void>;
  /** Languages that shiki does not know (rendered as plain text). */
  readonly unknownLanguages: Set<string>;
  /** Every block this highlighter rendered, by cache key: the next build's cache. */
  readonly used: Map<string, string>;
  /** How many blocks were highlighted rather than taken from the cache. */
  readonly highlighted: number;
  /** How many blocks were rendered as plain code because shiki was not ready (`plainUntilReady`). */
  readonly plainRendered: number;
}

/** A fenced code block as the highlighter sees it. */
export interface CodeBlock {
  code: string;
  lang: string | undefined;
  meta: string | undefined;
}

/** A block about to be rendered, with its cache key (`keyOf`). */
export interface PreparedBlock extends CodeBlock {
  key: string;
}

/**
 * Another thread's highlighter (src/pipeline/render/highlight-thread.ts), made with the same languages: it
 * renders blocks exactly as this one would (same function, same grammars), while this thread goes
 * on with other pages.
 */
export interface RemoteHighlighter {
  /** The blocks' HTML, in order. */
  highlight(blocks: readonly CodeBlock[]): Promise<string[]>;
}

interface HighlighterOptions {
  /** Fence languages used by the site: only those grammars are loaded. */
  languages: Iterable<string>;
  /** The light and dark shiki themes (default: CODE_THEMES). */
  themes?: CodeThemes | undefined;
  /** Highlighted blocks of earlier builds (empty without a cache). */
  cache: Map<string, string>;
  /**
   * Keep every rendered block in `used` for the next build's cache (default true). Off for
   * `--no-cache`: on 5,000 pages that is tens of megabytes per thread for nothing.
   */
  keepUsed?: boolean;
  /**
   * Start shiki only when a block is missing from the cache (`prepare`), not at creation. Builds
   * and watch mode use it: with a warm cache, shiki's start (about 0.2 s of loading grammars and
   * WASM) is never paid, and the first page of `serve --watch` comes that much sooner.
   */
  lazy?: boolean;
  /** The regex engine, if already started (see `startRegexEngine`); else one starts with shiki. */
  engine?: Promise<RegexEngine>;
  /**
   * No highlighting (`rnhc-docs check`): blocks render as escaped plain text in the same frame.
   * Links and ids never come from highlighted code, so the link check finds the same problems.
   */
  plain?: boolean;
  /**
   * Shiki exactly as it comes: each theme tokenised on its own (see dual-theme.ts). The reference
   * the fast path is tested against; `RNHC_REFERENCE_HIGHLIGHT=1` turns it on for a whole build.
   */
  reference?: boolean;
  /**
   * Blocks the cache lacks are rendered by this other thread instead of a shiki started here (a
   * small site's cold build: shiki's start and grammars then cost the other core, not this one).
   */
  remote?: RemoteHighlighter;
  /**
   * Watch mode's first build: the first pages whose blocks the cache lacks render them as plain
   * code (not kept in `used`) instead of waiting for shiki, which starts once they are out. The
   * session renders those pages again in colour and pushes them to the open tabs.
   */
  plainUntilReady?: boolean;
}

/**
 * Starts shiki's regex engine (Oniguruma compiled from WASM, about 0.12 s here). Watch mode's render
 * worker, started before it knows the site, does this while it waits for its work: on a site
 * without caches, the first page's code blocks then need only their grammars.
 */
export async function startRegexEngine(): Promise<RegexEngine> {
  const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
  // The WASM file shiki ships, read as bytes: the same binary as `shiki/wasm`, which inlines it as
  // base64 and gunzips it through fetch's Response (loading undici): 0.1-0.2 s more CPU per thread.
  return createOnigurumaEngine(readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm')));
}

const known = new Set<string>([...bundledLanguagesInfo.map((l) => l.id), ...Object.keys(bundledLanguagesAlias)]);
/** Highlighted blocks kept without a cache (see `recent`): about 2-4 MB of HTML. */
const RECENT_BLOCKS = 1000;
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

/** Creates the one highlighter of a build. */
export async function createCodeHighlighter(options: HighlighterOptions): Promise<CodeHighlighter> {
  const themes: CodeThemes = options.themes ?? CODE_THEMES;
  const CACHE_VERSION = cacheVersion(themes);
  const wanted = [...new Set([...options.languages].map(shikiLanguage))];
  const langs = wanted.filter((l) => known.has(l)) as BundledLanguage[];
  const unknownLanguages = new Set(wanted.filter((l) => !known.has(l) && !PLAIN.has(l)));
  let shiki: Shiki | undefined;
  let loaded = new Set<string>();
  let starting: Promise<void> | undefined;
  let restoreShiki: (() => void) | undefined;
  const start = () => {
    starting ??= Promise.all([import('shiki'), import('./dual-theme.ts')])
      .then(([{ createHighlighter }, dual]) =>
        createHighlighter({
          // A theme of the site's own (a Docusaurus prism theme object) is loaded as an object.
          themes: [...new Set([themes.light, themes.dark])].map(
            (name) => (themes.custom?.[name] as ThemeRegistration | undefined) ?? (name as BundledTheme),
          ),
          langs,
          // Oniguruma in WASM: a quarter faster than the JS regex engine on a cold build, same HTML.
          engine: options.engine ?? startRegexEngine(),
          // One highlighter per build is the design (each build has its own languages), and it goes
          // with its build: shiki's "10 instances have been created" notice, printed by a process
          // that runs many builds (the tests, a long watch session), is not about a leak.
          warnings: false,
        }).then((highlighter) => ({ highlighter, dual })),
      )
      .then((created) => {
        shiki = created;
        const reference = options.reference ?? process.env.RNHC_REFERENCE_HIGHLIGHT === '1';
        // (One theme for both modes: shiki tokenises it once per mode; the dual path assumes two.)
        if (!reference && themes.light !== themes.dark) {
          restoreShiki = created.dual.tokenizeThemesOnce(created.highlighter, [themes.light, themes.dark]);
        }
        // A grammar shiki knows but this build did not load (a fence the pre-scan missed) must not
        // crash the page: it renders as plain text.
        loaded = new Set<string>(created.highlighter.getLoadedLanguages());
      });
    return starting;
  };
  if (!options.lazy && !options.plain) await start();
  const { cache } = options;
  const used = new Map<string, string>();
  /**
   * Without `used` (`--no-cache`), blocks highlighted this build are still kept a while: the same
   * block on several pages (versions and locales of a doc repeat most of theirs) is highlighted
   * once per thread. Bounded, so 5,000 pages of different blocks do not keep them all.
   */
  const recent = new Map<string, string>();
  /**
   * Blocks the remote thread rendered (or `recent` held when a page prepared them), kept until
   * every page that prepared them has rendered them: `pins` counts those renders. Dropping one at
   * its first render, or leaving it in `recent` (which is cleared when full), had a page that
   * shared blocks with another, or that had more than `RECENT_BLOCKS`, find nothing to render
   * (`--no-cache` builds of large pages failed).
   */
  const fetched = new Map<string, string>();
  const pins = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();
  let highlighted = 0;
  let plainRendered = 0;
  let startRequested = false;
  const remember = (key: string, html: string) => {
    if (recent.size >= RECENT_BLOCKS) recent.clear();
    recent.set(key, html);
  };
  const keyOf = (code: string, lang: string | undefined, meta: string | undefined) =>
    createHash('sha1')
      .update(`${CACHE_VERSION}\0${(lang ?? '').toLowerCase()}\0${meta ?? ''}\0${code}`)
      .digest('base64url');

  const render = (code: string, lang: string | undefined, meta: string | undefined) => {
    const language = (lang ?? '').toLowerCase();
    const key = keyOf(code, lang, meta);
    let html = used.get(key) ?? cache.get(key) ?? recent.get(key);
    if (html === undefined && options.remote) {
      html = fetched.get(key);
      if (html !== undefined && options.keepUsed === false) remember(key, html);
    }
    const pinned = pins.get(key);
    if (pinned !== undefined) {
      if (pinned > 1) pins.set(key, pinned - 1);
      else {
        pins.delete(key);
        fetched.delete(key);
      }
    }
    if (html === undefined && options.plain) html = renderPlainBlock(code, meta ?? '', language);
    if (html === undefined && !shiki && options.plainUntilReady && startRequested) {
      plainRendered++;
      return renderPlainBlock(code, meta ?? '', language);
    }
    if (html === undefined) {
      if (!shiki) throw new Error('rnhc-docs: a code block was rendered before the highlighter was prepared');
      const shikiName = shikiLanguage(language);
      const grammar = loaded.has(shikiName) ? shikiName : 'text';
      try {
        html = renderBlock(shiki, code, grammar, meta ?? '', language, themes);
      } catch (error) {
        if (!(error instanceof shiki.dual.DualThemeMismatch) || !restoreShiki) throw error;
        // Never seen with shiki 4.6.0; should a change of shiki's order get here, it is slower, not wrong.
        restoreShiki();
        restoreShiki = undefined;
        html = renderBlock(shiki, code, grammar, meta ?? '', language, themes);
      }
      highlighted++;
      // A grammar shiki knows but this highlighter did not load gives text-coloured code: shown,
      // never kept, so no cache holds a block a cold build would colour.
      if (grammar !== shikiName && known.has(shikiName)) return html;
      if (options.keepUsed === false) remember(key, html);
    }
    if (options.keepUsed !== false && !options.plain) used.set(key, html);
    return html;
  };

  return {
    unknownLanguages,
    keyOf,
    render,
    keep(keys) {
      if (options.keepUsed === false) return;
      for (const key of keys) {
        const html = used.get(key) ?? cache.get(key);
        if (html !== undefined) used.set(key, html);
      }
    },
    async prepare(blocks) {
      if (options.plain) return;
      const { remote } = options;
      if (remote) {
        // Pinned now, before any wait: each of this page's blocks stays in `fetched` until the
        // page renders it, whatever other pages render or `recent` forgets meanwhile.
        for (const { key } of blocks) {
          if (used.has(key) || cache.has(key)) continue;
          const held = recent.get(key);
          if (held !== undefined && !fetched.has(key)) fetched.set(key, held);
          pins.set(key, (pins.get(key) ?? 0) + 1);
        }
      }
      const missing = blocks.filter(
        ({ key }) => !used.has(key) && !cache.has(key) && !recent.has(key) && !fetched.has(key),
      );
      if (missing.length === 0) return;
      if (!remote) {
        if (shiki) return;
        if (options.plainUntilReady && !startRequested) {
          // Once the pages of this turn are out: a page's render yields only to microtasks, so
          // shiki's start (a few hundred ms of this thread) comes after the batch, not in it.
          startRequested = true;
          setImmediate(() => void start().catch(() => undefined));
          return;
        }
        if (options.plainUntilReady && !starting) return;
        await start();
        return;
      }
      // Each block is asked for once, however many pages wait for it.
      const asked = new Map<string, PreparedBlock>();
      const waits: Promise<void>[] = [];
      for (const block of missing) {
        const pending = inFlight.get(block.key);
        if (pending) waits.push(pending);
        else asked.set(block.key, block);
      }
      if (asked.size > 0) {
        const list = [...asked.values()];
        const done = remote
          .highlight(list.map(({ code, lang, meta }) => ({ code, lang, meta })))
          .then((html) => {
            for (const [index, block] of list.entries()) fetched.set(block.key, html[index] as string);
            highlighted += list.length;
          })
          .finally(() => {
            for (const key of asked.keys()) inFlight.delete(key);
          });
        for (const key of asked.keys()) inFlight.set(key, done);
        waits.push(done);
      }
      await Promise.all(waits);
    },
    used,
    get highlighted() {
      return highlighted;
    },
    get plainRendered() {
      return plainRendered;
    },
  };
}

/** `title="a.ts"`, `showLineNumbers`, `showLineNumbers=5` from the fence meta. */
export function parseCodeMeta(meta: string): { title?: string; lineNumbersFrom?: number } {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const lines = /\bshowLineNumbers(?:=(\d+))?\b/.exec(meta);
  const out: { title?: string; lineNumbersFrom?: number } = {};
  const titleValue = title?.[1] ?? title?.[2] ?? title?.[3];
  if (titleValue !== undefined) out.title = titleValue;
  if (lines) out.lineNumbersFrom = lines[1] ? Number(lines[1]) : 1;
  return out;
}

/** A started shiki and the one-tokenisation hook for both themes (imported on first use). */
interface Shiki {
  highlighter: HighlighterGeneric<BundledLanguage, BundledTheme>;
  dual: typeof import('./dual-theme.ts');
}

/** A block as `check` renders it: the same frame, the code as escaped text. */
function renderPlainBlock(code: string, meta: string, shownLanguage: string): string {
  const { title } = parseCodeMeta(meta);
  return frame(`<pre><code>${escapeHtml(code.replace(/\n$/, ''))}</code></pre>`, title, shownLanguage);
}

/** The copy button of a code block, in English (what the highlight cache holds). */
export const COPY_BUTTON_HTML =
  '<button type="button" class="code-block__copy" aria-label="Copy code to clipboard">Copy</button>';

/** The copy button with a locale's words. */
export function copyButtonHtml(label: string, ariaLabel: string): string {
  return `<button type="button" class="code-block__copy" aria-label="${escapeHtml(ariaLabel)}">${escapeHtml(label)}</button>`;
}

function frame(pre: string, title: string | undefined, shownLanguage: string): string {
  const titleHtml = title ? `<div class="code-block__title">${escapeHtml(title)}</div>` : '';
  const language = shownLanguage ? ` data-language="${escapeHtml(shownLanguage)}"` : '';
  return `<div class="code-block"${language}>${titleHtml}<div class="code-block__body">${pre}${COPY_BUTTON_HTML}</div></div>`;
}

function renderBlock(
  { highlighter: shiki }: Shiki,
  code: string,
  lang: string,
  meta: string,
  shownLanguage: string,
  themes: CodeThemes,
): string {
  const { title, lineNumbersFrom } = parseCodeMeta(meta);
  const source = code.replace(/\n$/, '');
  const lineCount = source.split('\n').length;
  const transformers: ShikiTransformer[] = [transformerHighlightLines(meta, lineCount, 'highlighted')];
  const magic = transformerMagicLines(meta, lineCount);
  if (magic) transformers.push(magic);
  if (lang === 'diff') transformers.push(diffLines(source));
  if (lineNumbersFrom !== undefined) {
    transformers.push({
      pre(node) {
        this.addClassToHast(node, 'has-line-numbers');
        if (lineNumbersFrom !== 1) {
          const style = typeof node.properties.style === 'string' ? `${node.properties.style};` : '';
          node.properties.style = `${style}counter-reset:line ${lineNumbersFrom - 1}`;
        }
      },
    });
  }
  const pre = shiki.codeToHtml(source, {
    lang,
    themes: { light: themes.light, dark: themes.dark },
    defaultColor: false,
    // No time limit: shiki's default (500 ms a line) leaves the rest of a line unhighlighted when
    // the machine is busy, so the same input gave different HTML (and the cache would keep it).
    tokenizeTimeLimit: 0,
    transformers,
    meta: { __raw: meta },
  });
  return frame(pre, title, shownLanguage);
}

/** Marks `+` and `-` lines of a diff as added and removed. */
function diffLines(source: string): ShikiTransformer {
  const lines = source.split('\n');
  return {
    line(node, line) {
      const first = lines[line - 1]?.[0];
      if (first === '+') this.addClassToHast(node, ['diff', 'add']);
      else if (first === '-') this.addClassToHast(node, ['diff', 'remove']);
    },
  };
}
