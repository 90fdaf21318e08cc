import { CURRENCY_MINOR_DIGITS } from '@/schemas/enums/currencies';

/**
 * An amount in minor units as people read it: `formatAmount(999, 'USD')` is "$9.99", `formatAmount(8900, 'CLP')`
 * "CLP 8,900". The funnels' currencies count their minor units as the runtime does (ISO 4217), others as Intl does.
 */
export function formatAmount(amount: number, currency: string): string {
  try {
    const digits = Object.hasOwn(CURRENCY_MINOR_DIGITS, currency)
      ? CURRENCY_MINOR_DIGITS[currency as keyof typeof CURRENCY_MINOR_DIGITS]
      : undefined;
    const format = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      ...(digits !== undefined && { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    // A currency code Intl does not know: still say something true.
    return `${amount} ${currency} (minor units)`;
  }
}
