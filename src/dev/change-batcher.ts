import { statSync } from 'node:fs';

/** What happened to a file. */
export type Change = 'add' | 'change' | 'unlink';

/** What the batcher sees of a file on disk (undefined when it is gone). */
export interface FileStamp {
  mtimeMs: number;
  size: number;
  isFile(): boolean;
}

/** Options of {@link createChangeBatcher}. */
export interface ChangeBatcherOptions {
  /** Handles one batch; batches (and tasks) run one after another, never overlapping. */
  handle(batch: Map<string, Change>): Promise<void>;
  /** What `handle` threw (the next batches still run). */
  onError(error: unknown): void;
  /**
   * Quiet time that collapses a burst of events into one batch (an editor's save arrives within
   * a millisecond or two, and every millisecond here is latency to the screen).
   */
  quietMs: number;
  /** Reads a file's stamp (default: statSync); tests pass their own. */
  stat?: (file: string) => FileStamp | undefined;
}

/** Collects file events into batches and runs them in order. */
export interface ChangeBatcher {
  /** A file event (absolute path). */
  add(file: string, change: Change): void;
  /** Runs `task` after everything queued so far; batches that come later wait for it. */
  run(task: () => Promise<void>): Promise<void>;
  /** Resolves when no batch is waiting, queued or running. */
  idle(): Promise<void>;
  /** Drops what is waiting and resolves once the running batch ends. */
  close(): Promise<void>;
}

// Once a batch is seen mid-burst, it waits 50 ms of quiet: a writer the scheduler stalls between
// two writes (or between truncating a file and filling it) must not be read half-way.
const BURST_QUIET_MS = 50;
// A burst never holds a batch back longer than this.
const MAX_WAIT_MS = 500;
// chokidar drops a file's change events for 50 ms after one it reported.
const RECHECK_MS = 60;

/**
 * Bursts of file events collapse into one batch; batches run one after another. A version of a
 * file that an earlier batch already handled (a late duplicate event) is dropped, and a save that
 * chokidar swallowed right after a batch read the file is caught by looking again.
 */
export function createChangeBatcher(options: ChangeBatcherOptions): ChangeBatcher {
  const stat = options.stat ?? ((file: string) => statSync(file, { throwIfNoEntry: false }));
  const quiet = options.quietMs;
  const burstQuiet = Math.max(quiet, BURST_QUIET_MS);
  const stampOf = (file: string) => {
    const stats = stat(file);
    return stats ? `${stats.mtimeMs}:${stats.size}` : '';
  };

  let pending = new Map<string, Change>();
  let timer: NodeJS.Timeout | undefined;
  let queue = Promise.resolve();
  let scheduled = 0;
  let closed = false;
  const handled = new Map<string, string>();
  let firstEventAt = 0;
  let inBurst = false;

  const add = (file: string, change: Change) => {
    if (closed) return;
    // add then change of one file is still an add; unlink wins.
    pending.set(file, pending.get(file) === 'add' && change === 'change' ? 'add' : change);
    if (timer) clearTimeout(timer);
    else {
      scheduled++;
      firstEventAt = Date.now();
      inBurst = false;
    }
    timer = setTimeout(settle, inBurst ? burstQuiet : quiet);
  };

  // chokidar reports only the first change of a burst, so the quiet period is measured on the
  // files themselves: wait while any was written very recently.
  const settle = () => {
    const stats = [...pending.keys()].map(stat);
    const lastWrite = Math.max(...stats.map((s) => s?.mtimeMs ?? 0));
    // An empty file is one being written (truncated, not yet filled): reading it would build an
    // empty page or config. It gets the same time as a burst before it is taken as it is.
    const emptied = stats.some((s) => s?.isFile() && s.size === 0);
    // A file gone with nothing added may be half of a rename: chokidar reports the new name a
    // few milliseconds later, and two batches would mean two builds and every error twice.
    const changes = [...pending.values()];
    const halfRename = !inBurst && changes.includes('unlink') && !changes.includes('add');
    const now = Date.now();
    if (
      (emptied || halfRename || now - lastWrite < (inBurst ? burstQuiet : quiet)) &&
      now - firstEventAt < MAX_WAIT_MS
    ) {
      inBurst = true;
      timer = setTimeout(settle, burstQuiet);
      return;
    }
    timer = undefined;
    flush();
  };

  const flush = () => {
    const batch = pending;
    pending = new Map();
    queue = queue
      .then(async () => {
        // Stamped before reading: what this batch saw of each file.
        for (const file of [...batch.keys()]) {
          const stamp = stampOf(file);
          if (handled.get(file) === stamp) batch.delete(file);
          else handled.set(file, stamp);
        }
        if (batch.size > 0) await options.handle(batch).catch(options.onError);
        // A save that landed just after the batch read its file may have gone unseen: look again
        // once chokidar's window is over, against what the latest batch saw.
        setTimeout(() => {
          for (const file of batch.keys()) {
            if (!closed && !pending.has(file) && stampOf(file) !== handled.get(file)) add(file, 'change');
          }
        }, RECHECK_MS).unref();
      })
      .finally(() => scheduled--);
  };

  return {
    add,
    run(task) {
      const ran = queue.then(task);
      queue = ran.catch(() => undefined);
      return ran;
    },
    async idle() {
      while (scheduled > 0 || timer) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        await queue;
      }
      await queue;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await queue;
    },
  };
}
