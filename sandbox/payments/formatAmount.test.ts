import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

describe('formatAmount', () => {
  it.each([
    [999, 'USD', '$9.99'],
    [2999, 'EUR', '€29.99'],
    // No minor unit: 8900 is 8,900 pesos.
    [8900, 'CLP', 'CLP 8,900'],
    // Two decimals by ISO 4217 (Intl would show none): 3990000 is 39,900.00 pesos.
    [3990000, 'COP', 'COP 39,900.00'],
    [4990, 'BRL', 'R$49.90'],
    [100, 'XYZ', 'XYZ 1.00'],
    [100, 'usd?', '100 usd? (minor units)'],
  ])('%i %s reads %s', (amount, currency, shown) => {
    expect(formatAmount(amount, currency).replace(/\u00a0/g, ' ')).toBe(shown);
  });
});
