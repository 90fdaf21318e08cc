import { cpus, loadavg } from 'node:os';

/**
 * Timings taken on a machine busier than this are not written (issue 29): the 1-minute load average per core. A
 * figure measured while something else ran (a build, a test suite) says nothing of the page.
 */
export const LOAD_PER_CORE_MAX = 1.5;
/** How long a timed measurement waits for a busy machine to quiet down before it refuses to start. */
export const QUIET_WAIT_MS = 180_000;
const QUIET_POLL_MS = 5000;

/** The machine's load while a measurement ran: the 1-minute load average per core, as it began and as it ended. */
export type MeasuredLoad = { before: number; after: number };

/** The 1-minute load average per core now. */
export const loadPerCore = (): number => (loadavg()[0] ?? 0) / Math.max(1, cpus().length);

/** Whether timings taken under this load may be written. */
export const quietEnough = (load: MeasuredLoad): boolean =>
  load.before <= LOAD_PER_CORE_MAX && load.after <= LOAD_PER_CORE_MAX;

/** The load per core once it is at most LOAD_PER_CORE_MAX, waiting up to `waitMs`; the last reading if it never is. */
export async function whenQuiet(waitMs = QUIET_WAIT_MS, log: (line: string) => void = console.log): Promise<number> {
  const until = Date.now() + waitMs;
  let load = loadPerCore();
  while (load > LOAD_PER_CORE_MAX && Date.now() < until) {
    log(`the machine is busy (load ${load.toFixed(2)} per core, over ${LOAD_PER_CORE_MAX}): waiting for it to quiet`);
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
    load = loadPerCore();
  }
  return load;
}

/** Runs a timed measurement and says under which load it ran. */
export async function underLoad<T>(measure: () => Promise<T>): Promise<{ value: T; load: MeasuredLoad }> {
  const before = await whenQuiet();
  const value = await measure();
  return { value, load: { before, after: loadPerCore() } };
}
