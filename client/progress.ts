/**
 * The route-change progress bar: nprogress's algorithm and defaults (spec constants), written
 * out because nprogress itself is an old CommonJS singleton. One fixed element at the top of
 * the page, created on start and removed after the fade-out.
 */

import { currentTranslate } from '../src/shared/translations/translate.ts';
import { escapeHtmlText } from '../templates/translations/escape.ts';

/** Smallest shown progress. */
export const PROGRESS_MINIMUM = 0.08;
/** Duration of one bar movement and of the fade-out, in ms. */
export const PROGRESS_SPEED = 200;
/** Largest random step of a trickle. */
export const PROGRESS_TRICKLE_RATE = 0.02;
/** Time between trickles, in ms. */
export const PROGRESS_TRICKLE_INTERVAL = 800;
/** Delay between a route change and the bar showing, in ms: fast navigations never show it. */
export const PROGRESS_START_DELAY = 200;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The progress bar. */
export interface Progress {
  start(): void;
  done(): void;
}

/** Creates the progress bar (nothing is added to the page until it starts). */
export function createProgress(doc: Document = document): Progress {
  let status: number | undefined;
  let el: HTMLElement | undefined;
  let bar: HTMLElement | undefined;
  let removeTimer: ReturnType<typeof setTimeout> | undefined;

  const render = () => {
    clearTimeout(removeTimer);
    if (el) {
      // Restarted while fading out: show it again.
      el.style.transition = 'none';
      el.style.opacity = '1';
      return;
    }
    const holder = doc.createElement('div');
    // A progressbar's value range is 0 to 100 unless set otherwise.
    holder.innerHTML = `<div class="nprogress" role="progressbar" aria-label="${escapeHtmlText(currentTranslate()('theme.ProgressBar.ariaLabel'))}"><div class="nprogress__bar" style="transform:translate3d(-100%,0,0)"></div></div>`;
    el = holder.firstChild as HTMLElement;
    bar = el.firstChild as HTMLElement;
    doc.body.append(el);
  };

  const set = (value: number) => {
    const n = clamp(value, PROGRESS_MINIMUM, 1);
    status = n === 1 ? undefined : n;
    render();
    const root = el as HTMLElement;
    const line = bar as HTMLElement;
    // Read layout so the start position is painted before the transition to the new one.
    void root.offsetWidth;
    root.setAttribute('aria-valuenow', String(Math.round(n * 100)));
    line.style.transition = `transform ${PROGRESS_SPEED}ms ease`;
    line.style.transform = `translate3d(${(n - 1) * 100}%,0,0)`;
    if (n === 1) {
      root.style.transition = 'none';
      root.style.opacity = '1';
      removeTimer = setTimeout(() => {
        root.style.transition = `opacity ${PROGRESS_SPEED}ms linear`;
        root.style.opacity = '0';
        removeTimer = setTimeout(() => {
          root.remove();
          if (el === root) el = bar = undefined;
        }, PROGRESS_SPEED);
      }, PROGRESS_SPEED);
    }
  };

  const inc = (amount: number) => {
    if (status !== undefined) set(clamp(status + amount, 0, 0.994));
  };

  const trickle = () => {
    setTimeout(() => {
      if (status === undefined) return;
      inc(Math.random() * PROGRESS_TRICKLE_RATE);
      trickle();
    }, PROGRESS_TRICKLE_INTERVAL);
  };

  return {
    start() {
      if (status !== undefined) return;
      set(0);
      trickle();
    },
    done() {
      if (status === undefined) return;
      inc(0.3 + 0.5 * Math.random());
      set(1);
    },
  };
}
