import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteData } from '../../templates/types.ts';
import type { ContentModel } from '../content/types.ts';
import { AggregateBuildError, ContentError } from '../util/errors.ts';
import type { Route } from './create-routes.ts';

/** A React page component of the pages folder, compiled and ready to render. */
export interface JsxPage {
  render(site: SiteData): string;
  meta: { title?: string; description?: string };
}

const requireFromHere = createRequire(import.meta.url);

/**
 * Compiles the `.tsx`/`.jsx` pages in one esbuild call and loads them with this package's React,
 * so a site folder needs no node_modules of its own. Pages are prerendered to HTML; they are not
 * hydrated as React components in the browser (the landing page needs no state).
 */
export async function loadJsxPages(files: string[], pagesDir: string): Promise<Map<string, JsxPage>> {
  const pages = new Map<string, JsxPage>();
  if (files.length === 0) return pages;
  const [esbuild, { createElement }, { renderToString }] = await Promise.all([
    import('esbuild'),
    import('react'),
    import('react-dom/server'),
  ]);
  let result: Awaited<ReturnType<typeof esbuild.build>> & { outputFiles: Array<{ path: string; text: string }> };
  try {
    result = await esbuild.build({
      absWorkingDir: pagesDir,
      entryPoints: files,
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      jsx: 'automatic',
      outdir: '/virtual',
      outbase: pagesDir,
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      logLevel: 'silent',
    });
  } catch (error) {
    const failures =
      (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> })
        .errors ?? [];
    throw new AggregateBuildError(
      'A page component does not compile',
      failures.map(
        (f) =>
          new ContentError(f.text, {
            ...(f.location
              ? {
                  file: path.resolve(pagesDir, f.location.file),
                  position: { line: f.location.line, column: f.location.column + 1 },
                }
              : {}),
          }),
      ),
    );
  }
  const outputs = new Map(result.outputFiles.map((o) => [o.path, o.text]));
  for (const file of files) {
    const text = outputs.get(path.join('/virtual', path.relative(pagesDir, file)).replace(/\.(tsx|jsx)$/, '.js'));
    if (text === undefined) continue;
    const module = { exports: {} as Record<string, unknown> };
    // The compiled page is our own site's code (trusted like the config), run with our React.
    try {
      new Function('require', 'module', 'exports', text)(requireFromHere, module, module.exports);
    } catch (cause) {
      // Code at the top level of the module (outside the component) ran and threw.
      throw new ContentError('The page module threw while it was loaded', {
        file,
        cause,
        hint: 'Move work that can fail into the component, or fix the statement at the top of the file.',
      });
    }
    const Component = module.exports.default;
    if (typeof Component !== 'function') {
      throw new ContentError('A page component must have a default export (a React component)', { file });
    }
    const meta = (module.exports.meta ?? {}) as JsxPage['meta'];
    pages.set(file, {
      meta,
      render(site) {
        try {
          return renderToString(createElement(Component as (props: { site: SiteData }) => null, { site }));
        } catch (cause) {
          throw new ContentError('The page component threw while rendering', { file, cause });
        }
      },
    });
  }
  return pages;
}

/**
 * Compiles the site's page components and renders them into their routes: page components run
 * on the main thread only (render workers never load site code), their HTML travels with the route.
 */
export async function prerenderJsxPages(options: {
  routes: Route[];
  content: ContentModel;
  pagesDir: string;
  site: SiteData;
}): Promise<void> {
  const files = options.content.pages.filter((p) => p.kind === 'tsx').map((p) => p.file);
  const pages = await loadJsxPages(files, options.pagesDir);
  for (const route of options.routes) {
    const jsx = route.kind === 'jsxPage' ? pages.get(route.page.file) : undefined;
    if (route.kind === 'jsxPage' && jsx) route.rendered = { html: jsx.render(options.site), meta: jsx.meta };
  }
}
