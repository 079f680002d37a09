/**
 * The highlight thread (see highlight-thread.ts): renders the code blocks a small site's build
 * sends it, with the same highlighter the build would have used on its own thread.
 */
import { parentPort } from 'node:worker_threads';
import { type CodeHighlighter, createCodeHighlighter, startRegexEngine } from '../../markdown/highlighter.ts';
import type { FromHighlightThread, ToHighlightThread } from './highlight-thread.ts';

function main() {
  const port = parentPort;
  if (!port) return;
  // Started at once, while the build reads the site: the regex engine (WASM) and shiki's modules.
  const engine = startRegexEngine();
  engine.catch(() => undefined);
  void import('shiki').catch(() => undefined);
  const highlighters = new Map<number, Promise<CodeHighlighter>>();
  port.on('message', (message: ToHighlightThread) => {
    if (message.type === 'languages') {
      const created = createCodeHighlighter({
        languages: message.languages,
        themes: message.themes,
        cache: new Map(),
        keepUsed: false,
        engine,
      });
      created.catch(() => undefined);
      highlighters.set(message.set, created);
      return;
    }
    const highlighter = highlighters.get(message.set);
    if (!highlighter) throw new Error(`rnhc-docs: the highlight thread got blocks of an unknown set ${message.set}`);
    highlighter
      .then((h) => {
        const html = message.blocks.map((block) => h.render(block.code, block.lang, block.meta));
        port.postMessage({ type: 'html', id: message.id, html } satisfies FromHighlightThread);
      })
      .catch((error: unknown) => {
        port.postMessage({
          type: 'failed',
          id: message.id,
          message: error instanceof Error ? error.message : String(error),
        } satisfies FromHighlightThread);
      });
  });
}

main();
