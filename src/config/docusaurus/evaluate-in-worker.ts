/**
 * Runs a bundled config or sidebars module in a worker thread: there, `process.exit` ends the
 * worker, not rnhc-docs; a loop that never ends (even after an `await`), a promise that never
 * settles, an open `setInterval` or a runaway allocation is stopped by terminating the worker.
 * What the module exported comes back as data: functions and values of stubbed modules travel as
 * markers and are rebuilt here, so the config mapping can still name them. Reading the export
 * (getters included) happens in the worker too, so a getter that throws or exits is the file's
 * error. Costs one worker start (about 20 ms), overlapped with esbuild's bundling.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PRISM_THEME_STUBS } from '../../markdown/code-themes.ts';
import { RnhcError } from '../../util/errors.ts';
import { siteCodeTimeLimitMs, TIME_LIMIT_HINT, timeLimitError } from '../../util/site-code.ts';

/** More text than this in one config or sidebars file is an error (settings, not content). */
export const MAX_TEXT_BYTES = 32 * 1024 * 1024;
/** The worker's heap limit: far above any real config, far below what would hurt the machine. */
const HEAP_LIMIT_MB = 512;

const FUNCTION_MARK = '__rnhcFunction';
const STUB_MARK = '__rnhcStub';

/**
 * The worker's program, plain JavaScript run with `eval: true` (so it works from the compiled CLI
 * and from TypeScript sources alike). Messages: `exit` (the module called process.exit), `result`,
 * `error`.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createRequire } = require('node:module');
const FUNCTION_MARK = ${JSON.stringify(FUNCTION_MARK)};
const STUB_MARK = ${JSON.stringify(STUB_MARK)};
const exit = process.exit.bind(process);
process.exit = (code) => {
  parentPort.postMessage({ type: 'exit', code: code === undefined ? (process.exitCode ?? 0) : code });
  exit(typeof code === 'number' ? code : 1);
};
const stubs = new WeakMap();
const { workerData } = require('node:worker_threads');
const PRISM_STUBS = workerData.prismStubs.map((source) => new RegExp(source));
const prismCopies = new Map();
let prismThemes;
/** The real plain/styles of a stubbed prism-react-renderer theme (code-themes.ts prismThemeMember). */
function prismThemeMember(name, key) {
  if (key !== 'plain' && key !== 'styles') return undefined;
  const theme = PRISM_STUBS.map((pattern) => pattern.exec(name)).find(Boolean)?.[1];
  if (!theme || !workerData.prismPackage) return undefined;
  const id = name + '#' + key;
  if (!prismCopies.has(id)) {
    prismThemes ??= require(workerData.prismPackage).themes;
    const real = prismThemes?.[theme]?.[key];
    prismCopies.set(id, real === undefined ? undefined : structuredClone(real));
  }
  return prismCopies.get(id);
}
function createStub(name) {
  const target = function stub() {};
  const member = (key) => {
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'then' || key === Symbol.iterator || key === 'toJSON') return undefined;
    if (key === '__esModule') return false;
    // A prism theme of a stubbed prism-react-renderer, extended (\`[...theme.styles, ...]\`):
    // its real colours (jest builds its own themes on github's and vsDark's).
    const theme = prismThemeMember(name, key);
    if (theme !== undefined) return theme;
    if (key === 'styles') return [];
    return createStub(name + '.' + String(key));
  };
  const prototype = new Proxy({}, { get: (_t, key) => member(key) });
  const proxy = new Proxy(target, {
    get: (_t, key) => member(key),
    apply: () => createStub(name + '()'),
    construct: () => createStub('new ' + name),
    getPrototypeOf: () => prototype,
  });
  stubs.set(proxy, name);
  return proxy;
}
function fail(message, keyPath) {
  parentPort.postMessage({ type: 'error', message, keyPath });
}
/** The value as data for postMessage; throws { keyPath, cause } when reading a key throws. */
function toData(root, maxText) {
  const seen = new Map();
  let text = 0;
  let largest = { size: 0, keyPath: [] };
  const walk = (value, keyPath) => {
    if (typeof value === 'string') {
      text += value.length;
      if (value.length > largest.size) largest = { size: value.length, keyPath };
      if (text > maxText) throw { tooLarge: true, largest, text };
      return value;
    }
    if (typeof value === 'function') {
      if (stubs.has(value)) return { [STUB_MARK]: stubs.get(value) };
      return { [FUNCTION_MARK]: value.name || '' };
    }
    if (typeof value === 'symbol') return String(value);
    if (value === null || typeof value !== 'object') return value;
    if (value instanceof Date || value instanceof RegExp) return value;
    if (seen.has(value)) return seen.get(value);
    if (Array.isArray(value)) {
      const copy = [];
      seen.set(value, copy);
      for (let i = 0; i < value.length; i++) copy.push(read(value, i, keyPath, walk));
      return copy;
    }
    const copy = {};
    seen.set(value, copy);
    for (const key of Object.keys(value)) copy[key] = read(value, key, keyPath, walk);
    return copy;
  };
  const read = (owner, key, keyPath, walk) => {
    const here = keyPath.concat(key);
    let v;
    try {
      v = owner[key];
    } catch (cause) {
      throw { keyPath: here, cause };
    }
    return walk(v, here);
  };
  return walk(root, []);
}
/** Packages the module required that are not installed (stubbed, named by the caller). */
const missing = new Set();
const isBare = (s) => !s.startsWith('.') && !s.startsWith('node:') && !require('node:path').isAbsolute(s);
const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];
/**
 * Node's require, except that require.resolve of a package that is not installed returns its name
 * and require() of one gives a stub (as a static import of it is stubbed), and
 * require.resolve('./sidebars.js') finds sidebars.ts as Docusaurus's TypeScript loader does.
 */
