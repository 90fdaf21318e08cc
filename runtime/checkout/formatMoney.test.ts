import { describe, expect, it } from 'vitest';
import type { Currency } from '@/schemas/enums/currencies';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it.each([
    [2999, 'USD', 'en', '$29.99'],
    [2999, 'EUR', 'de', '€29,99'],
    [100, 'GBP', 'en-GB', '£1.00'],
    [2999, 'MXN', 'es-MX', 'Mex$29.99'],
    [1399900, 'ARS', 'es-AR', 'Arg$13.999,00'],
    // The Chilean peso has no minor unit: 8900 is 8,900 pesos, shown without decimals.
    [8900, 'CLP', 'es-CL', 'Ch$8.900'],
    [8900, 'CLP', 'en', 'Ch$8,900'],
    [0, 'CLP', 'en', 'Ch$0'],
    [4990, 'BRL', 'pt-BR', 'R$49,90'],
    [3990000, 'COP', 'es-CO', 'Col$39.900,00'],
    [3590, 'PEN', 'es-PE', 'S/35.90'],
    [57900, 'DOP', 'es', 'RD$579,00'],
    [999, 'PAB', 'es', 'B/.9,99'],
    [38900, 'UYU', 'es-UY', '$U389,00'],
    [490000, 'CRC', 'en', '₡4,900.00'],
  ] as [number, Currency, string, string][])('%i %s in %s reads %s', (minor, currency, locale, shown) => {
    expect(formatMoney(minor, currency, locale)).toBe(shown);
  });
});
