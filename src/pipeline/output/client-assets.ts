import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AcceptedPlugin } from 'postcss';
import { clientVariant } from '../../shared/features.ts';
import { isThemeStringKey } from '../../shared/translations/theme-strings.ts';
import type { SiteData } from '../../shared/types.ts';
import { RnhcError } from '../../util/errors.ts';
import { jsonForScript } from '../../util/html.ts';
import { packageInfo } from '../../util/package-root.ts';
import { assetImports } from '../asset-imports.ts';
import type { PageAssets } from '../render/render-document.ts';
import { compileSass, isSassFailure, SASS_FILE } from '../sass-styles.ts';
import { rewriteRootUrls } from './custom-css-urls.ts';
import { createInfimaCss, type InfimaSelection } from './infima-css.ts';
import { collectUnshownThemeClasses, pruneThemeCss } from './theme-css.ts';
import type { FileSink } from './write-output.ts';

/** Folder of the prebuilt client bundle (built once at install, it does not depend on the site). */
export function clientDistDir(): string {
  return path.join(packageInfo().root, 'dist', 'client');
}

interface ClientManifest {
  /** The entry script of each feature variant (src/shared/features.ts), by variant name. */
  scripts: Record<string, string>;
  stylesheet: string;
  /** Files the entry scripts import statically. */
  preload: string[];
}

async function readManifest(): Promise<ClientManifest> {
  let manifest: Partial<ClientManifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(clientDistDir(), 'manifest.json'), 'utf8')) as typeof manifest;
  } catch (cause) {
    throw new RnhcError('The client bundle is missing', {
      cause,
      exitCode: 1,
      hint: 'Run `npm install` (or `npm run compile`) in the rnhc-docs package to build it.',
    });
  }
  if (!manifest.scripts || !manifest.stylesheet) {
    throw new RnhcError('The client bundle manifest is incomplete; run `npm run compile`');
  }
  return { scripts: manifest.scripts, stylesheet: manifest.stylesheet, preload: manifest.preload ?? [] };
}

/**
 * The site data script: its content-hashed path and its text. Of the locale's code.json messages
 * it carries only the theme's strings: the others (a React page's `<Translate>`, Docusaurus
 * components rnhc-docs does not have) are used at build time, and React pages are not hydrated.
 */
export function siteDataScript(site: SiteData): { file: string; text: string } {
  const strings =
    site.strings && Object.fromEntries(Object.entries(site.strings).filter(([key]) => isThemeStringKey(key)));
  // Site code's data (custom fields, the docs' global data) travels with the islands that read it.
  const { strings: _all, siteCode: _siteCode, ...rest } = site;
  const shipped = strings && Object.keys(strings).length > 0 ? { ...rest, strings } : rest;
  const text = `window.__RNHC_SITE__=${jsonForScript(shipped)};\n`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return { file: `assets/site-data.${hash}.js`, text };
}

/** The URLs every page links, without writing anything. */
export async function clientAssetHrefs(site: SiteData): Promise<PageAssets> {
  const manifest = await readManifest();
  const base = site.baseUrl;
  const variant = clientVariant(site);
  const script = manifest.scripts[variant];
  if (!script) throw new RnhcError(`The client bundle has no "${variant}" variant; run \`npm run compile\``);
  return {
    script: `${base}assets/${script}`,
    preload: manifest.preload.map((file) => `${base}assets/${file}`),
    stylesheet: `${base}assets/${manifest.stylesheet}`,
    siteData: base + siteDataScript(site).file,
  };
}

/**
 * Copies the hashed client files to `assets/` and writes the site data script and the stylesheet:
 * the Infima rules the site uses (see infima-css.ts), then the theme's, in one file.
 */
export async function writeClientAssets(options: {
  site: SiteData;
  writer: FileSink;
  /** What to keep of Infima; all of its component rules when omitted. */
  infima?: InfimaSelection;
}): Promise<PageAssets> {
  const hrefs = await clientAssetHrefs(options.site);
  const dir = clientDistDir();
  const manifest = await readManifest();
  // Of the entry scripts, only the variant this site loads.
  const otherVariants = new Set(Object.values(manifest.scripts));
  otherVariants.delete(path.posix.basename(hrefs.script));
  const files = (await readdir(dir)).filter(
    (f) => f !== 'manifest.json' && f !== manifest.stylesheet && !otherVariants.has(f),
  );
  await Promise.all(files.map((f) => options.writer.copy(path.join(dir, f), `assets/${f}`)));
  const data = siteDataScript(options.site);
  await options.writer.write(data.file, data.text);
  const stylesheet = await writeThemeStylesheet({
    themeFile: path.join(dir, manifest.stylesheet),
    infima: options.infima ?? { classes: 'all', readers: [] },
    site: options.site,
    writer: options.writer,
  });
  return { ...hrefs, stylesheet: options.site.baseUrl + stylesheet };
}

/**
 * `assets/theme.<hash>.css`: the theme's stylesheet (minified at compile time), then Infima's rules
 * for the site. Infima comes second so that where a site's page uses an Infima class the theme also
 * styles (`hero`, `button`, `container`), Infima's rule wins, as in Docusaurus; of the blocks the
 * theme renders itself only Infima's custom properties are kept, so they cannot fight. One file,
 * one request; its name keeps the `theme.` prefix that watch mode's stylesheet swap looks for.
 */
