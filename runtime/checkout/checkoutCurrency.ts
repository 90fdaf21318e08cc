import type { Currency } from '../../schemas/enums/currencies';
import type { Funnel } from '../../schemas/funnelSchema';

/** What a funnel that names no currency sells in, and what upsells fall back to. */
export const FALLBACK_CURRENCY = 'USD';

/** The currency a funnel's plans are shown and charged in: the first it sells in. */
export function checkoutCurrency(funnel: Pick<Funnel, 'currencies'>): Currency {
  return funnel.currencies?.[0] ?? FALLBACK_CURRENCY;
}
