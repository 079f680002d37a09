import { hydrateRoot } from 'react-dom/client';
import { App } from '../templates/App.tsx';
import type { PageData, SiteData } from '../templates/types.ts';

declare global {
  interface Window {
    __RNHC_SITE__: SiteData;
  }
}

/** Page data without its content: the content is read back from the server-rendered DOM. */
function readInitialPage(): PageData {
  const json = document.getElementById('__rnhc-page')?.textContent ?? '{}';
  const content = document.querySelector('[data-rnhc-content]');
  return { ...(JSON.parse(json) as Omit<PageData, 'contentHtml'>), contentHtml: content?.innerHTML ?? '' };
}

const root = document.getElementById('__rnhc');
if (root) hydrateRoot(root, <App site={window.__RNHC_SITE__} page={readInitialPage()} />);
