/** A day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that is a real day (not 2026-02-30), as its UTC midnight in milliseconds; else undefined. */
export function dayMs(text: string): number | undefined {
  if (!DAY.test(text)) return undefined;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || dayText(at) !== text ? undefined : at;
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
