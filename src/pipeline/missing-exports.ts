/**
 * A name imported (or re-exported) from an ES module that does not export it. esbuild stops on it
 * ("No matching export"); webpack, so Docusaurus, only warns and the value is `undefined`, unless
 * the importing module is strict ESM: `.mjs`, or `.js` in a package of `"type": "module"` (webpack's
 * `javascript/esm` rule, where `exportsPresence` "auto" is an error). Libraries compiled from
 * TypeScript meet it often: `export { default as X, XProps } from './x'` keeps the type's name
 * after the type is gone (wix/react-native-ui-lib's `BaseComponentInjectedProps`).
 *
 * esbuild has no setting to lower that error, so {@link buildLenient} builds again with the
 * module given the missing name as an `undefined` export (what webpack's warning leaves), and
 * names each import once in a warning ({@link takeMissingExports}).
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions, BuildResult, Loader, Message, Plugin } from 'esbuild';
import { PACKAGE_FILE } from './docusaurus-shims.ts';

/** An import of a name its module does not export, left `undefined`. */
export interface MissingExport {
  /** The importing file (absolute). */
  file: string;
  line: number;
  column: number;
  /** The name imported. */
  name: string;
  /** The module that lacks it, as esbuild names it (relative to the build's working folder). */
  module: string;
}

/**
 * Modules given `undefined` exports: file → its modification time, the names added and the imports
 * that met them (named again by each later build that loads the module: a second build in the same
 * process, `check` after `build` or a rebuild of `serve --watch`, meets no error to name them by).
 */
const patches = new Map<string, { mtimeMs: number; names: Set<string>; imports: Map<string, MissingExport> }>();

/** The imports met since the last {@link takeMissingExports}, by `file:line:name`. */
const met = new Map<string, MissingExport>();

/** The missing exports met since the last call, and forgets them (one warning each per build). */
export function takeMissingExports(): MissingExport[] {
  const taken = [...met.values()];
  met.clear();
  return taken;
}

const NO_MATCH = /^No matching export in "([^"]+)" for import "([^"]+)"$/;

/**
 * Package folders' module type, read once per process: every bare import of a page's bundle asks
 * (shared-packages.ts), and packages do not change during a build or a session (the assumption the
 * shared packages make too). The site's own folders are read each time: its package.json may be
 * edited while `serve --watch` runs.
 */
const packageTypes = new Map<string, string>();

/** The nearest package.json's `type` of a file's folder ('commonjs' when none says otherwise). */
function packageType(file: string): string {
  const start = path.dirname(file);
  const cacheable = PACKAGE_FILE.test(start);
  const cached = cacheable ? packageTypes.get(start) : undefined;
  if (cached) return cached;
  let type = 'commonjs';
  for (let dir = start; ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: unknown };
      type = manifest.type === 'module' ? 'module' : 'commonjs';
      break;
    } catch {
      // No (readable) package.json here: webpack's descriptionData looks further up too.
    }
    if (path.dirname(dir) === dir) break;
  }
  if (cacheable) packageTypes.set(start, type);
  return type;
}

/** Whether webpack parses a file as strict ESM (`javascript/esm`), where a missing export is an error. */
export function isStrictEsm(file: string): boolean {
  if (/\.mjs$/i.test(file)) return true;
  return /\.js$/i.test(file) && packageType(file) === 'module';
}

/**
 * The missing export an esbuild error is, when webpack would only warn about it: an import in a
 * module that is not strict ESM, of a name a file on disk lacks.
 */
