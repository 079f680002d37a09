/**
 * A thread that highlights code for a build rendered on the main thread (a site too small for
 * render workers). A cold build of such a site spent a third of its time in shiki: loading it,
 * compiling each grammar's regular expressions on first use, tokenising. On a second core that
 * runs beside the markdown pipeline, the theme and the writes instead of before them; the HTML is
 * the same, made by the same highlighter with the same grammars.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CodeThemes } from '../../markdown/code-themes.ts';
import type { CodeBlock, RemoteHighlighter } from '../../markdown/highlighter.ts';
import { packageInfo } from '../../util/package-root.ts';

/** Messages to the thread. */
export type ToHighlightThread =
  | { type: 'languages'; set: number; languages: string[]; themes?: CodeThemes | undefined }
  | { type: 'blocks'; id: number; set: number; blocks: CodeBlock[] };

/** Messages from the thread. */
export type FromHighlightThread =
  | { type: 'html'; id: number; html: string[] }
  | { type: 'failed'; id: number; message: string };

/** A started highlight thread. */
export interface HighlightThread {
  /** A highlighter for pages whose fences use these languages (one shiki per distinct list and themes). */
  remote(languages: readonly string[], themes?: CodeThemes): RemoteHighlighter;
  /** How many blocks the thread rendered. */
  readonly highlighted: number;
  /** Stops the thread; pending requests fail. */
  close(): Promise<void>;
}

/** Starts the thread, or undefined when rnhc-docs runs from its sources (nothing compiled). */
export function startHighlightThread(): HighlightThread | undefined {
  const file = path.join(packageInfo().root, 'dist', 'node', 'highlight-worker.js');
  if (!existsSync(file)) return undefined;
  const worker = new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  // Referenced only while a request waits: an idle thread never keeps a command from exiting.
  worker.unref();
  const pending = new Map<number, { resolve: (html: string[]) => void; reject: (error: Error) => void }>();
  const sets = new Map<string, number>();
  let nextId = 0;
  let highlighted = 0;
  let stopped: Error | undefined;
  const settle = (id: number) => {
    const request = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return request;
  };
  worker.on('message', (message: FromHighlightThread) => {
    const request = settle(message.id);
    if (message.type === 'html') {
      highlighted += message.html.length;
      request?.resolve(message.html);
    } else request?.reject(new Error(message.message));
  });
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  worker.on('error', (error) => failAll(error));
  worker.on('exit', () => failAll(new Error('rnhc-docs: the highlight thread stopped')));
  return {
    remote(languages, themes) {
      const list = [...new Set(languages)].sort();
      const listKey = JSON.stringify([list, themes ?? null]);
      let set = sets.get(listKey);
      if (set === undefined) {
        set = sets.size;
        sets.set(listKey, set);
        worker.postMessage({ type: 'languages', set, languages: list, themes } satisfies ToHighlightThread);
      }
      const ofSet = set;
      return {
        highlight(blocks) {
          if (stopped) return Promise.reject(stopped);
          const id = nextId++;
          return new Promise<string[]>((resolve, reject) => {
            pending.set(id, { resolve, reject });
            worker.ref();
            worker.postMessage({ type: 'blocks', id, set: ofSet, blocks: [...blocks] } satisfies ToHighlightThread);
          });
        },
      };
    },
    get highlighted() {
      return highlighted;
    },
    async close() {
      await worker.terminate();
    },
  };
}
