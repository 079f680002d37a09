/**
 * The one reader of YAML (and JSON, which is YAML) files checked against a zod schema: config,
 * front matter, `_category_` files and sidebars. It keeps the parsed document so that every
 * problem, from the parser or from the schema, points at `file:line:col`, and it words schema
 * issues one way everywhere: `path.to.key: what is wrong (got X)`. Loaders decide which error
 * type and exit code a problem becomes; they do not map positions themselves.
 */

import { type Document, isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { describeValue } from './describe-value.ts';
import { ContentError, type SourcePosition } from './errors.ts';
import { yamlToJs } from './yaml-to-js.ts';

/** One problem found in a YAML file: a syntax error or a value the schema rejects. */
export interface YamlProblem {
  /** Key path of the value at fault, as shown to the reader ([] for the whole document). */
  path: PropertyKey[];
  /** What is wrong, with the value found when there is one: `must be a number (got "x")`. */
  message: string;
  /** Line and column in the file (not in the YAML block, when the YAML sits inside a file). */
  position: SourcePosition | undefined;
}

/** Options of {@link parseYamlSource}. */
export interface YamlSourceOptions {
  /** Lines of the file before the YAML text (front matter starts on line 2 of its file; default 0). */
  lineOffset?: number;
  /** Whether a key given twice in one mapping is a syntax error (default true). */
  uniqueKeys?: boolean;
  /** Exit code of the error for an alias bomb (default 2: a config; content files give 1). */
  exitCode?: 1 | 2;
}

/** The result of a schema check: the parsed data, or every problem found. */
export type YamlValidation<T> = { success: true; data: T } | { success: false; problems: YamlProblem[] };

/**
 * Finds key paths in a source file. A YAML file knows its positions exactly; a config or sidebars
 * file written in code gives what it can find.
 */
export interface KeyLocator {
  /** Position of the value at `keyPath` (or of the closest thing there is). */
  position(keyPath: readonly PropertyKey[]): SourcePosition | undefined;
  /** Position of the key itself, for a key that should not be there (default: {@link position}). */
  keyPosition?(keyPath: readonly PropertyKey[]): SourcePosition | undefined;
}

/** Checks `data` against `schema`; every issue becomes a problem located by `locator`. */
export function validateWithSchema<S extends z.ZodType>(
  schema: S,
  data: unknown,
  locator: KeyLocator,
): YamlValidation<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { success: true, data: result.data };
  return { success: false, problems: issuesToProblems(result.error.issues, data, locator) };
}

/** A parsed YAML file that can locate any key path in it. */
export interface YamlSource extends KeyLocator {
  readonly file: string;
  readonly doc: Document;
  /** Parser errors (empty when the text is well-formed YAML), each at its file position. */
  readonly syntaxErrors: YamlProblem[];
  /** The document as plain data (`{}` for an empty document). */
  toJS(): unknown;
  /** Position of the value at `keyPath`, of its key when the value is empty, else of the closest ancestor. */
  position(keyPath: readonly PropertyKey[]): SourcePosition | undefined;
  /** `file:line:col` of {@link position}, or the file alone. */
  where(keyPath: readonly PropertyKey[]): string;
  /** A problem at `keyPath`, located (at `locateAt` when given). */
  problem(keyPath: readonly PropertyKey[], message: string, locateAt?: readonly PropertyKey[]): YamlProblem;
  /** Checks `data` (default: the whole document) against `schema`, reporting every issue at once. */
  validate<S extends z.ZodType>(schema: S, data?: unknown): YamlValidation<z.output<S>>;
}

