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
  ] as const)('%j at %i minor units is shown %j', (period, minor, shown) => {
    expect(planDisplayPrice({ period }, minor)).toEqual(shown);
  });
});
