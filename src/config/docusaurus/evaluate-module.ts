import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { prismThemeMember } from '../../markdown/code-themes.ts';
import { RnhcError } from '../../util/errors.ts';
import { resolveOwnPackage } from '../../util/own-package.ts';
import { startModuleEvaluator } from './evaluate-in-worker.ts';
import { STAND_INS } from './stand-ins.ts';

/**
 * Modules a Docusaurus config or sidebars file imports that rnhc-docs never needs: prism themes,
 * Docusaurus' own packages (types, presets, plugins it has built in). They are replaced by a stub,
 * whether installed or not, so a site that uninstalled Docusaurus still loads its config.
 */
const ALWAYS_STUBBED = /^(prism-react-renderer|@docusaurus\/|docusaurus-plugin-|@easyops-cn\/|docusaurus-lunr)/;

/**
 * Why a bare import was not the package itself: not installed (an empty stub), installed or not
 * but not needed (a stub), or not installed and replaced by rnhc-docs' stand-in (stand-ins.ts).
 */
export type StubReason = 'not installed' | 'not needed' | 'stand-in';

/** What evaluating a JS/TS module gave: its default export (awaited and called if a function). */
export interface EvaluatedModule {
  value: unknown;
  /** Bare imports replaced by a stub, and why (`not installed` or `not needed`). */
  stubbed: Array<{ specifier: string; reason: StubReason }>;
  /** Every local file the module read (the watch session reloads when one changes). */
  files: string[];
  /** Whether a value came from a stub (its keys are then reported as not applied). */
  isStub(value: unknown): boolean;
  /**
   * The stub's name: the import and the members read from it (`prism-react-renderer.themes.github`,
   * `prism-react-renderer/themes/dracula`), or undefined for a value that is not a stub.
   */
  stubName(value: unknown): string | undefined;
}

/**
 * Evaluates a Docusaurus-style JS or TS module (`docusaurus.config.ts`, `sidebars.js`): bundled by
 * esbuild into one CommonJS function (relative imports included, TypeScript stripped), run with a
 * real `require` anchored at the file, so `require.resolve('./sidebars.js')` works as in Node.
 * It runs in a worker thread with a time limit, where `process.exit` cannot end rnhc-docs.
 * Errors name the file and line; nothing is written to disk.
 */
