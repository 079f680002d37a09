/** What a RenderMode (render-route.ts) asks of the code highlighter (markdown/highlighter.ts). */
import type { RenderMode } from './render-route.ts';

/** The highlighter options of a render mode. */
export function highlighterMode(mode: RenderMode = 'build'): {
  lazy: boolean;
  plain: boolean;
  plainUntilReady: boolean;
} {
  return {
    // Builds start shiki only for a block the cache lacks; watch mode's worker starts it at once.
    lazy: mode !== 'watch-edit',
    plain: mode === 'check',
    plainUntilReady: mode === 'watch-first',
  };
}
