import type { MeasurementRefusal } from '@/schemas/enums/measurementRefusals';
import type { SaleKind } from '@/schemas/payments/saleKinds';
import type { ReportRange } from './reportRange';
import type { ReportRates } from './reportRates';

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
  originsBegun:
    'By traffic source and campaign, visits begun in the range (each on the day it began), their money to this day',
  variants:
    'By experiment variant, visits begun in the range: each rate a share of the variant’s followed visits, with its 95% interval; they add up to the parts above',
  originsMoved:
    'By traffic source and campaign, what moved in the range whatever the consent (each lead on the day it was given, each payment on the day it was made)',
  returns:
    'Return on ad spend by traffic source and campaign: the spend imported for the range, the customers whose plan was first paid in it (whatever the consent), what each cost, and their money to this day (plan, upsells and renewals, less refunds and chargebacks)',
} as const;

/** How the report names the counted visits that gave consent too late to be followed (docs/decisions/0040). */
export const CONSENTED_LATER_WORDS =
  'Of these, visits whose visitor gave consent after the page was hidden (counted here, never followed)';

/** How the report names the subscriptions whose renewal was refused, and what it counts them by. */
export const FAILED_RENEWALS_WORDS =
  'Subscriptions whose renewal was refused (each once, on the day the provider reported it)';

/** The range as every form of the report heads it: its days, and the time zone they are days of. */
export const rangeText = (range: ReportRange) => `${range.from} to ${range.to}, days in ${range.timeZone}`;

/** The currency totals are in and the rates they were converted at, as every form of the report says it. */
export const ratesText = (rates: ReportRates) =>
  `Totals in ${rates.currency} at the rates of ${rates.asOf}${rates.illustrative ? ' (illustrative rates, no market’s)' : ''}; each sale also in its own currency`;

/** A share as a percentage with one decimal (`66.7%`). */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** What the report says it was told and did not count (docs/decisions/0040), each reason as its count's noun. */
export const NOT_COUNTED_WORDS = {
  lost_in_browser: 'moments of followed visits their page dropped after its last try',
  over_client_limit: "moments without consent refused over one address's limit",
  unknown_step: 'moments of steps the funnel does not have',
  after_visit_window: 'moments of followed visits sent after their visit ended',
  variant_mismatch: 'exposures naming a variant their visitor is not in',
  impossible_moment: 'moments their step cannot say (no page of the funnel sends them)',
  without_pass: 'requests refused without a valid pass from a page the app served',
  passes_over_client_limit: "pages refused a pass over one address's limit",
} as const satisfies Record<MeasurementRefusal, string>;

/** The heading of what was not counted. */
export const NOT_COUNTED_HEADING = 'Told and not counted in the range (no figure above holds these)';

/** What was not counted as a line: each reason with its count, or that nothing was left out. */
export const notCountedText = (notCounted: Record<MeasurementRefusal, number>) => {
  const said = (Object.entries(notCounted) as [MeasurementRefusal, number][]).filter(([, count]) => count > 0);
  return said.length === 0
    ? 'nothing'
    : said.map(([reason, count]) => `${count} ${NOT_COUNTED_WORDS[reason]}`).join('; ');
};

/** A share of visits with its 95% interval, as every form of the report writes it: `1 50.0% [9.5%, 90.5%]`. */
export const shareWithIntervalText = (share: { count: number; rate: number; low: number; high: number }) =>
  `${share.count} ${percent(share.rate)} [${percent(share.low)}, ${percent(share.high)}]`;

/** An experiment or variant as the report names it: none outside an experiment. */
export const variantText = (id: string) => id || '(none)';
