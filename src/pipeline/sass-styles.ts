/**
 * Sass stylesheets (`.scss`, `.sass`), as `docusaurus-plugin-sass` gives them to a Docusaurus
 * site: `theme.customCss` entries and files imported by components, `.module.scss` as CSS
 * modules. Compiled with the site's own `sass` when it has one (the plugin's peer dependency,
 * what Docusaurus would use), else rnhc-docs' own, so a site builds without its node_modules too.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PartialMessage, Plugin } from 'esbuild';
import { requireFromHere } from './docusaurus-shims.ts';

/** The part of the `sass` package used here. */
interface SassCompiler {
  compile(
    file: string,
    options: {
      loadPaths: string[];
      importers?: Array<{ findFileUrl(url: string): URL | null }>;
      style: 'expanded';
      logger: { warn(): void; debug(): void };
    },
  ): { css: string };
}

/** A Sass error's message and where it stands (1-based line and column), when Sass says. */
export interface SassFailure {
  message: string;
  file: string;
  line?: number;
  column?: number;
}

/** Files Sass can compile. */
export const SASS_FILE = /\.s[ac]ss$/;

/** The `sass` package nearest to `file` (the site's), else rnhc-docs' own. */
function loadSass(file: string): SassCompiler {
  try {
    return createRequire(file)('sass') as SassCompiler;
  } catch {
    return requireFromHere('sass') as SassCompiler;
  }
}

/**
 * Where bare imports (`@import 'bootstrap/scss/x'`) are looked up: every node_modules folder
 * above the file, as sass-loader resolves them through webpack.
 */
function nodeModulesAbove(file: string): string[] {
  const dirs: string[] = [];
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules');
    if (existsSync(candidate)) dirs.push(candidate);
    if (path.dirname(dir) === dir) return dirs;
  }
}

/**
 * Compiles one Sass file to CSS. Besides the file's own folder, imports are looked up in the site
 * folder and the working directory (sass-loader adds `process.cwd()`, so `@use 'src/css/x'`
 * works from any component), then in the node_modules folders above the file. Throws a
 * {@link SassFailure} (not an Error) on a Sass error, so each caller reports it with the file and line.
 */
export function compileSass(file: string, siteDir?: string): string {
  const sass = loadSass(file);
  try {
    return sass.compile(file, {
      loadPaths: [...new Set([...(siteDir ? [siteDir] : []), process.cwd()]), ...nodeModulesAbove(file)],
      // `@import '@site/src/css/fonts'`: webpack's `@site` alias, which sass-loader resolves
      // through webpack (detox's website); Sass then finds the partial and extension itself.
      ...(siteDir
        ? {
            importers: [
              {
                findFileUrl: (url: string) =>
                  url.startsWith('@site/') ? pathToFileURL(path.join(siteDir, url.slice('@site/'.length))) : null,
              },
            ],
          }
        : {}),
      style: 'expanded',
      // Deprecation notices (`@import`, global functions) are about the Sass language, printed
      // by Dart Sass on every build of many sites; Docusaurus's sass-loader shows them, they
      // are not rnhc-docs' to repeat.
      logger: { warn() {}, debug() {} },
    }).css;
  } catch (error) {
    const span = (error as { span?: { url?: URL; start?: { line: number; column: number } } }).span;
    const failure: SassFailure = {
      message:
        (error as { sassMessage?: string }).sassMessage ?? (error instanceof Error ? error.message : String(error)),
      file: span?.url?.protocol === 'file:' ? decodeURIComponent(span.url.pathname) : file,
      ...(span?.start ? { line: span.start.line + 1, column: span.start.column + 1 } : {}),
    };
    throw failure;
  }
}

/** Whether a thrown value is a {@link SassFailure}. */
export function isSassFailure(value: unknown): value is SassFailure {
  return (
    typeof value === 'object' && value !== null && 'message' in value && 'file' in value && !(value instanceof Error)
  );
}

/**
 * The esbuild plugin: a Sass file becomes CSS, with `url()`s resolved from the file's folder
 * (`.module.scss` files are CSS modules: css-modules.ts).
 */
export function sassStyles(siteDir: string): Plugin {
  return {
    name: 'rnhc-sass',
    setup(build) {
      build.onLoad({ filter: SASS_FILE }, (args) => {
        // Sass modules are css-modules.ts's (placed before this plugin): scoped the same way everywhere.
        if (/\.module\.s[ac]ss$/.test(args.path)) return undefined;
        try {
          return {
            contents: compileSass(args.path, siteDir),
            loader: 'css',
            resolveDir: path.dirname(args.path),
          };
        } catch (error) {
          if (!isSassFailure(error)) throw error;
          return { errors: [sassErrorMessage(error)] };
        }
      });
    },
  };
}

/** A Sass failure as esbuild's error message, at the file and line Sass names. */
export function sassErrorMessage(error: SassFailure): PartialMessage {
  return {
    text: `Sass: ${error.message}`,
    ...(error.line !== undefined
      ? { location: { file: error.file, line: error.line, column: (error.column ?? 1) - 1 } }
      : {}),
  };
}
