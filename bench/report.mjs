// What the benchmarks print beside their figures: the machine and its load (the 2-core machine is
// shared, so every table says how busy it was), and the quantile of a sorted list.
import os from 'node:os';

/** Node, cores, CPU model, runs and the load average, on one line. */
export function describeMachine(runs) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; ${runs} runs each, interleaved; load average ${load}`;
}

/** The q-quantile (0.5 median, 0.95 p95) of an ascending list: the value at rank ceil(q·n). */
export const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
