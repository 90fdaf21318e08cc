import type { Funnel } from '../../schemas/funnelSchema';
import { UPSELL_CURRENCIES, type UpsellCurrency } from '../../schemas/upsellCatalogue';
import { checkoutCurrency, FALLBACK_CURRENCY } from './checkoutCurrency';

/** Upsells are priced in USD, EUR and GBP only (SPEC §9): the funnel's currency when it is one of them. */
export function upsellCurrency(funnel: Pick<Funnel, 'currencies'>): UpsellCurrency {
  const currency = checkoutCurrency(funnel);
  return UPSELL_CURRENCIES.find((c) => c === currency) ?? FALLBACK_CURRENCY;
}
