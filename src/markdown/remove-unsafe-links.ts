import type { Nodes, Parents, PhrasingContent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isUnsafeImageUrl, isUnsafeLinkUrl } from './unsafe-url.ts';

/**
 * Neutralises links and images whose URL would run script when followed (`javascript:`,
 * `vbscript:`, and `data:` for links), in any spelling a browser accepts. A link keeps its text and
 * loses its href, an image becomes its alt text, a definition loses its URL (links that use it
 * keep their text); each with a warning at its line. Raw HTML is not touched: it is the author's
 * own markup, trusted like a `<script>` in it would be.
 */
export function removeUnsafeLinks(tree: Root, file: VFile): void {
  // Definitions whose URL is unsafe for a link (a `data:` one stays usable by image references).
  const unsafeDefinitions = new Map<string, string>();
  const warn = (what: string, url: string, node: Nodes) => {
    const shown = url.length > 40 ? `${url.slice(0, 37)}...` : url;
    const message = file.message(
      `Unsafe ${what} removed: ${JSON.stringify(shown)} would run script in the reader's browser`,
      node,
    );
    message.ruleId = 'unsafe-link';
    message.source = 'rnhc';
  };
  visit(tree, 'definition', (node) => {
    if (!isUnsafeLinkUrl(node.url)) return;
    if (isUnsafeImageUrl(node.url)) warn('link', node.url, node);
    unsafeDefinitions.set(node.identifier, node.url);
  });
  visit(tree, (node, index, parent: Parents | undefined) => {
    if (!parent || index === undefined) return;
    let replacement: PhrasingContent[] | undefined;
    if (node.type === 'link' && isUnsafeLinkUrl(node.url)) {
      warn('link', node.url, node);
      replacement = node.children;
    } else if (node.type === 'image' && isUnsafeImageUrl(node.url)) {
      warn('image', node.url, node);
      replacement = node.alt ? [{ type: 'text', value: node.alt }] : [];
    } else if (node.type === 'linkReference' && unsafeDefinitions.has(node.identifier)) {
      const url = unsafeDefinitions.get(node.identifier) ?? '';
      if (!isUnsafeImageUrl(url)) warn('link', url, node);
      replacement = node.children;
    } else if (node.type === 'imageReference' && isUnsafeImageUrl(unsafeDefinitions.get(node.identifier) ?? '')) {
      replacement = node.alt ? [{ type: 'text', value: node.alt }] : [];
    }
    if (!replacement) return;
    (parent.children as Nodes[]).splice(index, 1, ...replacement);
    // Visit the kept children next: a link can hold an unsafe image.
    return [SKIP, index];
  });
  if (unsafeDefinitions.size > 0) {
    visit(tree, 'definition', (node) => {
      const url = unsafeDefinitions.get(node.identifier);
      // Emptied only when no image reference may still use it.
      if (url !== undefined && isUnsafeImageUrl(url)) node.url = '';
    });
  }
}
