import { funnelReport } from '@/runtime/report/funnelReport';

/**
 * What the report of four followed visits of love quiz (two from tiktok's spring campaign) is made of, in days of UTC,
 * its totals in dollars at rates that have none for the peso.
 */
export const SAMPLE_REPORT_INPUT = {
  funnel: 'love-quiz',
  range: { from: '2026-11-01', to: '2026-11-30', timeZone: 'UTC' },
  rates: { currency: 'USD', rates: { USD: 1, EUR: 1.08 }, asOf: '2026-11-01', illustrative: false },
  steps: [
    { id: 'prelanding', path: 'prelanding' },
    { id: 'love-status', path: 'questions/love-status' },
    { id: 'email', path: 'questions/email' },
  ],
  counts: [
    // Of the four followed visits, three began in the price test (the two from tiktok in its lower price), one in none.
    { population: 'followed', stepId: 'prelanding', moment: 'start', count: 1, source: '', campaign: '' },
    {
      population: 'followed',
      stepId: 'prelanding',
      moment: 'start',
      count: 1,
      source: '',
      campaign: '',
      experimentId: 'price',
      variantId: 'high',
    },
    {
      population: 'followed',
      stepId: 'prelanding',
      moment: 'start',
      count: 2,
      source: 'tiktok',
      campaign: 'spring',
      experimentId: 'price',
      variantId: 'low',
    },
    { population: 'followed', stepId: 'prelanding', moment: 'shown', count: 4, source: '', campaign: '' },
    { population: 'followed', stepId: 'prelanding', moment: 'left', count: 1, source: '', campaign: '' },
    { population: 'followed', stepId: 'love-status', moment: 'shown', count: 3, source: '', campaign: '' },
    { population: 'followed', stepId: 'love-status', moment: 'left', count: 3, source: '', campaign: '' },
    {
      population: 'counted',
      stepId: 'prelanding',
      moment: 'start',
      count: 25,
      source: '',
      campaign: '',
      experimentId: 'price',
      variantId: 'low',
    },
    {
      population: 'counted',
      stepId: 'prelanding',
      moment: 'start',
      count: 15,
      source: '',
      campaign: '',
      experimentId: 'price',
      variantId: 'high',
    },
    { population: 'counted', stepId: 'prelanding', moment: 'shown', count: 40, source: '', campaign: '' },
    { population: 'counted', stepId: 'love-status', moment: 'consented', count: 3, source: '', campaign: '' },
  ],
  followedLeads: [{ source: 'tiktok', campaign: 'spring', experimentId: 'price', variantId: 'low', count: 1 }],
  followedPaid: [{ source: 'tiktok', campaign: 'spring', experimentId: 'price', variantId: 'low', count: 1 }],
  followedMoney: [
    {
      source: 'tiktok',
      campaign: 'spring',
      experimentId: 'price',
      variantId: 'low',
      operation: 'pay',
      currency: 'USD',
      amount: 2999,
    },
  ],
  // The one visit that paid: 29.99 dollars.
  followedSpread: [{ experimentId: 'price', variantId: 'low', sum: 2999, squares: 2999 ** 2 }],
  money: [
    {
      source: 'tiktok',
      campaign: 'spring',
      sale: 'plan',
      operation: 'pay',
      currency: 'USD',
      amount: 2999,
      transactions: 1,
    },
    {
      source: '',
      campaign: '',
      sale: 'renewal',
      operation: 'recurring',
      currency: 'CLP',
      amount: 8900,
      transactions: 1,
    },
    { source: '', campaign: '', sale: 'renewal', operation: 'refund', currency: 'CLP', amount: 8900, transactions: 1 },
  ],
  leads: [{ source: 'tiktok', campaign: 'spring', count: 3 }],
  customers: 2,
  failedRenewals: 1,
  subscriptions: [{ status: 'redemption', count: 1 }],
  refusals: [
    { reason: 'lost_in_browser', count: 12 },
    { reason: 'variant_mismatch', count: 2 },
  ],
} satisfies Parameters<typeof funnelReport>[0];

/** Four followed visits of love quiz (two from tiktok's spring campaign), forty counted, some money. */
export const SAMPLE_REPORT = funnelReport(SAMPLE_REPORT_INPUT);
