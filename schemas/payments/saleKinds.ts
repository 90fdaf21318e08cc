/**
 * What an order sells, as the marketer's report counts money: a plan's first charge (a trial's price when the plan
 * has one), the first renewal of a plan with a trial (the trial converting), every later renewal, an upsell paid
 * with the card form, an upsell charged again in one click to the card of an earlier order, and a report bought on
 * a page linked from email (by card or in one click). Decided once, when the order is made.
 */
export const SALE_KINDS = [
  'plan',
  'trial_conversion',
  'renewal',
  'upsell',
  'one_click_upsell',
  'email_purchase',
] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** The renewals of a subscription: orders the provider makes itself, not the visitor. */
export const RENEWAL_SALES = ['trial_conversion', 'renewal'] as const satisfies readonly SaleKind[];
