/** The first retry waits this long; each one after waits twice as long as the last (CONVERSION_RETRY_CAP_MS at most). */
export const CONVERSION_RETRY_BASE_MS = 2_000;
export const CONVERSION_RETRY_CAP_MS = 60 * 60 * 1000;
/**
 * Tries before a send is given up on (and reported): about ten hours of them, well inside the seven days after a sale
 * in which Facebook still takes its event.
 */
export const CONVERSION_MAX_ATTEMPTS = 20;
/** How long a sender holds the sends it claimed: a killed sender's are taken again after this. */
export const CONVERSION_LEASE_MS = 60_000;

/** When the next try of a send that has failed `attempts` times is due. */
export function nextConversionAttempt(attempts: number, now: Date): Date {
  const delay = Math.min(CONVERSION_RETRY_CAP_MS, CONVERSION_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + delay);
}