/** Parses YAML text; syntax errors are collected in `syntaxErrors`, never thrown. */
export function parseYamlSource(text: string, file: string, options: YamlSourceOptions = {}): YamlSource {
  const lineOffset = options.lineOffset ?? 0;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: options.uniqueKeys ?? true });
  const at = (offset: number): SourcePosition => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + lineOffset, column: pos.col };
  };
  const position = (keyPath: readonly PropertyKey[]) => locate(doc, keyPath, at);
  const keyPosition = (keyPath: readonly PropertyKey[]) => locate(doc, keyPath, at, true);
  const source: YamlSource = {
    file,
    doc,
    syntaxErrors: doc.errors.map((error) => ({
      path: [],
      message: syntaxMessage(error.message),
      position: error.linePos?.[0]
        ? { line: error.linePos[0].line + lineOffset, column: error.linePos[0].col }
        : undefined,
    })),
    // Aliases are limited: a few nested ones can stand for billions of nodes.
    toJS: () => yamlToJs(doc, { file, lineCounter, exitCode: options.exitCode ?? 2, lineOffset }) ?? {},
    position,
    where(keyPath) {
      return formatPosition(file, position(keyPath));
    },
    keyPosition,
    problem(keyPath, message, locateAt = keyPath) {
      return { path: [...keyPath], message, position: position(locateAt) };
    },
    validate(schema, data = source.toJS()) {
      return validateWithSchema(schema, data, source);
    },
  };
  return source;
}

/** `path.to.key: message (file:line:col)`, the one way a problem is printed. */
export function formatYamlProblem(problem: YamlProblem, file: string): string {
  const where = problem.position ? ` (${formatPosition(file, problem.position)})` : '';
  return `${formatKeyPath(problem.path)}: ${problem.message}${where}`;
}

/**
 * The error a content file (front matter, `_category_`, sidebars) fails with when its schema
 * rejects it: one problem as `<title> key path: message` at its position, several listed each
 * with its own position. `title` names the kind of file ("Front matter"); empty starts with the path.
 */
export function schemaError(
  problems: readonly YamlProblem[],
  options: { file: string; title?: string; exitCode?: 1 | 2; hint?: string },
): ContentError {
  const { file, title = '' } = options;
  const [first] = problems;
  const rest = { file, position: first?.position ?? { line: 1 }, exitCode: options.exitCode, hint: options.hint };
  if (problems.length === 1 && first) {
    const head = first.path.length === 0 ? title : `${title ? `${title} key ` : ''}${formatKeyPath(first.path)}`;
    return new ContentError(`${head ? `${head}: ` : ''}${first.message}`, rest);
  }
  const list = problems.map((problem) => `\n  - ${formatYamlProblem(problem, file)}`).join('');
  return new ContentError(`${title ? `${title}: ` : ''}${problems.length} problems:${list}`, rest);
}

/** `a.b.0.c`, or `(root)` for the document itself. */
export function formatKeyPath(keyPath: readonly PropertyKey[]): string {
  return keyPath.length > 0 ? keyPath.map(String).join('.') : '(root)';
}

/** `file:line:col`, `file:line` or `file`, as much as is known. */
export function formatPosition(file: string, position: SourcePosition | undefined): string {
  if (!position) return file;
  return `${file}:${position.line}${position.column ? `:${position.column}` : ''}`;
}

/** The parser's first line, without its own "at line N, column M" (which counts from the YAML block). */
function syntaxMessage(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/\s+at line \d+, column \d+:?\s*$/, '');
}

