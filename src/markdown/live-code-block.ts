import { type LiveCodeOptions, type LivePlaygroundProps, PLAYGROUND_CLASSES } from '../shared/live-code.ts';
import { jsonForScript } from '../shared/script-json.ts';
import { escapeHtml } from '../util/html.ts';

/** The marker that a page's HTML holds a live block (its styles are added once, see withLiveStyle). */
const LIVE_MARK = 'data-live-playground';

/**
 * A live code block (```` ```jsx live ````, Docusaurus's theme-live-codeblock) as an island: the
 * playground's frame as Docusaurus lays it out (the "Result" and "Live Editor" headers in
 * `position` order, the preview's "Loading..." placeholder, the editor holding the block's
 * highlighted HTML), which the browser module replaces with react-live's playground running the
 * code (client/live-playground.tsx). Without JavaScript the code stays readable, highlighted.
 */
export function renderLiveCodeBlock(
  block: { code: string; lang: string | undefined; meta: string; html: string },
  options: LiveCodeOptions,
  titles: LivePlaygroundProps['titles'],
): string {
  const c = PLAYGROUND_CLASSES;
  const props: LivePlaygroundProps = {
    code: block.code.replace(/\n$/, ''),
    language: block.lang ?? '',
    metastring: block.meta,
    position: options.position,
    titles,
  };
  const result = `<div class="${c.header}">${escapeHtml(titles.result)}</div><div class="${c.preview}"><div>Loading...</div></div>`;
  const editor = `<div class="${c.header}">${escapeHtml(titles.liveEditor)}</div><div class="${c.editor}">${block.html}</div>`;
  // A site's own Playground (react-native-elements') is the browser's; the server writes its
  // placeholder and the code, readable before and without JavaScript as in Docusaurus's server
  // render of that Playground, which shows its editor.
  const parts = options.swizzled
    ? `<div class="${c.preview}"><div>Loading...</div></div><div class="${c.editor}">${block.html}</div>`
    : options.position === 'top'
      ? result + editor
      : editor + result;
  const frame = `<div class="${c.container}">${parts}</div>`;
  return `<rnhc-island data-module="${escapeHtml(options.module)}" ${LIVE_MARK}=""><script type="application/json">${jsonForScript(props)}</script><rnhc-island-root>${frame}</rnhc-island-root></rnhc-island>`;
}

/** The meta without its `live` word: what the editor's highlighted block is rendered with. */
export function metaWithoutLive(meta: string): string {
  return meta.replace(/(?:^|\s)live(?=\s|$)/, ' ').trim();
}

/** The page's HTML with the playground's styles after it, when it shows a live block. */
export function withLiveStyle(html: string, options: LiveCodeOptions | undefined): string {
  if (!options?.style || !html.includes(LIVE_MARK)) return html;
  return `${html}<style>${options.style.replace(/<\/style/gi, '<\\/style')}</style>`;
}
