import { offsetMsAt } from '@/schemas/time/zoneOffset';

/** A day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall clock of a time zone at an instant, as milliseconds read as UTC (so its offset is the difference). */
const wallClock = (instantMs: number, timeZone: string) => instantMs + offsetMsAt(instantMs, timeZone);

/**
 * Whether the runtime knows a time zone by this IANA name (`Europe/Berlin`, `UTC`); offsets (`+01:00`) are no name, and
 * a zone's rules are what makes its days.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The day of an instant as reports and counts file it: its date in the report's time zone (REPORT_TIME_ZONE),
 * `YYYY-MM-DD`.
 */
export function dayOf(at: Date, timeZone: string): string {
  return new Date(wallClock(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant a day (`YYYY-MM-DD`) of a time zone begins: its midnight, or, where a clock change skipped midnight (a
 * zone that moves forward at 00:00), the change itself, the day's first instant.
 */
export function dayStart(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The zone's offsets around that midnight: a clock change moves it by less than a day.
  const offsets = [midnight - DAY_MS, midnight, midnight + DAY_MS].map((at) => wallClock(at, timeZone) - at);
  const starts = [...new Set(offsets)]
    .map((offset) => midnight - offset)
    .filter((at) => wallClock(at, timeZone) === midnight);
  // No instant shows midnight: the clock jumped over it, at the instant the offset before would have shown it.
  return new Date(starts.length > 0 ? Math.min(...starts) : midnight - (offsets[0] ?? 0));
}
