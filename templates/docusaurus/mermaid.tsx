/**
 * `@theme/Mermaid` (@docusaurus/theme-mermaid), which sites import to map MDX's `mermaid` element
 * in their own MDXComponents (react-native-website). rnhc-docs draws ```mermaid blocks itself
 * (src/markdown/mermaid-block.ts), so the component is only reached when site code renders it by
 * hand: it shows the diagram's source in the same container, as a page without JavaScript does.
 */
import { createElement } from 'react';

/** `<Mermaid value="graph TD; A-->B" />`. */
export function Mermaid({ value }: { value?: string }) {
  return createElement(
    'div',
    { className: 'docusaurus-mermaid-container' },
    createElement('pre', { className: 'mermaid-source' }, value ?? ''),
  );
}
