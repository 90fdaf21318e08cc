import { describe, expect, it } from 'vitest';
import type { Plan } from '@/schemas/funnelSchema';
import { billingSummary } from './billingSummary';

const TODAY = new Date(2026, 10, 22); // 22 November 2026
const plan = (over: Partial<Plan>): Plan => ({
  id: 'p',
  name: { en: 'Plan' },
  period: { unit: 'week', count: 4 },
  price: { USD: 3999, EUR: 3799 },
  ...over,
});

describe('billing summary', () => {
  it.each([
    ['a trial', plan({ trial: { days: 7, price: { USD: 199 } } }), 'USD', 199, 7, 3999, new Date(2026, 10, 29)],
    ['no trial, every 4 weeks', plan({}), 'EUR', 3799, undefined, 3799, new Date(2026, 11, 20)],
    [
      'no trial, monthly',
      plan({ period: { unit: 'month', count: 1 } }),
      'USD',
      3999,
      undefined,
      3999,
      new Date(2026, 11, 22),
    ],
    [
      'no trial, yearly',
      plan({ period: { unit: 'year', count: 1 } }),
      'USD',
      3999,
      undefined,
      3999,
      new Date(2027, 10, 22),
    ],
    [
      'no trial, daily',
      plan({ period: { unit: 'day', count: 3 } }),
      'USD',
      3999,
      undefined,
      3999,
      new Date(2026, 10, 25),
    ],
    [
      'a trial without a price in the currency: paid as a plan',
      plan({ trial: { days: 3, price: { EUR: 99 } } }),
      'USD',
      3999,
      undefined,
      3999,
      new Date(2026, 11, 20),
    ],
  ] as const)('%s', (_, p, currency, today, trialDays, renewal, from) => {
    const summary = billingSummary(p, currency, TODAY);
    expect(summary).toMatchObject({ today, renewal: { minor: renewal, period: p.period } });
    expect(summary?.trialDays).toBe(trialDays);
    expect(summary?.renewal.from).toEqual(from);
  });

  it('has nothing to say of a plan without a price in the currency', () => {
    expect(billingSummary(plan({}), 'GBP', TODAY)).toBeUndefined();
  });

  it.each([
    [
      'a trial, the first charge only',
      plan({ trial: { days: 7, price: { USD: 199 } } }),
      { percent: 50, renewals: false },
      100,
      3999,
    ],
    [
      'a trial, every renewal too',
      plan({ trial: { days: 7, price: { USD: 199 } } }),
      { percent: 30, renewals: true },
      139,
      2799,
    ],
    ['no trial, the first charge only', plan({}), { percent: 40, renewals: false }, 2399, 3999],
    ['no trial, every renewal too', plan({}), { percent: 30, renewals: true }, 2799, 2799],
  ] as const)('a discount on %s', (_, p, discount, today, renewal) => {
    expect(billingSummary(p, 'USD', TODAY, discount)).toMatchObject({ today, renewal: { minor: renewal } });
  });
});
