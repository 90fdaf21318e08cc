import { offsetMsAt, utcMillis } from '@/schemas/time/zoneOffset';

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
