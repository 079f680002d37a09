/**
 * Mermaid diagrams (src/markdown/mermaid-block.ts): on a page that has one, mermaid is imported
 * from the site's copy of its browser build and each diagram's source becomes its SVG, in the
 * colour mode of the page. Pages without a diagram load nothing.
 */

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (element: Element) => void }>;
}

let loaded: Promise<Mermaid> | undefined;
let count = 0;

/** Draws the diagrams of the page not drawn yet. */
export function renderDiagrams(): void {
  const nodes = [...document.querySelectorAll<HTMLElement>('.docusaurus-mermaid-container[data-mermaid]')].filter(
    (node) => !node.dataset.rendered,
  );
  const href = nodes[0]?.dataset.mermaid;
  if (!href) return;
  for (const node of nodes) node.dataset.rendered = 'pending';
  loaded ??= import(/* @vite-ignore */ href).then((module: { default: Mermaid }) => {
    const dark = document.documentElement.getAttribute('data-theme') === 'dark';
    module.default.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default' });
    return module.default;
  });
  loaded.then(
    async (mermaid) => {
      for (const node of nodes) {
        if (!node.isConnected) continue;
        const source = node.querySelector('pre')?.textContent ?? '';
        try {
          const { svg, bindFunctions } = await mermaid.render(`rnhc-mermaid-${++count}`, source);
          node.innerHTML = svg;
          bindFunctions?.(node);
          node.dataset.rendered = 'true';
        } catch {
          // A diagram mermaid cannot read keeps its source on show.
          node.dataset.rendered = 'error';
        }
      }
    },
    () => {
      for (const node of nodes) node.dataset.rendered = 'error';
      loaded = undefined;
    },
  );
}
