/**
 * A site's `src/theme/MDXComponents` (swizzled, see src/pipeline/swizzled.ts): an object of
 * components every MDX file of the site can use without importing them, as Docusaurus's MDX
 * provider gives them. Usually `{...MDXComponents, Highlight}` over `@theme-original/MDXComponents`.
 *
 * Loaded once per renderer (thread), on the first MDX page, only when the site has the file: a
 * site without it pays one `existsSync`. Compiled like the components MDX imports (esbuild, the
 * Docusaurus shims, the nesting guard) and run under the site-code limits. Its capitalised
 * components become islands (templates/docusaurus/islands.tsx) when the site's components were
 * bundled for the browser (src/pipeline/islands.ts bundles this file with them); its lowercase keys
 * (`code`, `a`: overrides of markdown's elements) render static.
 */
import path from 'node:path';
import { RUNTIME, requireFromHere } from '../../pipeline/docusaurus-shims.ts';
import { buildLenient } from '../../pipeline/missing-exports.ts';
import { requireTracked, TRACKED_JSX_RUNTIME } from '../../pipeline/render/nesting-guard.ts';
import { ContentError, RnhcError } from '../../util/errors.ts';
import { runSiteCode } from '../../util/site-code.ts';
import { serverBundleOptions } from './server-bundle.ts';

/** The site's MDX components, ready to hand to MDX content. */
export interface SiteMdxComponents {
  file: string;
  /** Name → component (islands where hydrated). */
  components: Record<string, unknown>;
  /** The `<style>` of the CSS its components import ('' without any). */
  style: string;
}

/** A site theme module compiled and run on this thread: its exports and the CSS it imports. */
export interface SiteThemeModule {
  exports: Record<string, unknown>;
  /** The `<style>` of the CSS it imports ('' without any). */
  style: string;
}

/**
 * Compiles and runs one file of the site's `src/theme/` (MDXComponents, Root, DocItem/Footer...)
 * as MDX pages' imports are: esbuild with the Docusaurus shims, under the site-code limits.
 * `what` names it in errors ("MDXComponents"); `addAsset`: where imported files are copied.
 */
export async function loadSiteThemeModule(
  file: string,
  siteDir: string,
  what: string,
  addAsset: (file: string, name?: string) => string | undefined,
  /** The site's Root, bundled with it (the modules both import shared): exported as `__rnhcRoot`. */
  rootFile?: string,
): Promise<SiteThemeModule> {
  const runtime = await import('../../../templates/docusaurus/index.tsx');
  let js: string;
  let css: string | undefined;
  try {
    const result = await buildLenient({
      ...serverBundleOptions(siteDir, addAsset),
      ...(rootFile
        ? {
            stdin: {
              contents: `export * from ${JSON.stringify(file)};\nexport { default } from ${JSON.stringify(file)};\nexport { default as __rnhcRoot } from ${JSON.stringify(rootFile)};\n`,
              resolveDir: path.dirname(file),
              // Not the file's own name: importing the file from here must not be importing itself.
              sourcefile: path.join(path.dirname(file), `${path.basename(file)}.with-root.js`),
              loader: 'js' as const,
            },
          }
        : { entryPoints: [file] }),
      absWorkingDir: siteDir,
    });
    js = result.outputFiles.find((o) => o.path.endsWith('.js'))?.text ?? '';
    css = result.outputFiles.find((o) => o.path.endsWith('.css'))?.text;
  } catch (error) {
    const first = (
      error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> }
    ).errors?.[0];
    throw new ContentError(`The site's ${what} does not compile: ${first?.text ?? String(error)}`, {
      file: first?.location ? path.resolve(siteDir, first.location.file) : file,
      ...(first?.location ? { position: { line: first.location.line, column: first.location.column + 1 } } : {}),
    });
  }
  const module = { exports: {} as Record<string, unknown> };
  try {
    runSiteCode(file, `loading the site's ${what}`, () =>
      new Function('require', 'module', 'exports', js)(
        (id: string) =>
          id === RUNTIME ? runtime : id === TRACKED_JSX_RUNTIME ? requireTracked(runtime) : requireFromHere(id),
        module,
        module.exports,
      ),
    );
  } catch (cause) {
    if (cause instanceof RnhcError && cause.file === file) throw cause;
    throw new ContentError(
      `The site's ${what} threw while it was loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      { file, cause },
    );
  }
  return { exports: module.exports, style: css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '' };
}

/**
 * Compiles and runs the site's MDXComponents. `islands`: the browser modules of site components
 * (this file's among them when bundled); `addAsset`: where imported files are copied.
 */
export async function loadMdxComponents(
  file: string,
  siteDir: string,
  islands: Record<string, string>,
  addAsset: (file: string, name?: string) => string | undefined,
  /** The site's Root: its components render inside it, as islands do (templates/docusaurus/islands.tsx). */
  rootFile?: string,
): Promise<SiteMdxComponents> {
  const runtime = await import('../../../templates/docusaurus/index.tsx');
  const { exports, style } = await loadSiteThemeModule(file, siteDir, 'MDXComponents', addAsset, rootFile);
  const module = { exports };
  const exported = module.exports.default ?? module.exports;
  if (exported === null || typeof exported !== 'object') {
    throw new ContentError('MDXComponents must export an object of components by default (`export default {...}`)', {
      file,
    });
  }
  const all = exported as Record<string, unknown>;
  // The theme's own (`...MDXComponents` of @theme-original) stay the runtime's; the site's are islands.
  const theirs = Object.fromEntries(
    Object.entries(all).filter(([name, value]) => runtime.MDXComponents[name] !== value),
  );
  const { __esModule: _marker, ...wrapped } = runtime.islandModule(
    theirs,
    islands[file],
    '@theme/MDXComponents',
    exports.__rnhcRoot as Parameters<typeof runtime.islandModule>[3],
  );
  // The theme's markdown elements (`a`, `pre`, `h1`... of `...MDXComponents`) are left to the
  // markdown pipeline, which renders those elements itself (anchors, highlighted code); the theme's
  // capitalised ones (`Details`, `Head`) are what MDX's JSX names.
  const themes = Object.fromEntries(
    Object.entries(all).filter(([name, value]) => runtime.MDXComponents[name] === value && /^[A-Z]/.test(name)),
  );
  return {
    file,
    components: { ...themes, ...wrapped },
    style,
  };
}
