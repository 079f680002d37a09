/**
 * Every TypeScript example in site/docs must compile against the library's public API as declared
 * in test/types/react-native-health-connect.d.ts. All snippets go into ONE in-memory program (one
 * type-check pass is far cheaper than one per snippet); each snippet is its own module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const docsDir = path.join(repoRoot, 'site/docs');
const declarationFile = path.join(repoRoot, 'test/types/react-native-health-connect.d.ts');
/** Snippets live here only in memory; the folder sits in the repo so `node_modules` resolves. */
const virtualDir = path.join(repoRoot, 'test/.examples-typecheck');
const shimFile = path.join(virtualDir, 'react-native-shim.d.ts');

const TS_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);
const SKIP_MARKER = 'no-typecheck';

/**
 * The few React Native APIs the examples touch, plus `console` (React Native provides it; the
 * program has no DOM or Node types). Kept tiny on purpose: examples should be about the library.
 */
const SHIM = `/// <reference types="react" />
declare var console: {
  log(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};
declare module 'react-native' {
  export const Platform: { OS: 'android' | 'ios' | 'web' | 'windows' | 'macos'; Version: number | string };
  export const Linking: { openURL(url: string): Promise<void>; openSettings(): Promise<void> };
  export const Alert: { alert(title: string, message?: string): void };
  export function View(props: { children?: React.ReactNode }): React.JSX.Element;
  export function Text(props: { children?: React.ReactNode }): React.JSX.Element;
  export function Button(props: { title: string; onPress: () => void; disabled?: boolean }): React.JSX.Element;
}
`;

/**
 * Snippets that must NOT compile, each with the error it must produce: they prove the checker
 * catches wrong examples (and not merely, say, a module it cannot resolve).
 */
const WRONG_SNIPPETS: Record<string, { code: string; error: RegExp }> = {
  // readRecords resolves to { records, pageToken? }, not to an array.
  'wrong-read-result.ts': {
    error: /is missing the following properties from type '\{ count: number; \}\[\]'/,
    code: `import { readRecords } from 'react-native-health-connect';
export async function wrong() {
  const steps: { count: number }[] = await readRecords('Steps', {
    timeRangeFilter: { operator: 'after', startTime: '2024-01-01T00:00:00.000Z' },
  });
  return steps;
}
`,
  },
  // Units are written as { value, unit } with a known unit name.
  'wrong-unit.ts': {
    error: /Type '"kg"' is not assignable/,
    code: `import { insertRecords } from 'react-native-health-connect';
export const ids = insertRecords([
  { recordType: 'Weight', time: '2024-01-01T08:00:00.000Z', weight: { value: 70, unit: 'kg' } },
]);
`,
  },
};

interface Snippet {
  /** Markdown file, relative to the repository root. */
  file: string;
  /** 1-based line in the markdown file of the snippet's first code line. */
  line: number;
  lang: string;
  /** The `title="..."` of the fence, if any. */
  title?: string;
  code: string;
}

function listMarkdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Fenced code blocks (``` or ~~~, any indentation) whose language is TypeScript. */
function extractSnippets(markdown: string, file: string): Snippet[] {
  const lines = markdown.split(/\r?\n/);
  const snippets: Snippet[] = [];
  let open: { indent: number; fence: string; lang: string; meta: string; start: number; body: string[] } | undefined;
  lines.forEach((text, index) => {
    if (!open) {
      const match = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/.exec(text);
      if (match) {
        open = {
          indent: match[1]?.length ?? 0,
          fence: match[2] ?? '```',
          lang: (match[3] ?? '').toLowerCase(),
          meta: match[4] ?? '',
          start: index,
          body: [],
        };
      }
      return;
    }
    const trimmed = text.trim();
    if (
      trimmed.startsWith(open.fence[0] ?? '`') &&
      /^(`{3,}|~{3,})$/.test(trimmed) &&
      trimmed.length >= open.fence.length
    ) {
      if (TS_LANGUAGES.has(open.lang) && !open.meta.includes(SKIP_MARKER)) {
        const title = /title="([^"]+)"/.exec(open.meta)?.[1];
        snippets.push({
          file,
          line: open.start + 2,
          lang: open.lang,
          ...(title ? { title } : {}),
          code: open.body.join('\n'),
        });
      }
      open = undefined;
      return;
    }
    const indent = open.indent;
    open.body.push(text.slice(Math.min(indent, text.length - text.trimStart().length)));
  });
  return snippets;
}

/**
 * Snippets of one page share a folder, and a snippet with a `title="src/x.ts"` is stored under that
 * path, so one example can import another from the same page (`import { f } from './x'`).
 */
function virtualNames(list: Snippet[]): Map<string, Snippet> {
  const byName = new Map<string, Snippet>();
  for (const snippet of list) {
    const dir = path.join(virtualDir, snippet.file.replace(/[\\/.]/g, '_'));
    const ext = snippet.lang === 'tsx' ? '.tsx' : '.ts';
    const title = snippet.title && /^[\w-][\w./-]*$/.test(snippet.title) ? snippet.title : undefined;
    let name = path.join(dir, title ? title.replace(/\.(tsx?|mts|cts)$/, '') + ext : `L${snippet.line}${ext}`);
    if (byName.has(name)) name = path.join(dir, `L${snippet.line}${ext}`);
    byName.set(name, snippet);
  }
  return byName;
}

/** Each snippet is its own module, even when it has no import or export. */
function asModule(code: string): string {
  return /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {};\n`;
}

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2023,
  lib: ['lib.es2023.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  types: [],
  // Declaration files must be checked too: the API declaration itself has to be valid.
  skipLibCheck: false,
};

/** Key of the diagnostics that belong to no file (options, globals). */
const GLOBAL = '<global>';

/** Type-checks the given in-memory files (plus the API declaration) in one program. */
function typeCheck(files: Map<string, string>): Map<string, readonly ts.Diagnostic[]> {
  const base = ts.createCompilerHost(compilerOptions, true);
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (fileName) => files.has(path.resolve(fileName)) || base.fileExists(fileName),
    readFile: (fileName) => files.get(path.resolve(fileName)) ?? base.readFile(fileName),
    directoryExists: (dir) =>
      [...files.keys()].some((fileName) => fileName.startsWith(path.resolve(dir) + path.sep)) ||
      (base.directoryExists?.(dir) ?? true),
    getSourceFile: (fileName, languageVersion, onError, shouldCreate) => {
      const text = files.get(path.resolve(fileName));
      return text === undefined
        ? base.getSourceFile(fileName, languageVersion, onError, shouldCreate)
        : ts.createSourceFile(fileName, text, languageVersion, true);
    },
  };
  const program = ts.createProgram({ rootNames: [declarationFile, ...files.keys()], options: compilerOptions, host });
  const result = new Map<string, readonly ts.Diagnostic[]>();
  result.set(GLOBAL, [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]);
  for (const fileName of [declarationFile, ...files.keys()]) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) throw new Error(`not in the program: ${fileName}`);
    result.set(fileName, [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ]);
  }
  return result;
}

