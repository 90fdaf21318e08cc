import { describe, expect, it } from 'vitest';
import type { Currency } from '../../schemas/enums/currencies';
import { checkoutCurrency } from './checkoutCurrency';
import { upsellCurrency } from './upsellCurrency';

describe('checkout currencies', () => {
  it.each([
    [['GBP', 'USD'], 'GBP', 'GBP'],
    [['EUR'], 'EUR', 'EUR'],
    [['BRL', 'USD'], 'BRL', 'USD'],
    [undefined, 'USD', 'USD'],
  ] as [Currency[] | undefined, Currency, Currency][])(
    'a funnel selling in %j charges plans in %s and upsells in %s',
    (currencies, plan, upsell) => {
      expect(checkoutCurrency({ currencies })).toBe(plan);
      expect(upsellCurrency({ currencies })).toBe(upsell);
    },
  );
});
