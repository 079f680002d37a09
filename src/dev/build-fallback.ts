import { realpathSync } from 'node:fs';
import type { RouteQueue } from '../pipeline/render/route-queue.ts';
import { findFile, type ServedFile } from '../server/find-file.ts';

/**
 * How a watch session's builds show through its static server (the server's `locate` hook):
 * while a full build runs, a file the output lacks is served from the build's folder as soon as
 * it is written, and a request for one neither has waits for it (and has its page rendered
 * next); while pages are re-rendered, a request for one of their files waits for the new file.
 */
export interface BuildFallback {
  /** The static server's hook (ServerHooks.locate). */
  locate(candidates: readonly string[], inRoot: () => ServedFile | undefined): Promise<ServedFile | undefined>;
  /** A full build begins; see FullBuildFallback. */
  begin(): FullBuildFallback;
  /** Output files (relative paths) are being rewritten; call the result once they are written. */
  renew(files: readonly string[]): () => void;
}

/** A full build as the fallback follows it. */
export interface FullBuildFallback {
  /** The build writes into `dir`, rendering from `queue`: pages asked for so far go first. */
  writing(dir: string, queue: RouteQueue): void;
  /** The build ended (either way): waiting requests get what the output holds. */
  end(): void;
}

interface Pending {
  dir?: string;
  settled: Promise<void>;
  want?(files: readonly string[]): void;
  renewing?: ReadonlySet<string>;
}

/** How often a waiting request looks for its file again. */
const POLL_MS = 10;

/** Creates the fallback of one watch session (nothing pending at first). */
export function createBuildFallback(): BuildFallback {
  let pending: Pending | undefined;

  const settling = () => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    return { settled, settle };
  };

  /** A file of the output, else of the build in progress. */
  const find = (candidates: readonly string[], inRoot: () => ServedFile | undefined): ServedFile | undefined => {
    const found = inRoot();
    const dir = found ? undefined : pending?.dir;
    if (!dir) return found;
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      return undefined;
    }
    const building = findFile(real, candidates);
    return building && { ...building, readNow: true };
  };

  return {
    async locate(candidates, inRoot) {
      const current = pending;
      if (!current) return inRoot();
      if (current.renewing && candidates.some((file) => current.renewing?.has(file))) await current.settled;
      const found = find(candidates, inRoot);
      if (found || !pending) return found;
      // Not written yet: ask for it, and look again until it appears or the build settles.
      pending.want?.(candidates);
      let settled = false;
      void pending.settled.then(() => {
        settled = true;
      });
      while (!settled) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const later = find(candidates, inRoot);
        if (later) return later;
      }
      return find(candidates, inRoot);
    },
    begin() {
      const { settled, settle } = settling();
      // Pages asked for before the build knows its routes go first once it does.
      const asked: Array<readonly string[]> = [];
      const build: Pending = { settled, want: (files) => asked.push(files) };
      pending = build;
      return {
        writing(dir, queue) {
          for (const files of asked) queue.want(files);
          build.dir = dir;
          build.want = (files) => queue.want(files);
        },
        end() {
          if (pending === build) pending = undefined;
          settle();
        },
      };
    },
    renew(files) {
      const { settled, settle } = settling();
      const renewal: Pending = { settled, renewing: new Set(files) };
      pending = renewal;
      return () => {
        if (pending === renewal) pending = undefined;
        settle();
      };
    },
  };
}
