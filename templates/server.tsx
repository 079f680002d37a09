import { renderToString } from 'react-dom/server';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { App } from './App.tsx';
import { createBaseUrlBannerScript } from './base-url-banner.ts';

export type * from '../src/shared/types.ts';

/**
 * Renders the body of one page (the part the client hydrates) to an HTML string. The home page
 * starts with the base-URL check (base-url-banner.ts): a script before the App's markup,
 * which React 19 skips while hydrating, so the client bundle never carries it.
 */
export function renderBody(site: SiteData, page: PageData): string {
  const app = renderToString(<App site={site} page={page} />);
  return page.kind === 'home' ? `<script>${createBaseUrlBannerScript(site.baseUrl)}</script>${app}` : app;
}
