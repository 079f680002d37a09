import { jsonForScript } from '../src/shared/script-json.ts';

/**
 * The base-URL banner: "Your Docusaurus site did not load properly." (Docusaurus's words, which
 * the spec keeps) when the home page is opened outside
 * its configured base URL. Server-only: server.tsx puts the script first in the home
 * page's body, so it costs the client bundle nothing.
 */

/** Id of the banner element the inline script inserts. */
export const BASE_URL_BANNER_ID = '__rnhc-base-url-issue-banner';

/** First line of the banner. */
export const BASE_URL_BANNER_TITLE = 'Your Docusaurus site did not load properly.';

/**
 * The inline script that shows the banner when the page is opened outside its configured base
 * URL (for example a site built for `/docs/` deployed at `/`). It must work when nothing else
 * does: the bundle, the stylesheet and the site data are all linked under the base URL, so at a
 * wrong base none of them loads. Hence plain ES5, inline styles, text set with textContent, and
 * the banner inserted as the body's first child, outside the React root. It suggests the path
 * the page was found at.
 */
export function createBaseUrlBannerScript(baseUrl: string): string {
  // Every value through jsonForScript: no config value can close the script element.
  const base = jsonForScript(baseUrl);
  const title = jsonForScript(BASE_URL_BANNER_TITLE);
  const id = jsonForScript(BASE_URL_BANNER_ID);
  return `(function(){var b=${base},p=location.pathname;if(p.indexOf(b)===0||p+'/'===b||document.getElementById(${id}))return;var s=p.replace(/index\\.html$/,'');if(s.charAt(s.length-1)!=='/')s+='/';var d=document.createElement('div');d.id=${id};d.setAttribute('role','alert');d.style.cssText='padding:12px 16px;background:#fff3cd;color:#3d2e00;border-bottom:1px solid #e0c766;font:16px/1.5 system-ui,sans-serif';var t=document.createElement('p'),m=document.createElement('p');t.style.cssText='margin:0;font-weight:bold';m.style.margin='4px 0 0';t.textContent=${title};m.textContent='A very common reason is a wrong base URL configuration. Current configured baseUrl = '+b+'. We suggest trying baseUrl = '+s;d.appendChild(t);d.appendChild(m);document.body.insertBefore(d,document.body.firstChild);})();`;
}
