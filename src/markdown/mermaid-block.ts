import { escapeHtml } from '../util/html.ts';

/**
 * A ```mermaid code block when the site turns diagrams on (`markdown.mermaid`, Docusaurus's
 * theme-mermaid): its source in a container the client draws in the browser with mermaid, loaded
 * from `moduleUrl` only on pages that have one (client/mermaid.ts). Until then, or without
 * JavaScript, the source shows as text.
 */
export function renderMermaidBlock(code: string, moduleUrl: string): string {
  return `<div class="docusaurus-mermaid-container" data-mermaid="${escapeHtml(moduleUrl)}"><pre class="mermaid-source">${escapeHtml(code)}</pre></div>`;
}