function configRequire(file) {
  const path = require('node:path');
  const real = createRequire(file);
  const dir = path.dirname(file);
  const resolve = (specifier, options) => {
    try {
      return real.resolve(specifier, options);
    } catch (error) {
      if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
        const base = path.resolve(dir, specifier).replace(/.[cm]?jsx?$/, '');
        for (const extension of TS_EXTENSIONS) {
          try {
            return real.resolve(base + extension);
          } catch {}
        }
        throw error;
      }
      if (!isBare(specifier)) throw error;
      missing.add(specifier);
      return specifier;
    }
  };
  const wrapped = (specifier) => {
    // An ES module config makes its own require (createRequire(import.meta.url)): the same rules.
    if (specifier === 'node:module' || specifier === 'module') {
      const original = real(specifier);
      const toFile = (from) => (String(from).startsWith('file:') ? require('node:url').fileURLToPath(from) : String(from));
      return { ...original, default: original, createRequire: (from) => configRequire(toFile(from)) };
    }
    try {
      return real(specifier);
    } catch (error) {
      const notFound = error && error.code === 'MODULE_NOT_FOUND' && isBare(specifier);
      if (!notFound || !String(error.message).includes("'" + specifier + "'")) throw error;
      missing.add(specifier);
      return createStub(specifier);
    }
  };
  return Object.assign(wrapped, real, { resolve: Object.assign(resolve, { paths: real.resolve.paths }) });
}
parentPort.once('message', async ({ code, file, maxText }) => {
  const module = { exports: {} };
  let value;
  try {
    const run = new Function('module', 'exports', 'require', '__filename', '__dirname', '__rnhcImportMetaUrl', '__rnhcStub', code);
    run(module, module.exports, configRequire(file), file, require('node:path').dirname(file), require('node:url').pathToFileURL(file).href, createStub);
    value = module.exports;
    if (value && typeof value === 'object' && value.__esModule && 'default' in value) value = value.default;
    if (typeof value === 'function' && !stubs.has(value)) value = await value();
    value = await value;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
    return;
  }
  let data;
  try {
    data = toData(value, maxText);
  } catch (problem) {
    if (problem && problem.tooLarge) {
      parentPort.postMessage({ type: 'too-large', text: problem.text, largest: problem.largest });
      return;
    }
    const cause = problem && problem.keyPath ? problem.cause : problem;
    fail(cause instanceof Error ? cause.message : String(cause), problem && problem.keyPath);
    return;
  }
  parentPort.postMessage({ type: 'result', value: data, missing: [...missing] });
});
`;

type FromEvaluator =
  | { type: 'exit'; code: unknown }
  | { type: 'error'; message: string; keyPath?: Array<string | number> }
  | { type: 'too-large'; text: number; largest: { size: number; keyPath: Array<string | number> } }
  | { type: 'result'; value: unknown; missing?: string[] };

/** A started evaluator: start it before bundling, so its start overlaps esbuild's work. */
export interface ModuleEvaluator {
  /** Runs the bundled CommonJS code; resolves with its (awaited, called) default export as data. */
  run(code: string, rebuild: Rebuild): Promise<unknown>;
  /** Stops the worker (when bundling failed). */
  stop(): void;
}

/** How markers become values again on this side. */
export interface Rebuild {
  stub(name: string): unknown;
  /** Told of each package the module required or resolved that is not installed. */
  missing?(specifier: string): void;
}

let prismPackageFile: string | undefined | null = null;

/** prism-react-renderer's entry (its themes' colours), undefined if it cannot be found. */
function prismPackage(): string | undefined {
  if (prismPackageFile === null) {
    try {
      prismPackageFile = createRequire(import.meta.url).resolve('prism-react-renderer');
    } catch {
      prismPackageFile = undefined;
    }
  }
  return prismPackageFile;
}

/** Starts a worker for `file` (its messages name the file; config errors exit 2). */
export function startModuleEvaluator(file: string): ModuleEvaluator {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { prismStubs: PRISM_THEME_STUBS.map((pattern) => pattern.source), prismPackage: prismPackage() },
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    stdout: false,
    stderr: false,
  });
  // Until it runs, an idle worker must not keep a failed command alive.
  worker.unref();
  const name = path.basename(file);
  const fail = (message: string, hint?: string) =>
    new RnhcError(`${name} ${message}`, { file, exitCode: 2, ...(hint ? { hint } : {}) });
  return {
    stop: () => void worker.terminate(),
    run(code, rebuild) {
      const limit = siteCodeTimeLimitMs();
      return new Promise((resolve, reject) => {
        let exitCall: { code: unknown } | undefined;
        let settled = false;
        const finish = (error: RnhcError | undefined, value?: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          if (error) reject(error);
          else resolve(value);
        };
        const timer = setTimeout(() => finish(timeLimitError(file, `evaluating ${name}`, 2, limit)), limit);
        worker.ref();
        worker.on('message', (message: FromEvaluator) => {
          if (message.type === 'exit') exitCall = { code: message.code };
          else if (message.type === 'error') {
            const where = message.keyPath?.length ? ` (reading ${formatKeyPath(message.keyPath)})` : '';
            finish(
              fail(
                `threw while it was evaluated${where}: ${message.message}`,
                'rnhc-docs runs the file as Node would; fix the error above (imports of packages that are not installed are stubbed).',
              ),
            );
          } else if (message.type === 'too-large') {
            finish(
              fail(
                `holds ${formatMb(message.text)} of text or more (the largest value, ${formatKeyPath(message.largest.keyPath)}, is ${formatMb(message.largest.size)}); a config is settings, not content (at most ${formatMb(MAX_TEXT_BYTES)})`,
              ),
            );
          } else {
            for (const specifier of message.missing ?? []) rebuild.missing?.(specifier);
            finish(undefined, fromData(message.value, rebuild));
          }
        });
        worker.on('error', (error: Error & { code?: string }) => {
          if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
            finish(fail(`used more than ${HEAP_LIMIT_MB} MB of memory while it was evaluated`));
          } else finish(fail(`threw while it was evaluated: ${error.message}`));
        });
        worker.on('exit', () => {
          if (exitCall) {
            finish(
              fail(
                `called process.exit(${String(exitCall.code)}) while it was evaluated; rnhc-docs does not let site code end the build`,
                'Remove the process.exit call: a config or sidebars file cannot end the build.',
              ),
            );
          } else {
            finish(
              fail(
                'never settled: its export is a promise (or an async function) that nothing was left to resolve',
                TIME_LIMIT_HINT,
              ),
            );
          }
        });
        worker.postMessage({ code, file, maxText: MAX_TEXT_BYTES });
      });
    },
  };
}

/** Markers back into values: a function becomes a named no-op, a stub a stub of this side. */
function fromData(value: unknown, rebuild: Rebuild): unknown {
  const seen = new Set<object>();
  const visit = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object' || node instanceof Date || node instanceof RegExp) return node;
    if (seen.has(node)) return node;
    seen.add(node);
    const record = node as Record<string, unknown>;
    if (!Array.isArray(node)) {
      const keys = Object.keys(record);
      if (keys.length === 1 && typeof record[STUB_MARK] === 'string') return rebuild.stub(record[STUB_MARK]);
      if (keys.length === 1 && typeof record[FUNCTION_MARK] === 'string') {
        const placeholder = () => undefined;
        Object.defineProperty(placeholder, 'name', { value: record[FUNCTION_MARK] });
        return placeholder;
      }
    }
    for (const key of Object.keys(record)) record[key] = visit(record[key]);
    return node;
  };
  return visit(value);
}

function formatKeyPath(keyPath: Array<string | number>): string {
  if (keyPath.length === 0) return 'the export';
  return keyPath.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
