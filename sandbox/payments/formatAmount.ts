/** An amount in minor units as people read it: `formatAmount(999, 'USD')` is "$9.99". */
export function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    // A currency code Intl does not know: still say something true.
    return `${amount} ${currency} (minor units)`;
  }
}
