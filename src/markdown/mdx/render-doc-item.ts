/**
 * A site's swizzled `src/theme/DocItem/Footer` (the part under a doc's content: edit link, last
 * update, tags), rendered on the render thread for each doc with the doc's metadata, which it
 * reads through `useDoc()` as in Docusaurus (templates/docusaurus/doc-item.tsx). Loaded once per
 * thread, bundled with the site's Root (so the Root's context is the one it reads), and written as
 * an island with the doc as its props, hydrated in the browser with the same doc
 * (client/islands-runtime.tsx) when the site's components were bundled for the browser.
 */
import type { DocContextValue } from '../../../templates/docusaurus/index.tsx';
import { renderSiteCode } from '../../pipeline/render/nesting-guard.ts';
import { jsonForScript } from '../../shared/script-json.ts';
import type { SiteData } from '../../shared/types.ts';
import { ContentError, RnhcError } from '../../util/errors.ts';
import { escapeHtml } from '../../util/html.ts';
import { loadSiteThemeModule } from './mdx-components.ts';

/** The island prop that carries the doc (client/islands-runtime.tsx provides it as `useDoc()`). */
export const DOC_PROP = '__rnhcDoc';

/** Renders the site's DocItem/Footer for a doc: its HTML (with the CSS it imports). */
export type DocFooterRenderer = (doc: DocContextValue, site: SiteData, pagePath: string) => Promise<string>;

/** The renderer of the site's `file` (its `src/theme/DocItem/Footer`). */
export function createDocFooterRenderer(options: {
  file: string;
  siteDir: string;
  rootFile?: string | undefined;
  islands: Record<string, string>;
  addAsset: (file: string, name?: string) => string | undefined;
}): DocFooterRenderer {
  let loaded: Promise<{ exports: Record<string, unknown>; style: string }> | undefined;
  return async (doc, site, pagePath) => {
    loaded ??= loadSiteThemeModule(options.file, options.siteDir, 'DocItem/Footer', options.addAsset, options.rootFile);
    const [{ exports, style }, { createElement }, { renderToString }, runtime] = await Promise.all([
      loaded,
      import('react'),
      import('react-dom/server'),
      import('../../../templates/docusaurus/index.tsx'),
    ]);
    const Footer = exports.default;
    if (typeof Footer !== 'function') {
      throw new ContentError('DocItem/Footer must export a React component by default', { file: options.file });
    }
    const Root = exports.__rnhcRoot as Parameters<typeof createElement>[0] | undefined;
    const footer = createElement(Footer as Parameters<typeof createElement>[0]);
    let html: string;
    try {
      html = renderSiteCode(options.file, () =>
        renderToString(
          createElement(
            runtime.PageRuntimeContext.Provider,
            { value: { site, path: pagePath, meta: {} } },
            createElement(
              runtime.DocContext.Provider,
              { value: doc },
              Root ? createElement(Root, null, footer) : footer,
            ),
          ),
        ),
      );
    } catch (cause) {
      if (cause instanceof RnhcError && cause.file === options.file) throw cause;
      throw new ContentError(
        `The site's DocItem/Footer threw while rendering ${pagePath}: ${cause instanceof Error ? cause.message : String(cause)}`,
        { file: options.file, cause },
      );
    }
    const module = options.islands[options.file];
    if (module) {
      html =
        `<rnhc-island data-module="${escapeHtml(module)}" data-export="default" data-path="${escapeHtml(pagePath)}">` +
        `<script type="application/json">${jsonForScript({ [DOC_PROP]: doc })}</script>` +
        `<rnhc-island-root>${html}</rnhc-island-root></rnhc-island>`;
    }
    return style + html;
  };
}