/** Turns zod issues into located problems, worded `what is wrong (got X)`. */
function issuesToProblems(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  locator: KeyLocator,
  prefix: readonly PropertyKey[] = [],
): YamlProblem[] {
  const at = (keyPath: readonly PropertyKey[], message: string, position = locator.position(keyPath)) => ({
    path: [...keyPath],
    message,
    position,
  });
  return issues.flatMap((issue): YamlProblem[] => {
    const keyPath = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      // Shown at the mapping that has the key, located at the (first) unknown key itself.
      const message = `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
      const first = [...keyPath, issue.keys[0] ?? ''];
      return [at(keyPath, message, (locator.keyPosition ?? locator.position)(first))];
    }
    if (issue.code === 'invalid_union') {
      const branch = closestBranch(issue.errors);
      if (branch) return issuesToProblems(branch, data, locator, keyPath);
      const tag = unknownTag(issue.errors, valueAt(data, keyPath));
      if (tag) return [at([...keyPath, tag.key], tag.message)];
    }
    const value = valueAt(data, keyPath);
    let message = issue.message;
    if (issue.code === 'invalid_type' && value === undefined) message = 'is required';
    else if (!message.includes('(got')) message = `${message} (got ${describeValue(value)})`;
    return [at(keyPath, message)];
  });
}

/**
 * Of a union's failed branches, the one the author meant, when it is clear: the only branch whose
 * `type` (or other literal) matched and whose shape fit. Its issues name the real problem ("label:
 * is required") where the union's own issue only says "Invalid input".
 */
function closestBranch(branches: readonly (readonly z.core.$ZodIssue[])[]): readonly z.core.$ZodIssue[] | undefined {
  const plausible = branches.filter(
    (issues) =>
      issues.length > 0 &&
      !issues.some(
        (issue) =>
          // The whole value has another type than this branch takes.
          (issue.path.length === 0 && issue.code === 'invalid_type') ||
          // A literal discriminator (`type: doc`) did not match.
          (issue.code === 'invalid_value' && issue.path.length === 1),
      ),
  );
  return plausible.length === 1 ? plausible[0] : undefined;
}

/**
 * When every mapping branch of a union failed on the same literal key (`type: fancy` where the
 * branches take `doc`, `link`, ...), says so and lists the values allowed.
 */
function unknownTag(
  branches: readonly (readonly z.core.$ZodIssue[])[],
  value: unknown,
): { key: PropertyKey; message: string } | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const tags = branches.map((issues) =>
    issues.find((issue) => issue.code === 'invalid_value' && issue.path.length === 1),
  );
  const key = tags.find((tag) => tag !== undefined)?.path[0];
  const allowed: unknown[] = [];
  for (const [index, issues] of branches.entries()) {
    const tag = tags[index];
    if (tag?.code === 'invalid_value' && tag.path[0] === key) allowed.push(...tag.values);
    // A branch that rejects the whole value by its type (a string item) says nothing about the key.
    else if (!issues.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type')) return undefined;
  }
  if (key === undefined || allowed.length === 0) return undefined;
  const got = describeValue((value as Record<PropertyKey, unknown>)[key]);
  return { key, message: `expected one of ${allowed.map((v) => describeValue(v)).join(', ')} (got ${got})` };
}

/**
 * Finds the position of `keyPath`: its value, or its key when the value is empty or absent (or
 * when `preferKey`, for a key that should not be there), else the closest ancestor.
 */
function locate(
  doc: Document,
  keyPath: readonly PropertyKey[],
  at: (offset: number) => SourcePosition,
  preferKey = false,
): SourcePosition | undefined {
  for (let n = keyPath.length; n >= 0; n--) {
    const sub = keyPath.slice(0, n) as Array<string | number>;
    const node = n === 0 ? doc.contents : doc.getIn(sub, true);
    const empty = isScalar(node) && node.range != null && node.range[0] === node.range[1];
    if (isNode(node) && node.range && !empty && !(preferKey && n === keyPath.length)) return at(node.range[0]);
    if (n === 0) return isNode(node) && node.range ? at(node.range[0]) : undefined;
    const parent = n === 1 ? doc.contents : doc.getIn(sub.slice(0, -1), true);
    if (isMap(parent)) {
      const last = sub[sub.length - 1];
      for (const pair of parent.items) {
        if (isScalar(pair.key) && pair.key.value === last && pair.key.range) return at(pair.key.range[0]);
      }
    }
    if (isNode(node) && node.range) return at(node.range[0]);
  }
  return undefined;
}

/** The value at `keyPath` in parsed data (own properties only), or undefined. */
export function valueAt(value: unknown, keyPath: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of keyPath) {
    if (current === null || typeof current !== 'object') return undefined;
    // Own properties only: a key named `__proto__` or `constructor` is data, not the prototype.
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
