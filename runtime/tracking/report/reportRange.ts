import { DAY_MS, dayOf } from '../../platform/days';

/** The days a report covers, first and last included, as UTC dates (`YYYY-MM-DD`). */
export type ReportRange = { from: string; to: string };

/** How many days a report covers when none are named: the last 30, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** The longest range a report reads: two years of days. */
export const MAX_REPORT_DAYS = 731;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that is a real day (not 2026-02-30), as a date at its UTC midnight; undefined otherwise. */
function parseDay(text: string): Date | undefined {
  if (!DATE.test(text)) return undefined;
  const at = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || dayOf(at) !== text ? undefined : at;
}

/**
 * The range a report is asked for (`from` and `to`, each optional): `to` defaults to today, `from` to 30 days ending
 * on `to`. A day that is not one, a range ending before it begins, or one longer than MAX_REPORT_DAYS is a sentence
 * saying so.
 */
export function reportRange(asked: { from?: string; to?: string }, now: Date): ReportRange | string {
  const to = asked.to === undefined ? parseDay(dayOf(now)) : parseDay(asked.to);
  if (to === undefined) return `to: ${asked.to} is not a day (YYYY-MM-DD)`;
  const from =
    asked.from === undefined ? new Date(to.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS) : parseDay(asked.from);
  if (from === undefined) return `from: ${asked.from} is not a day (YYYY-MM-DD)`;
  if (from > to) return `from: ${dayOf(from)} is after to: ${dayOf(to)}`;
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_REPORT_DAYS)
    return `the range is longer than ${MAX_REPORT_DAYS} days`;
  return { from: dayOf(from), to: dayOf(to) };
}

/** The range's first moment and the moment after its last day, for times kept to the millisecond. */
export function rangeBounds(range: ReportRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(new Date(`${range.to}T00:00:00Z`).getTime() + DAY_MS);
  return { start, end };
}
