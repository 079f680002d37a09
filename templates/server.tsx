import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import type { PageData, SiteData } from './types.ts';

export type * from './types.ts';

/** Renders the body of one page (the part the client hydrates) to an HTML string. */
export function renderBody(site: SiteData, page: PageData): string {
  return renderToString(<App site={site} page={page} />);
}
