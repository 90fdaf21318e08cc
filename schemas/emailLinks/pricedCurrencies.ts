import type { Currency } from '@/schemas/enums/currencies';
import type { Funnel } from '@/schemas/funnelSchema';

/** A price in minor units per currency (a plan's, its trial's, a catalogue product's). */
type Prices = Partial<Record<Currency, number>>;

/**
 * The currencies a page linked from email sells in: the funnel's, in its order, in which every price the sale needs
 * is set (a report's catalogue price; a trial plan's price and its trial's, so a trial is never sold as a full
 * period where its trial has no price). The page shows only these, and the gateway charges only these.
 */
export function pricedCurrencies(funnel: Pick<Funnel, 'currencies'>, ...prices: Prices[]): Currency[] {
  return (funnel.currencies ?? []).filter((currency) => prices.every((price) => price[currency] !== undefined));
}