export async function evaluateModule(
  file: string,
  options: {
    /**
     * Evaluate in this thread, so functions (remark and rehype plugins) come back as themselves;
     * only for a file that was evaluated in the worker first.
     */
    inThread?: boolean;
  } = {},
): Promise<EvaluatedModule> {
  const { build } = await import('esbuild');
  const dir = path.dirname(file);
  const stubbed = new Map<string, StubReason>();
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
          const resolved = createRequire(path.join(args.resolveDir || dir, 'x.js')).resolve(args.path);
          // An ES module package (remark-math, rehype-katex) cannot be `require`d by Node 20, nor
          // can a package whose entry is TypeScript source (a yarn workspace's `"main":
          // "src/index.ts"`, which Docusaurus's loader, jiti, transpiles): both are bundled into
          // the config's code instead.
          if (isEsModuleFile(resolved) || TYPESCRIPT_FILE.test(resolved)) return undefined;
          return { path: args.path, external: true };
        } catch {
          // A package rnhc-docs has itself (yaml, clsx...) is used from there, as for site code
          // (docusaurus-shims.ts): a config reading its data files with it still reads them.
          const own = ALWAYS_STUBBED.test(args.path) ? undefined : resolveOwnPackage(args.path, args.resolveDir || dir);
          if (own) return isEsModuleFile(own) ? { path: own } : { path: own, external: true };
          if (Object.hasOwn(STAND_INS, args.path)) {
            stubbed.set(args.path, 'stand-in');
            return { path: args.path, namespace: 'rnhc-stand-in' };
          }
          stubbed.set(args.path, 'not installed');
          return { path: args.path, namespace: 'rnhc-stub' };
        }
      });
      // Docusaurus loads the config with jiti and `interopDefault`: a `require()` of an ES module or
      // TypeScript file gives its default export (named exports attached), where esbuild gives the
      // namespace object (`plugins: [require('./src/plugins/x')]` of a file with `export default`).
      b.onResolve({ filter: /^\.\.?(\/|$)/ }, async (args) => {
        if (args.kind !== 'require-call' || args.pluginData?.rnhcInterop) return undefined;
        const resolved = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: { rnhcInterop: true },
        });
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file') return undefined;
        return { path: resolved.path, namespace: 'rnhc-interop' };
      });
      b.onLoad({ filter: /.*/, namespace: 'rnhc-interop' }, (args) => ({
        contents: `module.exports = (${INTEROP_DEFAULT})(require(${JSON.stringify(args.path)}));`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      // Node (and jiti, Docusaurus's loader) give each module its own __dirname and __filename;
      // bundled, every module would read the config's (a plugin reading `path.join(__dirname,
      // 'fonts/x.otf')` from its own folder: mrousavy/nitro). So a local module that uses them and
      // does not declare them gets its own, on its first line (line numbers stay as written).
      b.onLoad({ filter: SOURCE_FILE }, (args) => {
        if (args.path === file || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const prelude = (['__dirname', '__filename'] as const)
          .filter((name) => usesUndeclared(source, name))
          .map((name) => `${name} = ${JSON.stringify(name === '__dirname' ? path.dirname(args.path) : args.path)}`);
        if (prelude.length === 0) return undefined;
        // After a shebang and the directive prologue ('use strict'), which must stay first.
        const head = /^(#![^\n]*\n)?(\s*(['"])use (strict|client)\3;?)*/.exec(source)?.[0] ?? '';
        return {
          contents: `${head}var ${prelude.join(', ')};${source.slice(head.length)}`,
          loader: loaderOf(args.path),
          resolveDir: path.dirname(args.path),
        };
      });
      b.onLoad({ filter: /.*/, namespace: 'rnhc-stand-in' }, (args) => ({
        contents: STAND_INS[args.path]?.source ?? '',
        loader: 'js',
        resolveDir: dir,
      }));
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
      .filter((input) => !input.startsWith('rnhc-stub:') && !input.startsWith('rnhc-stand-in:'))
      .map((input) => path.resolve(dir, input));
  } catch (error) {
    evaluator.stop();
    throw esbuildError(file, error);
  }

  const stubs = new WeakMap<object, string>();
  if (!options.inThread) {
    const value = await evaluator.run(code, {
      stub: (name) => createStub(name, stubs),
      missing: (specifier) => stubbed.set(specifier, 'not installed'),
    });
    return {
      value,
      stubbed: [...stubbed].map(([specifier, reason]) => ({ specifier, reason })),
      files,
      isStub: (v) => typeof v === 'function' && stubs.has(v),
      stubName: (v) => (typeof v === 'function' ? stubs.get(v) : undefined),
    };
  }
  // In this thread (its functions are wanted, not their names): only for a config the worker
  // above has already evaluated once, within its limits (see loadUserPlugins).
  evaluator.stop();
  const realRequire = createRequire(file);
  const makeStub = (name: string) => createStub(name, stubs);
  const module = { exports: {} as unknown };
  try {
    const run = new Function(
      'module',
      'exports',
      'require',
      '__filename',
      '__dirname',
      '__rnhcImportMetaUrl',
      '__rnhcStub',
      code,
    );
    const configRequire = createConfigRequire(realRequire, dir, makeStub, (specifier) =>
      stubbed.set(specifier, 'not installed'),
    );
    run(module, module.exports, configRequire, file, dir, `file://${file}`, makeStub);
    let value = module.exports as { __esModule?: boolean; default?: unknown } | unknown;
    if (value && typeof value === 'object' && 'default' in value && (value as { __esModule?: boolean }).__esModule) {
      value = (value as { default: unknown }).default;
    }
    if (typeof value === 'function') value = await (value as () => unknown)();
    value = await value;
    return {
      value,
      stubbed: [...stubbed].map(([specifier, reason]) => ({ specifier, reason })),
      files,
      isStub: (v) => typeof v === 'function' && stubs.has(v),
      stubName: (v) => (typeof v === 'function' ? stubs.get(v) : undefined),
    };
  } catch (error) {
    throw new RnhcError(`${path.basename(file)} threw while it was evaluated: ${messageOf(error)}`, {
      file,
      exitCode: 2,
      hint: 'rnhc-docs runs the file as Node would; fix the error above (imports of packages that are not installed are stubbed).',
    });
  }
}

/**
 * jiti's `interopDefault` (mlly's): a module with a default export that is an object or a function
 * is that export, with the module's other exports (and `default`) readable on it.
 */
const INTEROP_DEFAULT = `(ns) => {
  const value = ns && typeof ns === 'object' && 'default' in ns ? ns.default : undefined;
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return ns;
  for (const key in ns) {
    if (key === 'default' || key in value) continue;
    try {
      Object.defineProperty(value, key, { enumerable: true, configurable: true, get: () => ns[key] });
    } catch {}
  }
  if (!('default' in value)) {
    try {
      Object.defineProperty(value, 'default', { enumerable: false, configurable: true, value });
    } catch {}
  }
  return value;
}`;

/** The extensions Docusaurus's config loader (jiti) tries for a `./x.js` that is a `./x.ts`. */
const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];

/**
 * The `require` a config runs with: Node's, except that `require.resolve` of a package that is not
 * installed returns its name (the config still loads; its plugin is then named as not applied, as an
 * import of a missing package is stubbed), and `require.resolve('./sidebars.js')` finds
 * `sidebars.ts` as Docusaurus's TypeScript loader does.
 */
function createConfigRequire(
  realRequire: NodeJS.Require,
  dir: string,
  makeStub: (name: string) => unknown,
  onMissing: (specifier: string) => void,
): NodeJS.Require {
  const resolve = (specifier: string, options?: { paths?: string[] }): string => {
    try {
      return realRequire.resolve(specifier, options);
    } catch (error) {
      if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
        const base = path.resolve(dir, specifier).replace(/\.[cm]?jsx?$/, '');
        for (const extension of TS_EXTENSIONS) {
          try {
            return realRequire.resolve(base + extension);
          } catch {
            // Try the next extension; the original error is thrown when none exists.
          }
        }
        throw error;
      }
      if (!isBareSpecifier(specifier)) throw error;
      onMissing(specifier);
      return specifier;
    }
  };
  // A `require(name)` esbuild could not follow (a computed name) runs here: a missing package is
  // stubbed as a static import of it is.
  const wrapped = ((specifier: string) => {
    // An ES module config makes its own require (createRequire(import.meta.url)): the same rules.
    if (specifier === 'node:module' || specifier === 'module') {
      const original = realRequire(specifier) as typeof import('node:module');
      return {
        ...original,
        default: original,
        createRequire: (from: string | URL) => {
          const file = String(from).startsWith('file:') ? fileURLToPath(from) : String(from);
          return createConfigRequire(createRequire(file), path.dirname(file), makeStub, onMissing);
        },
      };
    }
    try {
      return realRequire(specifier);
    } catch (error) {
      const missing = (error as { code?: string }).code === 'MODULE_NOT_FOUND' && isBareSpecifier(specifier);
      if (!missing || !String((error as Error).message).includes(`'${specifier}'`)) throw error;
      onMissing(specifier);
      return makeStub(specifier);
    }
  }) as NodeJS.Require;
  return Object.assign(wrapped, realRequire, { resolve: Object.assign(resolve, { paths: realRequire.resolve.paths }) });
}

/** Whether Node loads this file as an ES module (`.mjs`, or `.js` in a `"type": "module"` package). */
/** TypeScript source files, which Node 20 cannot load. */
const TYPESCRIPT_FILE = /\.[cm]?tsx?$/;

function isEsModuleFile(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string };
      return manifest.type === 'module';
    } catch {
      if (path.dirname(dir) === dir) return false;
    }
  }
}

