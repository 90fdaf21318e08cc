/** A day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of an instant as reports and counts file it: its UTC date, `YYYY-MM-DD`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
