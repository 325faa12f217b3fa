/**
 * The appliance starts with V8's optimizing compilers off (`--no-maglev --no-turbofan`, in `npm start` and in the
 * executable's flags). Start-up code runs a few hundred times at most (zod building its schemas, the route table):
 * enough to get optimised, never enough to repay it. The first optimisation also maps the compilers' code, and an
 * idle family server kept ~9 MB of it resident. They are turned back on when the process has real work: a worker
 * thread starting (imports, OCR), or the process busy for a while (a sync of the whole library, many requests).
 * Until then V8's interpreter answers the odd page view at the same speed a person can tell.
 */
import v8 from "node:v8";

/** The start flags that turn a compiler off, and the flag that turns it back on. */
const OFF_FLAGS: ReadonlyArray<readonly [off: string[], on: string]> = [
  [["--no-maglev"], "--maglev"],
  [["--no-turbofan", "--no-opt"], "--turbofan"],
];

let enabled = false;

const startedWith = (off: string[], execArgv: readonly string[]): boolean => execArgv.some((a) => off.includes(a));

/** True when the process was started with an optimizing compiler off. */
export const optimizingCompilersOff = (execArgv: readonly string[] = process.execArgv): boolean => OFF_FLAGS.some(([off]) => startedWith(off, execArgv));

/** Turn back on each optimizing compiler the process was started without (V8 flags are process-wide). */
export function enableOptimizingCompilers(execArgv: readonly string[] = process.execArgv): string[] {
  if (enabled) return [];
  enabled = true;
  const on: string[] = [];
  for (const [off, flag] of OFF_FLAGS) {
    if (!startedWith(off, execArgv)) continue;
    v8.setFlagsFromString(flag);
    on.push(flag);
  }
  return on;
}

export interface BusyWatchOptions {
  /** How often the process's CPU time is read. */
  intervalMs?: number;
  /** CPU time within one interval that counts as busy (all threads: the workers' too). */
  busyCpuMs?: number;
  /** Cumulative CPU time in microseconds (process.cpuUsage's user + system). */
  cpuMicros?: () => number;
  onBusy: () => void;
}

/**
 * Call `onBusy` (the server turns the compilers on there) the first time the process spends `busyCpuMs` of CPU
 * within one interval: a tenth of a core by default. Returns a stop function; the timer never keeps the process alive.
 */
export function enableCompilersWhenBusy(o: BusyWatchOptions): () => void {
  const intervalMs = o.intervalMs ?? 2000;
  const busyMicros = (o.busyCpuMs ?? intervalMs / 10) * 1000;
  const cpuMicros =
    o.cpuMicros ??
    (() => {
      const u = process.cpuUsage();
      return u.user + u.system;
    });
  let last = cpuMicros();
  const timer = setInterval(() => {
    const now = cpuMicros();
    if (now - last >= busyMicros) {
      clearInterval(timer);
      o.onBusy();
    }
    last = now;
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
