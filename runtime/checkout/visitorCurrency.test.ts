import { describe, expect, it } from 'vitest';
import type { Country } from '@/schemas/enums/countries';
import type { Currency } from '@/schemas/enums/currencies';
import { visitorCurrency } from './visitorCurrency';

const cases: [country: Country | null | undefined, currencies: Currency[] | undefined, paid: Currency][] = [
  // A euro country pays in euros where the funnel sells in them, wherever they are in its list.
  ['DE', ['USD', 'EUR', 'GBP'], 'EUR'],
  ['FR', ['EUR'], 'EUR'],
  ['IE', ['GBP', 'USD', 'EUR'], 'EUR'],
  // The EEA outside the euro, and the euro's microstates: the euro, the nearest we sell.
  ['SE', ['USD', 'EUR'], 'EUR'],
  ['NO', ['USD', 'EUR'], 'EUR'],
  ['MC', ['USD', 'EUR'], 'EUR'],
  ['GB', ['USD', 'EUR', 'GBP'], 'GBP'],
  ['JE', ['EUR', 'GBP'], 'GBP'],
  ['US', ['EUR', 'USD'], 'USD'],
  ['EC', ['EUR', 'USD'], 'USD'],
  ['MX', ['USD', 'EUR', 'MXN'], 'MXN'],
  ['AR', ['USD', 'ARS'], 'ARS'],
  ['CL', ['USD', 'CLP'], 'CLP'],
  ['BR', ['USD', 'BRL'], 'BRL'],
  ['CO', ['USD', 'COP'], 'COP'],
  ['CR', ['USD', 'CRC'], 'CRC'],
  ['DO', ['USD', 'DOP'], 'DOP'],
  ['PE', ['USD', 'PEN'], 'PEN'],
  ['PA', ['EUR', 'USD', 'PAB'], 'PAB'],
  // Panama's second: the dollar, when the funnel has no balboa.
  ['PA', ['EUR', 'USD'], 'USD'],
  ['UY', ['USD', 'UYU'], 'UYU'],
  // Their currency not sold: the funnel's first.
  ['DE', ['USD', 'GBP'], 'USD'],
  ['BR', ['EUR', 'USD'], 'EUR'],
  // A country with no preference, or none known: the funnel's first.
  ['JP', ['GBP', 'EUR', 'USD'], 'GBP'],
  ['OTHER', ['EUR', 'USD'], 'EUR'],
  [null, ['USD', 'EUR'], 'USD'],
  [undefined, ['BRL', 'USD'], 'BRL'],
  // A funnel that names no currency sells in dollars.
  ['DE', undefined, 'USD'],
];

describe('visitorCurrency', () => {
  it.each(cases)('a visitor from %s on a funnel selling in %j pays in %s', (country, currencies, paid) => {
    expect(visitorCurrency(country, { currencies })).toBe(paid);
  });

  it('never answers a currency the funnel does not sell in', () => {
    for (const [country, currencies] of cases)
      if (currencies !== undefined) expect(currencies).toContain(visitorCurrency(country, { currencies }));
  });
});