export function resolveMissingExport(message: Message, workingDir: string): MissingExport | undefined {
  const match = NO_MATCH.exec(message.text);
  const location = message.location;
  if (!match || !location) return undefined;
  const [, module = '', name = ''] = match;
  const target = path.resolve(workingDir, module);
  const file = path.resolve(workingDir, location.file);
  // A module of a plugin's namespace (a stand-in, a shim) or an MDX file: not patched.
  if (!/\.[cm]?[jt]sx?$/i.test(target) || isStrictEsm(file)) return undefined;
  try {
    if (!statSync(target).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return { file, line: location.line, column: location.column + 1, name, module };
}

/** The loader esbuild would have used for a file, from the build's `loader` map. */
function loaderOf(file: string, loaders: BuildOptions['loader']): Loader {
  const ext = path.extname(file).toLowerCase();
  const own = loaders?.[ext];
  if (own) return own;
  if (ext === '.ts' || ext === '.mts' || ext === '.cts') return 'ts';
  if (ext === '.tsx') return 'tsx';
  if (ext === '.jsx') return 'jsx';
  return 'js';
}

/** The patched modules still as they were when patched (an edited file is read afresh). */
function currentPatches(): Map<string, { names: Set<string>; imports: Map<string, MissingExport> }> {
  const current = new Map<string, { names: Set<string>; imports: Map<string, MissingExport> }>();
  for (const [file, patch] of patches) {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      patches.delete(file);
      continue;
    }
    if (mtimeMs === patch.mtimeMs) current.set(file, patch);
    else patches.delete(file);
  }
  return current;
}

/** Gives the patched modules their missing names as `undefined` exports. */
function patchPlugin(
  current: Map<string, { names: Set<string>; imports: Map<string, MissingExport> }>,
  loaders: BuildOptions['loader'],
): Plugin {
  return {
    name: 'rnhc-missing-exports',
    setup(build) {
      if (current.size === 0) return;
      const escaped = [...current.keys()].map((file) => file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
      build.onLoad({ filter: new RegExp(`^(?:${escaped.join('|')})$`) }, async (args) => {
        const patch = current.get(args.path);
        if (!patch || args.namespace !== 'file') return undefined;
        const names = patch.names;
        for (const [key, missing] of patch.imports) met.set(key, missing);
        const text = await readFile(args.path, 'utf8');
        // A local of a name no module writes, exported under the missing name (any string works).
        const exports = [...names].map(
          (name, i) =>
            `var __rnhcMissingExport${i} = void 0;\nexport { __rnhcMissingExport${i} as ${JSON.stringify(name)} };`,
        );
        return {
          contents: `${text}\n;${exports.join('\n')}\n`,
          loader: loaderOf(args.path, loaders),
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/** The most builds one bundle takes: each finds the missing exports of the modules it reached. */
const MAX_ROUNDS = 6;

/**
 * `esbuild.build` of site code, where an import of a name its module lacks is a warning and
 * `undefined` (as in webpack) instead of a failure. Other errors fail as before; the error thrown
 * then lists only them.
 */
export async function buildLenient<T extends BuildOptions>(options: T): Promise<BuildResult<T>> {
  const esbuild = await import('esbuild');
  const workingDir = options.absWorkingDir ?? process.cwd();
  for (let round = 1; ; round++) {
    try {
      // `options` is a BuildOptions of exactly T's keys plus plugins (esbuild's SameShape cannot see it).
      return (await esbuild.build<BuildOptions>({
        ...options,
        // Every error, not esbuild's first ten: a library may lack dozens of names, all found per round.
        logLimit: 0,
        // First, so a patched module is read here and not by another plugin's loader.
        plugins: [patchPlugin(currentPatches(), options.loader), ...(options.plugins ?? [])],
      })) as BuildResult<T>;
    } catch (error) {
      const errors = (error as { errors?: Message[] }).errors;
      if (!Array.isArray(errors)) throw error;
      const found = errors.map((message) => resolveMissingExport(message, workingDir));
      const rest = errors.filter((_, i) => found[i] === undefined);
      let added = 0;
      for (const missing of found) {
        if (!missing) continue;
        const key = `${missing.file}:${missing.line}:${missing.name}`;
        met.set(key, missing);
        const target = path.resolve(workingDir, missing.module);
        const patch = patches.get(target) ?? {
          mtimeMs: statSync(target).mtimeMs,
          names: new Set<string>(),
          imports: new Map<string, MissingExport>(),
        };
        patch.imports.set(key, missing);
        if (!patch.names.has(missing.name)) added++;
        patch.names.add(missing.name);
        patches.set(target, patch);
      }
      // Only the errors webpack would give stay: the missing exports are fixed in the next round.
      if (rest.length > 0 || added === 0 || round >= MAX_ROUNDS) {
        (error as { errors: Message[] }).errors = rest.length > 0 ? rest : errors;
        throw error;
      }
    }
  }
}
