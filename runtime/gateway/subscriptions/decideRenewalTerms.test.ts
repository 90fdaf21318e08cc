import { describe, expect, it } from 'vitest';
import { decideRenewalTerms, type SubscriptionPrice } from './decideRenewalTerms';

/** A quarter plan sold in USD: 49.99 a quarter; with a lasting 30% discount, 34.99. */
const KEPT: SubscriptionPrice = { currency: 'USD', renewalAmount: 4999, listPrice: 4999 };
const DISCOUNTED: SubscriptionPrice = { currency: 'USD', renewalAmount: 3499, listPrice: 4999 };
/** Begun before orders kept their renewal price. */
const EARLIER: SubscriptionPrice = { currency: 'USD', renewalAmount: null, listPrice: 4999 };
const refused = { kind: 'refused', message: expect.any(String) };

describe('a renewal is kept at its subscription’s currency and price', () => {
  it.each<
    [name: string, subscription: SubscriptionPrice, reported: { amount: number; currency: string }, terms: unknown]
  >([
    ['at its price', KEPT, { amount: 4999, currency: 'USD' }, { kind: 'agreed', currency: 'USD', amount: 4999 }],
    [
      'at its lasting discount',
      DISCOUNTED,
      { amount: 3499, currency: 'USD' },
      { kind: 'agreed', currency: 'USD', amount: 3499 },
    ],
    ['in another currency', KEPT, { amount: 4999, currency: 'CLP' }, refused],
    ['in another currency, at its figure in it', KEPT, { amount: 47500, currency: 'CLP' }, refused],
    ['in a currency nobody sells in', KEPT, { amount: 4999, currency: 'XXX' }, refused],
    ['at more than its price', KEPT, { amount: 5000, currency: 'USD' }, refused],
    ['at less than its price', KEPT, { amount: 100, currency: 'USD' }, refused],
    ['without its lasting discount', DISCOUNTED, { amount: 4999, currency: 'USD' }, refused],
    [
      'begun earlier, at its full price',
      EARLIER,
      { amount: 4999, currency: 'USD' },
      { kind: 'agreed', currency: 'USD', amount: 4999 },
    ],
    [
      'begun earlier, at a lasting discount',
      EARLIER,
      { amount: 3499, currency: 'USD' },
      { kind: 'agreed', currency: 'USD', amount: 3499 },
    ],
    ['begun earlier, at more than its full price', EARLIER, { amount: 5000, currency: 'USD' }, refused],
    ['begun earlier, in another currency', EARLIER, { amount: 100, currency: 'CLP' }, refused],
    [
      'begun earlier, its price not known',
      { ...EARLIER, listPrice: undefined },
      { amount: 1, currency: 'USD' },
      refused,
    ],
  ])('%s', (_, subscription, reported, terms) => {
    expect(decideRenewalTerms(subscription, reported)).toEqual(terms);
  });
});
