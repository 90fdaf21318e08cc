import { afterEach, describe, expect, it } from 'vitest';
import type { Plan } from '@/schemas/funnelSchema';
import { dayAfterPeriod } from './dayAfterPeriod';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);
const period = (count: number, unit: Plan['period']['unit']): Plan['period'] => ({ count, unit });

describe('dayAfterPeriod', () => {
  const cases: [string, Date, Plan['period'], Date][] = [
    ['a day', at(2026, 11, 22), period(1, 'day'), at(2026, 11, 23)],
    ['a week across a month end', at(2026, 11, 28), period(1, 'week'), at(2026, 12, 5)],
    ['4 weeks across a year end', at(2026, 12, 20), period(4, 'week'), at(2027, 1, 17)],
    ['a month from the 31st ends on the last of February', at(2027, 1, 31), period(1, 'month'), at(2027, 2, 28)],
    ['a month from the 31st in a leap year', at(2028, 1, 31), period(1, 'month'), at(2028, 2, 29)],
    ['a month from the 30th of a 31-day month', at(2026, 3, 30), period(1, 'month'), at(2026, 4, 30)],
    ['a month from the 31st into a 30-day month', at(2026, 5, 31), period(1, 'month'), at(2026, 6, 30)],
    ['3 months from the 31st', at(2026, 8, 31), period(3, 'month'), at(2026, 11, 30)],
    ['a year from the 29th of February', at(2028, 2, 29), period(1, 'year'), at(2029, 2, 28)],
    ['4 years from the 29th of February', at(2028, 2, 29), period(4, 'year'), at(2032, 2, 29)],
    ['a month across a year end', at(2026, 12, 15), period(1, 'month'), at(2027, 1, 15)],
    ['7 days in a leap February', at(2028, 2, 25), period(7, 'day'), at(2028, 3, 3)],
  ];
  it.each(cases)('%s', (_, day, p, expected) => {
    expect(dayAfterPeriod(day, p)).toEqual(expected);
  });

  describe('across a change of clock', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    type WallClock = readonly [year: number, month: number, day: number, hour: number];
    it.each([
      ['New York, into summer time', 'America/New_York', [2027, 3, 13, 9], period(1, 'day'), [2027, 3, 14, 9], 23],
      ['Berlin, out of summer time', 'Europe/Berlin', [2026, 10, 24, 23], period(7, 'day'), [2026, 10, 31, 23], 169],
      [
        'Sydney, a month over the change',
        'Australia/Sydney',
        [2027, 3, 20, 8],
        period(1, 'month'),
        [2027, 4, 20, 8],
        745,
      ],
    ] as const)('%s: the same time of day on the calendar day after', (_, tz, from, p, expected, hours) => {
      process.env.TZ = tz;
      const [y, m, d, h] = from as WallClock;
      const day = at(y, m, d, h);
      const after = dayAfterPeriod(day, p);
      expect([after.getFullYear(), after.getMonth() + 1, after.getDate(), after.getHours()]).toEqual(expected);
      // The time elapsed is what the change of clock made it, not a whole number of 24-hour days.
      expect((after.getTime() - day.getTime()) / 3_600_000).toBe(hours);
    });
  });
});
