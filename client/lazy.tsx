/**
 * A small loader for parts of the UI that are not in the first-load bundle (the mobile menu, the
 * search dialog ...). Like react-loadable, without Suspense: nothing shows for the first 200 ms
 * (a fast load never flashes a spinner), then "Loading…", then optionally a timed-out message,
 * and a failed load (a chunk that could not be fetched) shows its error with a Retry button.
 *
 * Only for parts that render after the page is interactive: on the server, and during hydration,
 * a part that has not loaded yet renders nothing, which would not match server HTML.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** Spec constant: the loading state shows only after this many ms. */
export const LAZY_DELAY = 200;

/** A state other than "loaded", as the fallback renders it. */
export interface LazyFallbackProps {
  state: 'loading' | 'timedOut' | 'error';
  /** What the load failed with (state 'error'). */
  error?: unknown;
  /** Loads again (a new request, also after a timeout) and shows the part when it arrives. */
  retry: () => void;
}

/** Options of {@link lazyWithStates}. */
export interface LazyOptions {
  /** Milliseconds before the loading state shows (default {@link LAZY_DELAY}). */
  delay?: number;
  /** Milliseconds after which a load still running shows the timed-out state (default: never). */
  timeout?: number;
  /** Renders the loading, timed-out and error states (default {@link LazyFallback}). */
  fallback?: (props: LazyFallbackProps) => ReactNode;
}

/** A lazily loaded component; `preload()` starts the load early (e.g. on hover). */
export type LazyComponent<P> = ComponentType<P> & {
  preload(): Promise<ComponentType<P>>;
};

/** What `load` may resolve to: the component, or a module whose default export it is. */
export type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

/** The default states: a polite status line, or an alert with a Retry button. */
export function LazyFallback({ state, error, retry }: LazyFallbackProps): ReactNode {
  if (state === 'loading') {
    return (
      <div className="lazy-state" role="status">
        Loading…
      </div>
    );
  }
  return (
    <div className="lazy-state" role="alert">
      <p className="lazy-state__message">
        {state === 'timedOut'
          ? 'This is taking longer than expected.'
          : error instanceof Error
            ? error.message
            : String(error)}
      </p>
      <button type="button" className="button button--primary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

type State = 'pending' | 'loading' | 'timedOut' | 'loaded' | { error: unknown };

/**
 * Wraps `load` (typically `() => import('./Part.tsx').then((m) => m.Part)`) in a component with
 * loading, timed-out and error states. The load starts when the component first mounts (or on
 * `preload()`), is shared by every instance, and is forgotten when it fails, so Retry and the
 * next mount try again.
 *
 * @example
 * const SearchDialog = lazyWithStates(() => import('./dialog.tsx').then((m) => m.SearchDialog), { timeout: 10_000 });
 * <button onPointerEnter={() => void SearchDialog.preload()} />
 */
export function lazyWithStates<P extends object>(
  load: () => Promise<Loaded<P>>,
  options: LazyOptions = {},
): LazyComponent<P> {
  const { delay = LAZY_DELAY, timeout, fallback = LazyFallback } = options;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const preload = (again = false): Promise<ComponentType<P>> => {
    if (!pending || again) {
      const current: Promise<ComponentType<P>> = load().then(
        (module) => {
          loaded ??= typeof module === 'object' && 'default' in module ? module.default : module;
          return loaded;
        },
        (error: unknown) => {
          if (pending === current) pending = undefined;
          throw error;
        },
      );
      pending = current;
    }
    return pending;
  };

  function Lazy(props: P): ReactNode {
    const [state, setState] = useState<State>(loaded ? 'loaded' : 'pending');
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (loaded) {
        setState('loaded');
        return;
      }
      let live = true;
      const update = (next: State, onlyFrom?: State[]) => {
        if (live) setState((previous) => (!onlyFrom || onlyFrom.includes(previous) ? next : previous));
      };
      setState('pending');
      const timers = [setTimeout(() => update('loading', ['pending']), delay)];
      if (timeout !== undefined) timers.push(setTimeout(() => update('timedOut', ['pending', 'loading']), timeout));
      preload(attempt > 0).then(
        () => update('loaded'),
        (error: unknown) => {
          // Some browsers (Chromium up to about 150) keep a failed dynamic import in the
          // document's module map and fail every later import of that chunk without asking the
          // server again: a Retry that fails as a fetch failure reloads the page instead, which
          // starts a new module map (the reader asked to try again; the same error again helps no one).
          if (attempt > 0 && error instanceof TypeError && live) {
            window.location.reload();
            return;
          }
          update({ error });
        },
      );
      return () => {
        live = false;
        for (const timer of timers) clearTimeout(timer);
      };
    }, [attempt]);

    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    if (state === 'pending' || state === 'loaded') return null;
    return fallback({
      state: typeof state === 'object' ? 'error' : state,
      error: typeof state === 'object' ? state.error : undefined,
      retry: () => setAttempt((value) => value + 1),
    });
  }

  return Object.assign(Lazy, { preload: () => preload() });
}
