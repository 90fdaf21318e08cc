import { describe, expect, it } from 'vitest';
import type { Currency } from '@/schemas/enums/currencies';
import { pricedCurrencies } from './pricedCurrencies';

type Prices = Partial<Record<Currency, number>>;

describe('the currencies a page linked from email sells in', () => {
  it.each<[string, Currency[] | undefined, Prices[], Currency[]]>([
    [
      'the funnel’s, in its order, where the price is set',
      ['EUR', 'USD', 'GBP'],
      [{ USD: 1499, EUR: 1499 }],
      ['EUR', 'USD'],
    ],
    ['none the funnel does not sell, however priced', ['USD'], [{ USD: 1499, MXN: 27900 }], ['USD']],
    [
      'only where every price is set (a plan and its trial)',
      ['USD', 'EUR'],
      [{ USD: 2999, EUR: 2999 }, { USD: 100 }],
      ['USD'],
    ],
    ['none when nothing is priced in the funnel’s currencies', ['EUR'], [{ USD: 1499 }], []],
    ['none for a funnel naming no currency', undefined, [{ USD: 1499 }], []],
  ])('%s', (_, currencies, prices, expected) => {
    expect(pricedCurrencies({ currencies }, ...prices)).toEqual(expected);
  });
});
