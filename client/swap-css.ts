/** Watch mode's stylesheet swap, loaded only when `__RNHC_SWAP_CSS__` is first called. */

/** Replaces the theme stylesheet by `href`; the old one is removed once the new one has loaded, so nothing flashes. */
export function swapStylesheet(href: string): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const old = links.find((link) => /\/theme\.[^/]+\.css$/.test(new URL(link.href).pathname)) ?? links[0];
  const next = document.createElement('link');
  next.rel = 'stylesheet';
  next.href = href;
  return new Promise((resolve, reject) => {
    next.onload = () => {
      old?.remove();
      resolve();
    };
    next.onerror = () => {
      next.remove();
      reject(new Error(`Stylesheet ${href} failed to load`));
    };
    if (old) old.after(next);
    else document.head.append(next);
  });
}