async function writeThemeStylesheet(options: {
  themeFile: string;
  infima: InfimaSelection;
  site: SiteData;
  writer: FileSink;
}): Promise<string> {
  const { transform } = await import('esbuild');
  const { classes } = options.infima;
  const compiled = await readFile(options.themeFile, 'utf8');
  // Pruned with Infima (not in watch mode, where every rule is kept): the rules of the theme's
  // optional parts the site's config does not show (theme-css.ts).
  const theme =
    classes === 'all'
      ? compiled
      : pruneThemeCss(
          compiled,
          collectUnshownThemeClasses(options.site, classes, { infimaHero: options.infima.infimaHero === true }),
        );
  const infima = createInfimaCss({ ...options.infima, theme });
  const minified = infima ? (await transform(infima, { loader: 'css', minify: true, logLevel: 'silent' })).code : '';
  const css = theme.trimEnd() + minified;
  const name = `assets/theme.${base32Hash(css)}.css`;
  await options.writer.write(name, css);
  return name;
}

/**
 * The site's own stylesheets (`theme.customCss`, Docusaurus's option of the same name), each
 * minified by esbuild and joined into one content-hashed file loaded after the theme's, so its
 * rules win and its Infima custom properties reach the theme's tokens. Returns its URL and text
 * (the Infima defaults it reads are kept: see infima-css.ts).
 */
export async function writeCustomCss(options: {
  files: string[];
  baseUrl: string;
  writer: FileSink;
  /** `file:line` of the n-th entry of the config key, for a missing file. */
  where: (index: number) => string;
  /** The site folder (`@site/` in a `url()` or a Sass import). */
  siteDir: string;
  /** PostCSS plugins to run over each file first (`configurePostCss`: see postcss-plugins.ts). */
  postcssPlugins?: unknown[];
}): Promise<{ href: string; css: string } | undefined> {
  if (options.files.length === 0) return undefined;
  const { build } = await import('esbuild');
  const parts: string[] = [];
  // Files the stylesheets' URLs name, copied at their hashed names once every file built.
  const copies = new Map<string, string>();
  const register = (from: string, name: string) => {
    copies.set(name, from);
    return options.baseUrl + name;
  };
  for (const [index, file] of options.files.entries()) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (cause) {
      throw new RnhcError(`theme.customCss: cannot read ${file} (${options.where(index)})`, { cause, exitCode: 2 });
    }
    // A Sass stylesheet (docusaurus-plugin-sass lets customCss name one) is compiled first.
    if (SASS_FILE.test(file)) text = compileCustomSass(file, options.siteDir);
    if (options.postcssPlugins?.length) text = await runPostcss(options.postcssPlugins, text, file);
    try {
      // Bundled, not only minified: its `url()`s and `@import`s resolve as Docusaurus's css-loader
      // resolves them (`@site/...`, relative paths and packages become hashed copies, a site
      // file imported is inlined); root-relative URLs stay the static files they name.
      const bundled = await build({
        stdin: { contents: text, loader: 'css', resolveDir: path.dirname(file), sourcefile: file },
        bundle: true,
        write: false,
        minify: true,
        outdir: '/virtual/custom-css',
        logLevel: 'silent',
        loader: { '.css': 'css' },
        plugins: [assetImports(register, options.siteDir)],
      });
      const css = bundled.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
      parts.push(rewriteRootUrls(css.replace(/^\/\*[^*]*\*\/\n?/, '').trimEnd(), options.baseUrl));
    } catch (error) {
      const first = (
        error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> }
      ).errors?.[0];
      const where = first?.location?.file && first.location.file !== file ? path.resolve(first.location.file) : file;
      throw new RnhcError(`Custom CSS does not build: ${first?.text ?? String(error)}`, {
        file: first?.location?.file === '<stdin>' ? file : where,
        ...(first?.location ? { position: { line: first.location.line, column: first.location.column + 1 } } : {}),
        exitCode: 1,
      });
    }
  }
  await Promise.all([...copies].map(([name, from]) => options.writer.copy(from, name)));
  const css = parts.join('');
  const name = `assets/custom.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  await options.writer.write(name, css);
  return { href: options.baseUrl + name, css };
}

/** A Sass entry of customCss as CSS; a Sass error names the file and line (exit 1). */
function compileCustomSass(file: string, siteDir: string | undefined): string {
  try {
    return compileSass(file, siteDir);
  } catch (error) {
    if (!isSassFailure(error)) throw error;
    throw new RnhcError(`Custom CSS does not compile (Sass): ${error.message}`, {
      file: error.file,
      ...(error.line !== undefined ? { position: { line: error.line, column: error.column ?? 1 } } : {}),
      exitCode: 1,
    });
  }
}

/** customCss through the site's PostCSS plugins; a syntax error names the file and line. */
async function runPostcss(plugins: unknown[], text: string, file: string): Promise<string> {
  const { default: postcss } = await import('postcss');
  try {
    // The plugins are the site's own (Tailwind...), typed by their packages, not ours.
    return (await postcss(plugins as unknown as AcceptedPlugin[]).process(text, { from: file })).css;
  } catch (error) {
    const where = error as { line?: number; column?: number; reason?: string; message?: string };
    throw new RnhcError(`customCss: a PostCSS plugin failed: ${where.reason ?? where.message ?? String(error)}`, {
      file,
      ...(where.line ? { position: { line: where.line, column: where.column ?? 1 } } : {}),
      exitCode: 1,
    });
  }
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Eight base32 characters of the text's SHA-256, the shape of esbuild's hashed names. */
function base32Hash(text: string): string {
  const bytes = createHash('sha256').update(text).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 8) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === 8) break;
  }
  return out;
}
