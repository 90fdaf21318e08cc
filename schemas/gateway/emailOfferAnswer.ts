import type { Currency } from '@/schemas/enums/currencies';
import type { Plan } from '@/schemas/funnelSchema';

/**
 * The answer of GET /api/v1/email-offers/:page: what a page linked from email sells, as the stored funnel it sells
 * through prices it now (docs/decisions/0039), in every currency the page sells in (the funnel's first first). The
 * page picks the visitor's among them, as funnel pages do (docs/decisions/0020), shows the price in it and orders in
 * it; the gateway prices the order again itself.
 */
export type EmailOfferAnswer = {
  /** The currencies the page sells in, never empty: the funnel's in which the sale has every price it needs. */
  currencies: Currency[];
  offer:
    | {
        kind: 'report';
        /** The catalogue price in each of the currencies, in minor units. */
        price: Partial<Record<Currency, number>>;
      }
    | {
        kind: 'trial';
        /** The trial plan as the funnel sells it: what is due today, and each renewal after the trial. */
        plan: Plan;
      };
};
