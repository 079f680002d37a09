/**
 * CSS modules (`import styles from './x.module.css'`) with the same class names in every bundle.
 *
 * A site's component is bundled several times: for the server (its MDX page, its React page) and
 * for the browser (an island, minified, its code split across islands). esbuild's own `local-css`
 * names a class after the file's base name and numbers collisions per bundle (`styles_title`,
 * `styles_title2`), and renames every class when minifying (`o`, `l`): the hydrated page then
 * asked for classes its server-rendered stylesheet did not have (jest's home page lost its social
 * buttons' styles). Here postcss-modules (the CSS Modules project's own PostCSS plugin) scopes
 * each class as `<local>_<hash of the file's path in the site>`, the shape of Docusaurus's
 * `[local]_[hash]`, whichever bundle reads the file; esbuild then treats the result as plain CSS.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { compileSass, isSassFailure, sassErrorMessage } from './sass-styles.ts';

/** A `.module.css` file (and `.module.scss` / `.module.sass` once compiled). */
export const CSS_MODULE = /\.module\.(css|s[ac]ss)$/;

const NAMESPACE = 'rnhc-css-module';

/** Five characters of the path's SHA-256, URL- and selector-safe. */
function pathHash(file: string, siteDir: string): string {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  return createHash('sha256').update(relative).digest('base64url').slice(0, 5).replace(/[-_]/g, 'x');
}

/**
 * The scoped CSS of one CSS module and its class names by local name. `file` names the module
 * (its folder resolves `composes: x from './y.module.css'`); `css` is its text (Sass compiled).
 */
export async function scopeCssModule(
  css: string,
  file: string,
  siteDir: string,
): Promise<{ css: string; classes: Record<string, string> }> {
  const [{ default: postcss }, { default: modules }] = await Promise.all([
    import('postcss'),
    import('postcss-modules'),
  ]);
  let classes: Record<string, string> = {};
  const result = await postcss([
    modules({
      generateScopedName: (local: string, from: string) => `${local}_${pathHash(from, siteDir)}`,
      getJSON: (_file: string, json: Record<string, string>) => {
        classes = json;
      },
    }),
  ]).process(css, { from: file });
  return { css: result.css, classes };
}

/** A JS module giving a CSS module's names (default export, and named where a name allows). */
function classesModule(cssPath: string, classes: Record<string, string>): string {
  const named = Object.entries(classes)
    .filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`);
  return [`import ${JSON.stringify(cssPath)};`, `export default ${JSON.stringify(classes)};`, ...named].join('\n');
}

/**
 * The esbuild plugin: `.module.css` files (and Sass modules, compiled first) become their
 * classes' module plus the scoped CSS, whose `url()`s still resolve from the file's folder. It
 * goes before `sassStyles` in a build's plugins, which compiles the other Sass files.
 */
export function cssModules(siteDir: string): Plugin {
  return {
    name: 'rnhc-css-modules',
    setup(build) {
      const scoped = new Map<string, string>();
      build.onLoad({ filter: CSS_MODULE, namespace: 'file' }, async (args) => {
        let text: string;
        if (/\.module\.css$/.test(args.path)) text = await readFile(args.path, 'utf8');
        else {
          try {
            text = compileSass(args.path, siteDir);
          } catch (error) {
            if (!isSassFailure(error)) throw error;
            return { errors: [sassErrorMessage(error)] };
          }
        }
        try {
          const { css, classes } = await scopeCssModule(text, args.path, siteDir);
          scoped.set(args.path, css);
          return {
            contents: classesModule(`${args.path}?scoped`, classes),
            loader: 'js',
            resolveDir: path.dirname(args.path),
          };
        } catch (error) {
          const where = error as { line?: number; column?: number; reason?: string; message?: string };
          return {
            errors: [
              {
                text: `CSS module does not parse: ${where.reason ?? where.message ?? String(error)}`,
                location: { file: args.path, line: where.line ?? 1, column: (where.column ?? 1) - 1 },
              },
            ],
          };
        }
      });
      // Named from the site folder: esbuild prints the name in a comment of the page's CSS, and
      // the output must not carry the build machine's paths.
      build.onResolve({ filter: /\?scoped$/ }, (args) => ({
        path: path.relative(siteDir, args.path).split(path.sep).join('/'),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = path.resolve(siteDir, args.path.replace(/\?scoped$/, ''));
        return { contents: scoped.get(file) ?? '', loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}
