import { describe, expect, it } from 'vitest';
import type { Currency } from '@/schemas/enums/currencies';
import { checkoutCurrency } from './checkoutCurrency';
import { visitCurrency } from './visitCurrency';

describe('checkout currencies', () => {
  it.each([
    [['GBP', 'USD'], undefined, 'GBP', 'GBP'],
    [['EUR'], undefined, 'EUR', 'EUR'],
    // Upsells charge in the visit's currency too, whichever it is (no fallback to dollars).
    [['BRL', 'USD'], undefined, 'BRL', 'BRL'],
    [undefined, undefined, 'USD', 'USD'],
    [['USD', 'EUR'], 'EUR', 'USD', 'EUR'],
    [['USD', 'MXN'], 'MXN', 'USD', 'MXN'],
    // A decided currency the funnel does not (or no longer) sell in: the funnel's first, never the decided one.
    [['USD', 'GBP'], 'EUR', 'USD', 'USD'],
    [undefined, 'EUR', 'USD', 'USD'],
  ] as [Currency[] | undefined, Currency | undefined, Currency, Currency][])(
    'a funnel selling in %j, a visit decided for %s: the funnel first sells in %s, the visit pays in %s',
    (currencies, decided, first, paid) => {
      expect(checkoutCurrency({ currencies })).toBe(first);
      expect(visitCurrency({ currencies }, { currency: decided })).toBe(paid);
    },
  );
});
