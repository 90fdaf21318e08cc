/** A wall-clock time as people give it: month 0-11, hour 0-23. */
export type LocalTime = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * The instant of a wall-clock time in a time zone. `offsetMinutes` is the zone's offset from UTC in force at
 * that instant (east positive; fractional before standard time, when zones kept local mean time).
 * `skipped`: the time did not exist (a clock moved forward over it); `ambiguous`: it happened twice.
 */
export type LocalMoment = { utc: Date; offsetMinutes: number; ambiguous?: boolean; skipped?: boolean };

const MS_PER_MINUTE = 60_000;
/**
 * How far either side of a time we look for the offsets in force: wider than any clock change (the largest
 * are a day, when a zone crossed the date line), so the offsets before and after any transition are found.
 */
const SEARCH_WINDOW_MS = 36 * 60 * MS_PER_MINUTE;

/** One formatter per zone: building an Intl.DateTimeFormat is far slower than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds since the epoch of a calendar date and time read as UTC; years 0-99 are not moved to 19xx. */
function utcMillis(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  const date = new Date(Date.UTC(2000, month, day, hour, minute, second));
  date.setUTCFullYear(year + (date.getUTCFullYear() - 2000));
  return date.getTime();
}

/** The zone's offset from UTC at an instant, in milliseconds, from the wall clock ICU gives for it. */
function offsetMsAt(instantMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
  const era = parts.find((part) => part.type === 'era')?.value ?? 'AD';
  const year = era.startsWith('B') ? 1 - field('year') : field('year');
  const wall = utcMillis(year, field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  const wholeSecondInstant = Math.floor(instantMs / 1000) * 1000;
  return wall - wholeSecondInstant;
}

/**
 * The UTC instant of a local wall-clock time in an IANA time zone, by the zone's history as the runtime's ICU
 * knows it (daylight saving, wartime and experimental offsets, local mean time before standard time).
 * Times a clock change skipped or repeated are resolved as ISO 8601/Temporal's `compatible` rule does: a
 * repeated time is the earlier instant, a skipped time is read with the offset in force before the change
 * (so 02:30 on a spring-forward night at 02:00 becomes 03:30 of the new offset). Both cases are flagged.
 * Throws a RangeError for a zone the runtime does not know.
 */
export function utcOfLocalTime(local: LocalTime, timeZone: string): LocalMoment {
  const wallMs = utcMillis(local.year, local.month, local.day, local.hour, local.minute);
  const offsetBefore = offsetMsAt(wallMs - SEARCH_WINDOW_MS, timeZone);
  const offsetAfter = offsetMsAt(wallMs + SEARCH_WINDOW_MS, timeZone);
  const offsetThen = offsetMsAt(wallMs, timeZone);
  const candidates = [...new Set([offsetBefore, offsetThen, offsetAfter])]
    .map((offset) => wallMs - offset)
    .filter((instant) => offsetMsAt(instant, timeZone) === wallMs - instant)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first === undefined) {
    const instant = wallMs - offsetBefore;
    return { utc: new Date(instant), offsetMinutes: offsetMsAt(instant, timeZone) / MS_PER_MINUTE, skipped: true };
  }
  const moment: LocalMoment = { utc: new Date(first), offsetMinutes: (wallMs - first) / MS_PER_MINUTE };
  return candidates.length > 1 ? { ...moment, ambiguous: true } : moment;
}
