import { describe, expect, it } from 'vitest';
import { type FunnelReportInput, funnelReport } from './funnelReport';

const RANGE = { from: '2026-11-01', to: '2026-11-30' };
const steps = [
  { id: 'intro', path: 'prelanding' },
  { id: 'gender', path: 'gender' },
  { id: 'email', path: 'email' },
];
const none = { source: '', campaign: '' } as const;
const tiktok = { source: 'tiktok', campaign: 'spring' } as const;

const input = (change: Partial<FunnelReportInput> = {}): FunnelReportInput => ({
  funnel: 'love-quiz',
  range: RANGE,
  steps,
  counts: [],
  followedLeads: [],
  followedPaid: [],
  followedMoney: [],
  money: [],
  leads: [],
  customers: 0,
  failedRenewals: 0,
  subscriptions: [],
  ...change,
});
type Count = FunnelReportInput['counts'][number];
const followed = (stepId: string, moment: Count['moment'], count: number, origin: typeof none | typeof tiktok = none) =>
  ({ population: 'followed', stepId, moment, count, ...origin }) as const;
const counted = (stepId: string, moment: Count['moment'], count: number, origin: typeof none | typeof tiktok = none) =>
  ({ population: 'counted', stepId, moment, count, ...origin }) as const;

describe('funnelReport', () => {
  it('charts the followed visits: each step a share of them, with where they left', () => {
    const report = funnelReport(
      input({
        counts: [
          followed('intro', 'start', 4),
          followed('intro', 'shown', 4),
          followed('intro', 'answered', 3),
          followed('intro', 'left', 1),
          followed('gender', 'shown', 3),
          followed('gender', 'skipped', 1),
          followed('gender', 'left', 3),
        ],
      }),
    );
    expect(report.followed.visits).toBe(4);
    expect(report.followed.steps).toEqual([
      { id: 'intro', path: 'prelanding', visitors: 4, reached: 1, answered: 3, skipped: 0, left: 1, dropOff: 0.25 },
      { id: 'gender', path: 'gender', visitors: 3, reached: 0.75, answered: 0, skipped: 1, left: 3, dropOff: 1 },
      { id: 'email', path: 'email', visitors: 0, reached: 0, answered: 0, skipped: 0, left: 0, dropOff: 0 },
    ]);
  });

  it('rates email capture, conversion and revenue over the followed visits only, never the counted ones', () => {
    const report = funnelReport(
      input({
        counts: [followed('intro', 'start', 4), counted('intro', 'start', 40), counted('intro', 'shown', 41)],
        followedLeads: [{ ...none, count: 2 }],
        followedPaid: [{ ...none, count: 1 }],
        followedMoney: [
          { ...none, operation: 'pay', currency: 'USD', amount: 2999 },
          { ...none, operation: 'recurring', currency: 'USD', amount: 2999 },
          { ...none, operation: 'refund', currency: 'USD', amount: 1000 },
          { ...none, operation: 'pay', currency: 'CLP', amount: 8900 },
        ],
      }),
    );
    expect(report.followed).toMatchObject({
      visits: 4,
      emailCapture: { count: 2, rate: 0.5 },
      paid: { count: 1, rate: 0.25 },
      revenue: {
        gross: { USD: 5998, CLP: 8900 },
        refunds: { USD: 1000 },
        chargebacks: {},
        disputesWon: {},
        net: { USD: 4998, CLP: 8900 },
      },
      revenuePerVisit: { USD: 1249.5, CLP: 2225 },
    });
    expect(report.counted.visits).toBe(40);
    expect(report.counted.steps[0]).toEqual({ id: 'intro', path: 'prelanding', shown: 41, answered: 0, skipped: 0 });
  });

  it('says nothing is a share of no visits', () => {
    const report = funnelReport(input({}));
    expect(report.followed).toMatchObject({
      visits: 0,
      emailCapture: { count: 0, rate: 0 },
      paid: { count: 0, rate: 0 },
      revenuePerVisit: {},
    });
  });

  it('sums everyone’s money by what was sold, with refunds and chargebacks apart', () => {
    const report = funnelReport(
      input({
        money: [
          { ...none, sale: 'plan', operation: 'pay', currency: 'USD', amount: 300, transactions: 3 },
          { ...tiktok, sale: 'plan', operation: 'pay', currency: 'USD', amount: 100, transactions: 1 },
          { ...none, sale: 'trial_conversion', operation: 'recurring', currency: 'USD', amount: 2999, transactions: 1 },
          { ...none, sale: 'one_click_upsell', operation: 'resign', currency: 'USD', amount: 1499, transactions: 1 },
          { ...none, sale: 'plan', operation: 'refund', currency: 'USD', amount: 100, transactions: 1 },
          {
            ...none,
            sale: 'trial_conversion',
            operation: 'chargeback',
            currency: 'USD',
            amount: 2999,
            transactions: 1,
          },
        ],
        leads: [{ ...none, count: 5 }],
        customers: 4,
        failedRenewals: 1,
        subscriptions: [
          { status: 'active', count: 2 },
          { status: 'redemption', count: 1 },
          { status: 'cancelled', count: 1 },
        ],
      }),
    );
    expect(report.everyone).toEqual({
      leads: 5,
      customers: 4,
      revenue: {
        gross: { USD: 4898 },
        refunds: { USD: 100 },
        chargebacks: { USD: 2999 },
        disputesWon: {},
        net: { USD: 1799 },
      },
      sales: [
        { sale: 'plan', count: 4, gross: { USD: 400 } },
        { sale: 'trial_conversion', count: 1, gross: { USD: 2999 } },
        { sale: 'one_click_upsell', count: 1, gross: { USD: 1499 } },
      ],
      refunds: 1,
      chargebacks: 1,
      failedRenewals: 1,
      subscriptions: { active: 2, pastDue: 1, cancelled: 1, paused: 0 },
    });
  });

  it('breaks every figure down by traffic source and campaign, busiest first', () => {
    const report = funnelReport(
      input({
        counts: [
          followed('intro', 'start', 1),
          followed('intro', 'start', 3, tiktok),
          counted('intro', 'start', 7, tiktok),
        ],
        followedLeads: [{ ...tiktok, count: 3 }],
        followedPaid: [{ ...tiktok, count: 1 }],
        followedMoney: [{ ...tiktok, operation: 'pay', currency: 'EUR', amount: 900 }],
        money: [
          { ...tiktok, sale: 'plan', operation: 'pay', currency: 'EUR', amount: 1800, transactions: 2 },
          { ...none, sale: 'upsell', operation: 'pay', currency: 'EUR', amount: 500, transactions: 1 },
        ],
        leads: [{ ...tiktok, count: 4 }],
      }),
    );
    expect(report.origins).toEqual([
      {
        ...tiktok,
        visits: 3,
        emailCapture: { count: 3, rate: 1 },
        paid: { count: 1, rate: 1 / 3 },
        revenue: { EUR: 900 },
        revenuePerVisit: { EUR: 300 },
        countedVisits: 7,
        leads: 4,
        money: { EUR: 1800 },
      },
      {
        ...none,
        visits: 1,
        emailCapture: { count: 0, rate: 0 },
        paid: { count: 0, rate: 0 },
        revenue: {},
        revenuePerVisit: {},
        countedVisits: 0,
        leads: 0,
        money: { EUR: 500 },
      },
    ]);
  });

  it('puts steps the flow no longer has after its own, as counted', () => {
    const report = funnelReport(
      input({ counts: [followed('intro', 'start', 1), followed('old-quiz', 'shown', 1), counted('gone', 'shown', 2)] }),
    );
    expect(report.followed.steps.map((s) => s.id)).toEqual(['intro', 'gender', 'email', 'old-quiz', 'gone']);
    expect(report.counted.steps.at(-1)).toMatchObject({ id: 'gone', path: '', shown: 2 });
  });
});
