import type { Currency } from '@/schemas/enums/currencies';
import type { Funnel } from '@/schemas/funnelSchema';

/** What a funnel that names no currency sells in. */
export const FALLBACK_CURRENCY = 'USD';

/** The funnel's first currency: what a visit pays in when no other was decided for it (visitCurrency). */
export function checkoutCurrency(funnel: Pick<Funnel, 'currencies'>): Currency {
  return funnel.currencies?.[0] ?? FALLBACK_CURRENCY;
}
