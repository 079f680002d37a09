/**
 * Live code blocks (Docusaurus's theme-live-codeblock): what the server's frame of a playground
 * (src/markdown/live-code-block.ts) and the browser's react-live playground
 * (client/live-playground.tsx) agree on, so the one replaces the other without a jump.
 */

/** The renderer's settings for live blocks: off when absent. */
export interface LiveCodeOptions {
  /** URL of the playground's browser module (an island module, src/pipeline/live-code.ts). */
  module: string;
  /** `themeConfig.liveCodeBlock.playgroundPosition`: the result above (`top`) or below the editor. */
  position: 'top' | 'bottom';
  /** The playground's styles (and a swizzled Playground's), put once on each page with a live block. */
  style: string;
  /**
   * The site swizzles `Playground`: what it renders is known only in the browser, so the server
   * writes the part every playground has, the preview's placeholder, as Docusaurus's server render
   * of react-native-elements' Playground is (no headers, no editor).
   */
  swizzled?: boolean;
}

/** A live block's props, the island's JSON. */
export interface LivePlaygroundProps {
  /** The block's code, without its last newline. */
  code: string;
  /** The fence's language (`jsx`, `tsx`...), empty when none. */
  language: string;
  /** The fence's meta (`live noInline`...). */
  metastring: string;
  position: 'top' | 'bottom';
  /** The header titles, in the page's locale. */
  titles: { result: string; liveEditor: string };
}

/**
 * Class names of the playground's parts: Docusaurus's CSS-module names without their hash, so a
 * site's `[class*='playgroundPreview']` applies (a hashed name of one Docusaurus build cannot).
 */
export const PLAYGROUND_CLASSES = {
  container: 'playgroundContainer',
  header: 'playgroundHeader',
  editor: 'playgroundEditor',
  preview: 'playgroundPreview',
} as const;

/** Whether a fence's meta makes the block live (`live` as a word, as Docusaurus reads it). */
export function isLiveMeta(meta: string | null | undefined): boolean {
  return meta != null && /(?:^|\s)live(?:\s|$)/.test(meta);
}
