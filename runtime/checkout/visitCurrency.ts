import type { Currency } from '@/schemas/enums/currencies';
import type { Funnel } from '@/schemas/funnelSchema';
import { checkoutCurrency } from './checkoutCurrency';

/**
 * The currency a visit is shown prices and charged in, from the plan screen to the last upsell: the one decided for
 * the visitor (visitorCurrency, by their country) when the funnel sells in it, else the funnel's first.
 */
export function visitCurrency(funnel: Pick<Funnel, 'currencies'>, visit: { currency?: Currency }): Currency {
  const decided = visit.currency;
  return decided !== undefined && (funnel.currencies ?? []).includes(decided) ? decided : checkoutCurrency(funnel);
}