function isBareSpecifier(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('node:') && !path.isAbsolute(specifier);
}

/** The npm package a bare specifier belongs to (`@scope/name/sub` → `@scope/name`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const constructedWith = new WeakMap<object, unknown[]>();
/** The prism theme parts an evaluation's stubs gave (prismThemeMember), by its stubs' map. */
const prismCopies = new WeakMap<WeakMap<object, string>, Map<string, unknown>>();

/** The arguments a stub was constructed with (`new webpack.DefinePlugin(x)` → `[x]`), if it was. */
export function stubConstructorArguments(value: unknown): unknown[] | undefined {
  return typeof value === 'function' || (typeof value === 'object' && value !== null)
    ? constructedWith.get(value as object)
    : undefined;
}

/**
 * A stand-in for a module rnhc-docs does not load: any property of it is another stub, it can be
 * called and constructed, and it turns into an empty string. Named ESM imports read it through
 * the prototype of esbuild's interop object, hence the prototype trap.
 */
function createStub(name: string, stubs: WeakMap<object, string>): unknown {
  const target = function stub() {};
  const member = (key: PropertyKey) => {
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'then' || key === Symbol.iterator || key === 'toJSON') return undefined;
    if (key === '__esModule') return false;
    // A prism theme of a stubbed prism-react-renderer, extended (`[...theme.styles, ...]`): its
    // real colours (jest builds its own themes on github's and vsDark's).
    if (!prismCopies.has(stubs)) prismCopies.set(stubs, new Map());
    const theme = prismThemeMember(name, key, prismCopies.get(stubs) as Map<string, unknown>);
    if (theme !== undefined) return theme;
    if (key === 'styles') return [];
    return createStub(`${name}.${String(key)}`, stubs);
  };
  // A separate prototype (whose own prototype is Object.prototype) keeps prototype walks finite.
  const prototype = new Proxy({}, { get: (_t, key) => member(key) });
  const handler: ProxyHandler<typeof target> = {
    get: (_t, key) => member(key),
    apply: () => createStub(`${name}()`, stubs),
    construct: (_t, args) => {
      const made = createStub(`new ${name}`, stubs) as object;
      // A webpack plugin of a stubbed webpack (`new webpack.DefinePlugin({...})`) keeps its options.
      constructedWith.set(made, args);
      return made;
    },
    getPrototypeOf: () => prototype,
  };
  const proxy = new Proxy(target, handler);
  stubs.set(proxy, name);
  return proxy;
}

