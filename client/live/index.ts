/**
 * Live reload for `rnhc-docs serve --watch`; injected into served pages by the dev server only,
 * never part of a site build. Listens to the server's events and updates the open tab.
 */
import morphdom from 'morphdom';
import type { LiveEvent, LiveWindow } from '../../src/shared/live-protocol.ts';
import type { PageData } from '../../src/shared/types.ts';

const OVERLAY_ID = 'rnhc-live-overlay';

function normalise(pathname: string): string {
  const p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

function showOverlay(message: string, location: string | undefined) {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,20,.92);color:#fff;font:14px/1.5 ui-monospace,monospace;padding:32px;overflow:auto';
    document.body.append(overlay);
  }
  overlay.replaceChildren();
  const title = document.createElement('h2');
  title.textContent = 'Build error';
  title.style.cssText = 'margin:0 0 12px;color:#ff8a8a;font-size:18px';
  const where = document.createElement('p');
  where.textContent = location ?? '';
  where.style.cssText = 'margin:0 0 12px;color:#ffd28a';
  const text = document.createElement('pre');
  text.textContent = message;
  text.style.cssText = 'white-space:pre-wrap;margin:0';
  const hint = document.createElement('p');
  hint.textContent = 'The last good build is still served. Fix the file and save: this closes by itself.';
  hint.style.cssText = 'margin:16px 0 0;color:#bbb';
  overlay.append(title, where, text, hint);
}

function hideOverlay() {
  document.getElementById(OVERLAY_ID)?.remove();
}

function swapStylesheet(href: string) {
  const old = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/theme."]');
  if (!old) return location.reload();
  // Load the new sheet before removing the old one, so nothing flashes unstyled.
  const next = old.cloneNode() as HTMLLinkElement;
  next.href = href;
  next.addEventListener('load', () => old.remove(), { once: true });
  old.after(next);
}

/** Content HTML with the length of each of its top-level nodes' HTML. */
interface Blocks {
  html: string;
  lengths: number[];
}

/** What the last update wrote into the content, when its blocks were known. */
let applied: (Blocks & { element: HTMLElement }) | undefined;

function cut({ html, lengths }: Blocks): string[] {
  let at = 0;
  return lengths.map((length) => {
    const part = html.slice(at, at + length);
    at += length;
    return part;
  });
}

/** Parsed inert: a template runs no scripts and loads no images. */
function parse(html: string): DocumentFragment {
  const parsed = document.createElement('template');
  parsed.innerHTML = html;
  return parsed.content;
}

/**
 * Replaces only the top-level nodes whose HTML changed, parsing just those: an edit usually
 * touches one paragraph of a page of a hundred blocks. Returns false, touching nothing, unless the
 * element holds exactly the blocks of `before`, one node each.
 */
function spliceBlocks(element: HTMLElement, before: Blocks, after: Blocks): boolean {
  const nodes = element.childNodes;
  if (nodes.length !== before.lengths.length) return false;
  const old = cut(before);
  const next = cut(after);
  let start = 0;
  while (start < old.length && start < next.length && old[start] === next[start]) start++;
  let oldEnd = old.length;
  let nextEnd = next.length;
  while (oldEnd > start && nextEnd > start && old[oldEnd - 1] === next[nextEnd - 1]) {
    oldEnd--;
    nextEnd--;
  }
  const inserted = parse(next.slice(start, nextEnd).join(''));
  // A block that parses into more or fewer nodes on its own (context-dependent HTML) would shift
  // every later block: leave such pages to the morph.
  if (inserted.childNodes.length !== nextEnd - start) return false;
  const anchor = nodes[oldEnd] ?? null;
  for (let i = oldEnd - 1; i >= start; i--) nodes[i]?.remove();
  element.insertBefore(inserted, anchor);
  return true;
}

/**
 * Changes only the nodes an edit touched: the browser restyles and lays out those instead of the
 * whole page, which is most of the time between a save and the frame that shows it. With the
 * blocks of what the element holds (the previous update's), only the changed top-level nodes are
 * parsed; otherwise (the first update after a load) the whole content is compared node by node.
 */
function patchHtml(element: HTMLElement, html: string, previous: string, lengths: number[] | undefined) {
  const after = lengths ? { html, lengths } : undefined;
  const before = applied?.element === element && applied.html === previous ? applied : undefined;
  if (!(before && after && spliceBlocks(element, before, after))) {
    const next = element.cloneNode(false) as HTMLElement;
    next.append(parse(html));
    morphdom(element, next, { childrenOnly: true });
  }
  applied = after && { ...after, element };
}

/** Re-renders the page shown with `data` (or its refetched data), patching its content in place. */
function reloadShown(
  win: LiveWindow,
  data: PageData | undefined,
  lengths: number[] | undefined,
): Promise<unknown> | undefined {
  win.__RNHC_PATCH_HTML__ = (element, html, previous) => patchHtml(element, html, previous, lengths);
  const done = win.__RNHC_RELOAD_PAGE__?.(undefined, data);
  if (!done) {
    delete win.__RNHC_PATCH_HTML__;
    return undefined;
  }
  // Navigations stay as in production: the patcher is there only for this update.
  return Promise.resolve(done).finally(() => {
    delete win.__RNHC_PATCH_HTML__;
  });
}

function handle(event: LiveEvent) {
  const win = window as LiveWindow;
  switch (event.type) {
    case 'error':
      showOverlay(event.message, event.location);
      return;
    case 'ok':
      hideOverlay();
      return;
    case 'reload':
      location.reload();
      return;
    case 'css':
      swapStylesheet(event.href);
      return;
    case 'update': {
      hideOverlay();
      const here = normalise(location.pathname);
      const sent = event.pages ?? {};
      // Pages whose new data came along replace their cached data; the others are forgotten.
      win.__RNHC_INVALIDATE__?.(event.paths.filter((p) => !(p in sent)));
      for (const [path, data] of Object.entries(sent)) {
        if (normalise(path) !== here) void win.__RNHC_RELOAD_PAGE__?.(path, data);
      }
      const shown = event.paths.find((p) => normalise(p) === here);
      if (shown === undefined) return;
      const reloaded = reloadShown(win, sent[shown], event.blocks?.[shown]);
      if (!reloaded) location.reload();
      else void Promise.resolve(reloaded).catch(() => location.reload());
      return;
    }
  }
}

const source = new EventSource('/__rnhc/events');
source.addEventListener('message', (message) => handle(JSON.parse(message.data) as LiveEvent));
