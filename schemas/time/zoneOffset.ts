/** A time zone's offset from UTC at an instant, read from the wall clock the runtime's ICU gives: one reader for reports' days and readings' birth times. */

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
export function utcMillis(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  const date = new Date(Date.UTC(2000, month, day, hour, minute, second));
  date.setUTCFullYear(year + (date.getUTCFullYear() - 2000));
  return date.getTime();
}

/** The zone's offset from UTC at an instant, in milliseconds, from the wall clock ICU gives for it. */
export function offsetMsAt(instantMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
  const era = parts.find((part) => part.type === 'era')?.value ?? 'AD';
  const year = era.startsWith('B') ? 1 - field('year') : field('year');
  const wall = utcMillis(year, field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  const wholeSecondInstant = Math.floor(instantMs / 1000) * 1000;
  return wall - wholeSecondInstant;
}
