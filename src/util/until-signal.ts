import { RnhcError } from './errors.ts';

/**
 * Runs `work` with a signal aborted by the first Ctrl-C or SIGTERM, so an interrupted build stops
 * and removes its temporary folder (a second signal ends the process at once, as usual).
 */
export async function untilSignal<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const stop = (name: NodeJS.Signals) => {
    detach();
    controller.abort(new RnhcError(`Stopped by ${name}; the previous output is unchanged`));
  };
  const detach = () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    return await work(controller.signal);
  } finally {
    detach();
  }
}
