import { DAY_MS, dayOf, dayStart } from '@/runtime/platform/days';

/**
 * The days a report covers, first and last included (`YYYY-MM-DD`), and the time zone they are days of
 * (REPORT_TIME_ZONE): the report counts each visit, count, lead and payment under its day there.
 */
export type ReportRange = { from: string; to: string; timeZone: string };

/** How many days a report covers when none are named: the last 30, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** The longest range a report reads: two years of days. */
export const MAX_REPORT_DAYS = 731;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that is a real day (not 2026-02-30), as that date's UTC midnight (for counting days); else undefined. */
export function parseDay(text: string): Date | undefined {
  if (!DATE.test(text)) return undefined;
  const at = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text ? undefined : at;
}
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The range a report is asked for (`from` and `to`, each optional), in days of the report's time zone: `to` defaults
 * to today there, `from` to 30 days ending on `to`. A day that is not one, a range ending before it begins, or one
 * longer than MAX_REPORT_DAYS is a sentence saying so.
 */
export function reportRange(asked: { from?: string; to?: string }, now: Date, timeZone: string): ReportRange | string {
  const to = parseDay(asked.to ?? dayOf(now, timeZone));
  if (to === undefined) return `to: ${asked.to} is not a day (YYYY-MM-DD)`;
  const from =
    asked.from === undefined ? new Date(to.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS) : parseDay(asked.from);
  if (from === undefined) return `from: ${asked.from} is not a day (YYYY-MM-DD)`;
  if (from > to) return `from: ${dateOf(from)} is after to: ${dateOf(to)}`;
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_REPORT_DAYS)
    return `the range is longer than ${MAX_REPORT_DAYS} days`;
  return { from: dateOf(from), to: dateOf(to), timeZone };
}

/**
 * The range's first instant and the instant after its last day, in its time zone, for times kept to the millisecond:
 * a day there is 23 or 25 hours when the clocks change.
 */
export function rangeBounds(range: ReportRange): { start: Date; end: Date } {
  const after = dateOf(new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS));
  return { start: dayStart(range.from, range.timeZone), end: dayStart(after, range.timeZone) };
}