function message(diagnostic: ts.Diagnostic): string {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
}

function lineOf(diagnostic: ts.Diagnostic): number {
  if (!diagnostic.file || diagnostic.start === undefined) return 0;
  return diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
}

// Built once for the whole file: one program for the docs and the deliberately wrong snippets.
const snippets = listMarkdownFiles(docsDir).flatMap((file) =>
  extractSnippets(readFileSync(file, 'utf8'), path.relative(repoRoot, file).split(path.sep).join('/')),
);
const snippetByFile = virtualNames(snippets);
const files = new Map<string, string>([[shimFile, SHIM]]);
for (const [fileName, snippet] of snippetByFile) files.set(fileName, asModule(snippet.code));
for (const [name, { code }] of Object.entries(WRONG_SNIPPETS)) files.set(path.join(virtualDir, name), code);
const diagnostics = typeCheck(files);

describe('TypeScript examples in site/docs', () => {
  it('finds the examples: every method page has its signature and at least one example', () => {
    const methodPages = listMarkdownFiles(path.join(docsDir, 'api/methods')).map((file) =>
      path.relative(repoRoot, file).split(path.sep).join('/'),
    );
    expect(methodPages.length).toBe(17);
    const thin = methodPages.filter((page) => snippets.filter((snippet) => snippet.file === page).length < 2);
    expect(thin, 'method pages with fewer than two TypeScript blocks').toEqual([]);
  });

  it('type-check against the declared public API', () => {
    const problems: string[] = [];
    for (const [fileName, list] of diagnostics) {
      if (fileName.startsWith(path.join(virtualDir, 'wrong-'))) continue;
      const snippet = snippetByFile.get(fileName);
      for (const diagnostic of list) {
        const where = snippet
          ? `${snippet.file}:${snippet.line + lineOf(diagnostic)}`
          : fileName === GLOBAL
            ? 'compiler options'
            : `${path.relative(repoRoot, fileName)}:${lineOf(diagnostic) + 1}`;
        problems.push(`${where}: ${message(diagnostic)}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('rejects wrong examples (the checker can fail)', () => {
    for (const [name, { error }] of Object.entries(WRONG_SNIPPETS)) {
      const messages = (diagnostics.get(path.join(virtualDir, name)) ?? []).map(message);
      expect(messages.join('\n'), `${name} should fail with ${error}`).toMatch(error);
    }
  });
});

describe('extractSnippets', () => {
  it('reads the language, skips no-typecheck blocks and reports the first code line', () => {
    const markdown = [
      '# Title',
      '',
      '```ts title="a.ts" {2}',
      'const a = 1;',
      '```',
      '',
      '```tsx no-typecheck',
      'partial(',
      '```',
      '',
      '```bash',
      'npm test',
      '```',
    ].join('\n');
    expect(extractSnippets(markdown, 'x.md')).toEqual([
      { file: 'x.md', line: 4, lang: 'ts', title: 'a.ts', code: 'const a = 1;' },
    ]);
  });
});
