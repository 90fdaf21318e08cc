import type { Currency } from '../../schemas/enums/currencies';
import type { Funnel } from '../../schemas/funnelSchema';
import { UPSELL_CURRENCIES, type UpsellCurrency } from '../../schemas/upsellCatalogue';

/** What a funnel that names no currency sells in, and what upsells fall back to. */
const FALLBACK_CURRENCY = 'USD';

/** The currency a funnel's plans are shown and charged in: the first it sells in. */
export function checkoutCurrency(funnel: Pick<Funnel, 'currencies'>): Currency {
  return funnel.currencies?.[0] ?? FALLBACK_CURRENCY;
}

/** Upsells are priced in USD, EUR and GBP only (SPEC §9): the funnel's currency when it is one of them. */
export function upsellCurrency(funnel: Pick<Funnel, 'currencies'>): UpsellCurrency {
  const currency = checkoutCurrency(funnel);
  return UPSELL_CURRENCIES.find((c) => c === currency) ?? FALLBACK_CURRENCY;
}
