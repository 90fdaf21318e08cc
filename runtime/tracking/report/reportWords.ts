import type { SaleKind } from '../../../schemas/payments/saleKinds';

/** How the report names each kind of sale. */
export const SALE_WORDS = {
  plan: 'plans (first charge)',
  trial_conversion: 'trials converted',
  renewal: 'renewals',
  upsell: 'upsells by card',
  one_click_upsell: 'upsells in one click',
  email_purchase: 'email-page purchases',
} as const satisfies Record<SaleKind, string>;

/** What each part of the report counts, said once for every way it is shown (text, page, CSV). */
export const PART_WORDS = {
  followed: 'Visits followed with consent: every rate is a share of these visits, begun in the range',
  counted: 'Counted without consent: counts of moments (not of visitors), no rates, no visitor told apart',
  everyone: 'Everyone, whatever the consent: leads, customers and money that moved in the range',
  origins: 'By traffic source and campaign',
} as const;

/** A share as a percentage with one decimal (`66.7%`). */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
