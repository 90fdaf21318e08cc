import { describe, expect, it } from 'vitest';
import { planDisplayPrice } from './planDisplayPrice';

describe('plan display price (expensive threshold 6)', () => {
  it.each([
    [{ unit: 'week', count: 1 }, 599, { kind: 'full', minor: 599 }],
    [{ unit: 'week', count: 1 }, 600, { kind: 'perDay', perDayMinor: 86, fullMinor: 600 }],
    [{ unit: 'month', count: 1 }, 2999, { kind: 'perDay', perDayMinor: 100, fullMinor: 2999 }],
    [{ unit: 'month', count: 3 }, 5999, { kind: 'perDay', perDayMinor: 67, fullMinor: 5999 }],
    [{ unit: 'year', count: 1 }, 9999, { kind: 'perDay', perDayMinor: 28, fullMinor: 9999 }],
    [{ unit: 'day', count: 7 }, 100, { kind: 'full', minor: 100 }],
  ] as const)('%j at %i cents is shown %j', (period, minor, shown) => {
    expect(planDisplayPrice({ period }, minor, 'USD')).toEqual(shown);
  });

  it.each([
    [5, 'CLP', { kind: 'full', minor: 5 }],
    [6, 'CLP', { kind: 'perDay', perDayMinor: 1, fullMinor: 6 }],
    [8900, 'CLP', { kind: 'perDay', perDayMinor: 297, fullMinor: 8900 }],
    [599, 'EUR', { kind: 'full', minor: 599 }],
    [600, 'BRL', { kind: 'perDay', perDayMinor: 20, fullMinor: 600 }],
  ] as const)(
    "a month at %i minor units of %s, by the currency's own decimals, is shown %j",
    (minor, currency, shown) => {
      expect(planDisplayPrice({ period: { unit: 'month', count: 1 } }, minor, currency)).toEqual(shown);
    },
  );
});
