import { cpus, loadavg } from 'node:os';
import { coreCount, followCpu, othersCores } from './cpuShare';

/**
 * Timings taken on a machine busier than this are not written (issue 29): the 1-minute load average per core. A
 * figure measured while something else ran (a build, a test suite) says nothing of the page.
 */
export const LOAD_PER_CORE_MAX = 1.5;
/** How long a timed measurement waits for a busy machine to quiet down before it refuses to start. */
export const QUIET_WAIT_MS = 180_000;
const QUIET_POLL_MS = 5000;

/**
 * What the machine did besides a measurement, per core, at most: the measurement's own servers and browser load a
 * small machine past LOAD_PER_CORE_MAX by themselves, so once it has begun it is the others' share that counts.
 */
export const OTHERS_PER_CORE_MAX = 0.15;

/**
 * The machine's load while a measurement ran: the 1-minute load average per core, as it began and as it ended, and
 * (on Linux) the share of each core other processes than the measurement's took meanwhile.
 */
export type MeasuredLoad = { before: number; after: number; othersPerCore?: number };

/** The 1-minute load average per core now. */
export const loadPerCore = (): number => (loadavg()[0] ?? 0) / Math.max(1, cpus().length);

/**
 * Whether timings taken under this load may be written: the machine was quiet as the measurement began, and nothing
 * else took more than its share meanwhile (where that is not known, the load as it ended was low).
 */
export const quietEnough = (load: MeasuredLoad): boolean =>
  load.before <= LOAD_PER_CORE_MAX &&
  (load.othersPerCore === undefined ? load.after <= LOAD_PER_CORE_MAX : load.othersPerCore <= OTHERS_PER_CORE_MAX);

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
  const cpu = followCpu();
  const started = Date.now();
  const value = await measure();
  const measured = cpu.stop();
  const load: MeasuredLoad = { before, after: loadPerCore() };
  if (measured !== undefined) load.othersPerCore = othersCores(measured, Date.now() - started) / coreCount();
  return { value, load };
}