function esbuildError(file: string, error: unknown): RnhcError {
  const first = (error as { errors?: Message[] }).errors?.[0];
  if (first) {
    const where = first.location;
    // A relative file that is not there is often one a plugin writes during Docusaurus's build
    // (docusaurus-plugin-typedoc's `typedoc-sidebar.cjs`), which rnhc-docs runs only when it is installed.
    const missingFile = /^Could not resolve "\.\.?\//.test(first.text);
    return new RnhcError(`${path.basename(file)} cannot be read: ${first.text}`, {
      file: where?.file ? path.resolve(path.dirname(file), where.file) : file,
      ...(where ? { position: { line: where.line, column: where.column + 1 } } : {}),
      exitCode: 2,
      ...(missingFile
        ? {
            hint: 'That file does not exist. If a plugin writes it during the Docusaurus build (an API reference generator such as docusaurus-plugin-typedoc), install the site’s dependencies: rnhc-docs runs an installed plugin before it reads the sidebars.',
          }
        : {}),
    });
  }
  return new RnhcError(`${path.basename(file)} cannot be read: ${messageOf(error)}`, { file, exitCode: 2 });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** JavaScript and TypeScript sources esbuild loads (what a config may import from the site). */
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/** Whether a module's source uses `name` (or `import.meta.dirname`/`filename`) without declaring it. */
function usesUndeclared(source: string, name: '__dirname' | '__filename'): boolean {
  const meta = name === '__dirname' ? 'import.meta.dirname' : 'import.meta.filename';
  if (!source.includes(name) && !source.includes(meta)) return false;
  return !new RegExp(`\\b(?:const|let|var|function|class)\\s+(?:\\{[^}]*)?\\b${name}\\b`).test(source);
}

/** The esbuild loader of a source file, by its extension. */
function loaderOf(file: string): 'js' | 'jsx' | 'ts' | 'tsx' {
  const ext = path.extname(file);
  if (ext === '.tsx') return 'tsx';
  if (ext === '.jsx') return 'jsx';
  return /^\.[cm]?ts$/.test(ext) ? 'ts' : 'js';
}
