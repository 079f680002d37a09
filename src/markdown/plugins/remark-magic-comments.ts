/**
 * Docusaurus's magic comments in code blocks: `// highlight-next-line`, `// highlight-start` ...
 * `// highlight-end`, and the site's own (`magicComments`, each a class name with a `line`
 * directive and/or a `block` start/end pair). The comment lines are removed and the lines they
 * mark get the class, through the block's meta (`lines="class:1,3-5"`, read by the highlighter):
 * the highlight cache keys on the meta, so a changed marking is a new block.
 *
 * Comment styles are chosen by language as Docusaurus chooses them: `//` and `/* *\/` for C-like
 * languages, `{/* *\/}` as well in JSX, `#` for shells, Python, YAML ..., `<!-- -->` for markup,
 * `--` for SQL, Lua and Haskell, `%` for TeX and MATLAB, `;` for Lisp and assembly; every style for a
 * language it does not know.
 */
import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

/** One magic comment, as Docusaurus's `themeConfig.prism.magicComments` writes it. */
export interface MagicComment {
  className: string;
  line?: string | undefined;
  block?: { start: string; end: string } | undefined;
}

/** Docusaurus's default: the one highlight class, with both directives. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

type Style = 'js' | 'jsBlock' | 'jsx' | 'bash' | 'html' | 'lua' | 'tex' | 'wasm';

const STYLE_PATTERNS: Record<Style, [string, string]> = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  tex: ['%', ''],
  wasm: [';;?', ''],
};

const C_LIKE: Style[] = ['js', 'jsBlock'];
const BY_LANGUAGE: Record<string, Style[]> = {
  ...Object.fromEntries(
    [
      'js',
      'javascript',
      'ts',
      'typescript',
      'java',
      'kotlin',
      'kt',
      'kts',
      'swift',
      'c',
      'cpp',
      'c++',
      'cs',
      'csharp',
      'go',
      'rust',
      'rs',
      'dart',
      'scala',
      'groovy',
      'gradle',
      'php',
      'objectivec',
      'objc',
      'css',
      'scss',
      'less',
      'json5',
      'jsonc',
      'graphql',
      'gql',
      'proto',
      'protobuf',
      'solidity',
      'zig',
    ].map((l) => [l, C_LIKE]),
  ),
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  ...Object.fromEntries(
    [
      'bash',
      'sh',
      'shell',
      'zsh',
      'python',
      'py',
      'yaml',
      'yml',
      'toml',
      'ruby',
      'rb',
      'perl',
      'r',
      'dockerfile',
      'docker',
      'makefile',
      'make',
      'powershell',
      'ps1',
      'ini',
      'properties',
      'nix',
      'elixir',
      'cmake',
      'hcl',
      'terraform',
      'tf',
      'coffee',
      'julia',
      'nginx',
    ].map((l) => [l, ['bash'] as Style[]]),
  ),
  ...Object.fromEntries(
    ['html', 'xml', 'svg', 'markup', 'md', 'markdown', 'mdx', 'vue'].map((l) => [l, ['html'] as Style[]]),
  ),
  ...Object.fromEntries(['lua', 'sql', 'haskell', 'hs', 'plsql', 'elm'].map((l) => [l, ['lua'] as Style[]])),
  ...Object.fromEntries(['tex', 'latex', 'matlab', 'erlang'].map((l) => [l, ['tex'] as Style[]])),
  ...Object.fromEntries(
    ['wasm', 'lisp', 'elisp', 'clojure', 'scheme', 'nasm', 'asm'].map((l) => [l, ['wasm'] as Style[]]),
  ),
};
const ALL_STYLES = Object.keys(STYLE_PATTERNS) as Style[];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Directive {
  className: string;
  kind: 'line' | 'start' | 'end';
}

/** A matcher of whole-line directives for a language and a set of magic comments. */
function createMatcher(lang: string, comments: MagicComment[]): (line: string) => Directive | undefined {
  const words = new Map<string, Directive>();
  for (const c of comments) {
    if (c.line) words.set(c.line, { className: c.className, kind: 'line' });
    if (c.block) {
      words.set(c.block.start, { className: c.className, kind: 'start' });
      words.set(c.block.end, { className: c.className, kind: 'end' });
    }
  }
  const alternatives = [...words.keys()].map(escapeRegex).join('|');
  const key = lang.toLowerCase();
  // Own keys only: a fence named `constructor` or `__proto__` gave Object's ("styles.map is not a function").
  const styles = (Object.hasOwn(BY_LANGUAGE, key) ? BY_LANGUAGE[key] : undefined) ?? ALL_STYLES;
  const patterns = styles.map((style) => {
    const [open, close] = STYLE_PATTERNS[style];
    return new RegExp(`^\\s*${open}\\s*(${alternatives})\\s*${close}\\s*$`);
  });
  return (line) => {
    for (const pattern of patterns) {
      const word = pattern.exec(line)?.[1];
      if (word !== undefined) return words.get(word);
    }
    return undefined;
  };
}

/**
 * The code without its magic comment lines, and the classes of the lines they mark
 * (`lines="class:1,3-5;other:7"`), or undefined when the block has none.
 */
export function applyMagicComments(
  code: string,
  lang: string,
  comments: MagicComment[],
): { code: string; lines: string } | undefined {
  if (comments.length === 0) return undefined;
  const match = createMatcher(lang, comments);
  const kept: string[] = [];
  const marked = new Map<string, number[]>();
  const open = new Map<string, number[]>();
  const pendingNext = new Set<string>();
  let found = false;
  const mark = (className: string, line: number) => {
    const lines = marked.get(className) ?? [];
    if (lines.at(-1) !== line) lines.push(line);
    marked.set(className, lines);
  };
  for (const line of code.split('\n')) {
    const directive = match(line);
    if (directive) {
      found = true;
      if (directive.kind === 'line') pendingNext.add(directive.className);
      else if (directive.kind === 'start') {
        open.set(directive.className, [...(open.get(directive.className) ?? []), kept.length + 1]);
      } else open.get(directive.className)?.pop();
      continue;
    }
    kept.push(line);
    const number = kept.length;
    for (const className of pendingNext) mark(className, number);
    pendingNext.clear();
    for (const [className, starts] of open) if (starts.length > 0) mark(className, number);
  }
  if (!found) return undefined;
  const lines = [...marked].map(([className, numbers]) => `${className}:${numbers.join(',')}`).join(';');
  return { code: kept.join('\n'), lines };
}

/** The remark plugin (before the code blocks' highlight keys are taken). */
export const remarkMagicComments: Plugin<[{ magicComments?: MagicComment[] | undefined }?], Root> =
  (options = {}) =>
  (tree) => {
    const comments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
    visit(tree, 'code', (node: Code) => {
      // A `{1,3-5}` range in the meta wins, as in Docusaurus.
      if (node.meta && /\{[\d,-]+\}/.test(node.meta)) return;
      const result = applyMagicComments(node.value, node.lang ?? '', comments);
      if (!result) return;
      node.value = result.code;
      if (result.lines) node.meta = `${node.meta ? `${node.meta} ` : ''}lines="${result.lines}"`;
    });
  };
