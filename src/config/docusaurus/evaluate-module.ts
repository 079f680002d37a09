import { createRequire } from 'node:module';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { RnhcError } from '../../util/errors.ts';
import { startModuleEvaluator } from './evaluate-in-worker.ts';

/**
 * Modules a Docusaurus config or sidebars file imports that rnhc-docs never needs: prism themes,
 * Docusaurus' own packages (types, presets, plugins it has built in). They are replaced by a stub,
 * whether installed or not, so a site that uninstalled Docusaurus still loads its config.
 */
const ALWAYS_STUBBED = /^(prism-react-renderer|@docusaurus\/|docusaurus-plugin-|@easyops-cn\/|docusaurus-lunr)/;

/** What evaluating a JS/TS module gave: its default export (awaited and called if a function). */
export interface EvaluatedModule {
  value: unknown;
  /** Bare imports replaced by a stub, and why (`not installed` or `not needed`). */
  stubbed: Array<{ specifier: string; reason: 'not installed' | 'not needed' }>;
  /** Every local file the module read (the watch session reloads when one changes). */
  files: string[];
  /** Whether a value came from a stub (its keys are then reported as not applied). */
  isStub(value: unknown): boolean;
}

/**
 * Evaluates a Docusaurus-style JS or TS module (`docusaurus.config.ts`, `sidebars.js`): bundled by
 * esbuild into one CommonJS function (relative imports included, TypeScript stripped), run with a
 * real `require` anchored at the file, so `require.resolve('./sidebars.js')` works as in Node.
 * It runs in a worker thread with a time limit, where `process.exit` cannot end rnhc-docs.
 * Errors name the file and line; nothing is written to disk.
 */
export async function evaluateModule(file: string): Promise<EvaluatedModule> {
  const { build } = await import('esbuild');
  const dir = path.dirname(file);
  const stubbed = new Map<string, 'not installed' | 'not needed'>();
  const plugin: Plugin = {
    name: 'rnhc-stub-imports',
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.[^./]/ }, (args) => {
        if (args.kind === 'entry-point' || args.path.startsWith('node:') || path.isAbsolute(args.path))
          return undefined;
        if (ALWAYS_STUBBED.test(args.path)) {
          stubbed.set(args.path, 'not needed');
          return { path: args.path, namespace: 'rnhc-stub' };
        }
        try {
          createRequire(path.join(args.resolveDir || dir, 'x.js')).resolve(args.path);
          return { path: args.path, external: true };
        } catch {
          stubbed.set(args.path, 'not installed');
          return { path: args.path, namespace: 'rnhc-stub' };
        }
      });
      b.onLoad({ filter: /.*/, namespace: 'rnhc-stub' }, (args) => ({
        contents: `module.exports = __rnhcStub(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };

  // The module runs in a worker (see evaluate-in-worker.ts), started now so its start overlaps bundling.
  const evaluator = startModuleEvaluator(file);
  let code: string;
  let files: string[];
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'silent',
      metafile: true,
      absWorkingDir: dir,
      // Styles and images a config may import are not needed to read it.
      loader: { '.css': 'empty', '.scss': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty' },
      define: {
        'import.meta.url': '__rnhcImportMetaUrl',
        'import.meta.dirname': '__dirname',
        'import.meta.filename': '__filename',
      },
      plugins: [plugin],
    });
    code = result.outputFiles[0]?.text ?? '';
    files = Object.keys(result.metafile.inputs)
      .filter((input) => !input.startsWith('rnhc-stub:'))
      .map((input) => path.resolve(dir, input));
  } catch (error) {
    evaluator.stop();
    throw esbuildError(file, error);
  }

  const stubs = new WeakSet<object>();
  const value = await evaluator.run(code, { stub: (name) => createStub(name, stubs) });
  return {
    value,
    stubbed: [...stubbed].map(([specifier, reason]) => ({ specifier, reason })),
    files,
    isStub: (v) => typeof v === 'function' && stubs.has(v),
  };
}

/**
 * A stand-in for a module rnhc-docs does not load: any property of it is another stub, it can be
 * called and constructed, and it turns into an empty string. Named ESM imports read it through
 * the prototype of esbuild's interop object, hence the prototype trap.
 */
function createStub(name: string, stubs: WeakSet<object>): unknown {
  const target = function stub() {};
  const member = (key: PropertyKey) => {
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'then' || key === Symbol.iterator || key === 'toJSON') return undefined;
    if (key === '__esModule') return false;
    return createStub(`${name}.${String(key)}`, stubs);
  };
  // A separate prototype (whose own prototype is Object.prototype) keeps prototype walks finite.
  const prototype = new Proxy({}, { get: (_t, key) => member(key) });
  const handler: ProxyHandler<typeof target> = {
    get: (_t, key) => member(key),
    apply: () => createStub(`${name}()`, stubs),
    construct: () => createStub(`new ${name}`, stubs) as object,
    getPrototypeOf: () => prototype,
  };
  const proxy = new Proxy(target, handler);
  stubs.add(proxy);
  return proxy;
}

function esbuildError(file: string, error: unknown): RnhcError {
  const first = (error as { errors?: Message[] }).errors?.[0];
  if (first) {
    const where = first.location;
    return new RnhcError(`${path.basename(file)} cannot be read: ${first.text}`, {
      file: where?.file ? path.resolve(path.dirname(file), where.file) : file,
      ...(where ? { position: { line: where.line, column: where.column + 1 } } : {}),
      exitCode: 2,
    });
  }
  return new RnhcError(`${path.basename(file)} cannot be read: ${messageOf(error)}`, { file, exitCode: 2 });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
