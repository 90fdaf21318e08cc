import type { Currency } from '../../../../schemas/enums/currencies';
import type { TrafficSource } from '../../../../schemas/enums/trafficSources';
import { perVisitWithIntervalText } from '../amountsText';
import { type Amounts, type MoneyRow, type Revenue, revenueOf } from '../funnelReport';
import { type Converted, inReportCurrency } from '../inReportCurrency';
import type { ReportRates } from '../reportRates';
import { type DaySevenCohort, type EarlyEstimate, earlyValue, type GrowthHistory } from './earlyValue';

/** An origin as spend and sales are grouped: a traffic source and campaign. */
type OriginKey = { source: TrafficSource; campaign: string };

/**
 * The days after a visit began at which its money is read (docs/decisions/0042): day 0 is its first 24 hours, day 7 its
 * first eight days, day 30 its first thirty-one; renewals, refunds and chargebacks included as they came.
 */
export const COHORT_DAYS = [0, 7, 30] as const;
export type CohortDay = (typeof COHORT_DAYS)[number];

/**
 * The followed visits of an origin begun in the range that are old enough to be read at a cohort day, their money by
 * then, and that money per visit (minor units of the report's currency).
 */
export type CohortValue = { day: CohortDay; visits: number; revenue: Converted; perVisit: number };

/** The day a young cohort is read at to estimate its later days (earlyValue): a week after the visits began. */
export const ESTIMATED_AT_DAY = 7;
/** The later days a young cohort's revenue per visit is estimated at, from its ESTIMATED_AT_DAY (earlyValue). */
export const ESTIMATE_DAYS = [30, 90] as const;
export type EstimateDay = (typeof ESTIMATE_DAYS)[number];

/** An estimate as the report writes it: `12.40 USD [9.10, 15.70]`, or `-` when there is none. */
export function estimateText(estimate: EarlyEstimate, currency: Currency): string {
  return estimate === null ? '-' : perVisitWithIntervalText({ ...estimate, mean: estimate.perVisit }, currency);
}

/**
 * What an origin's spend brought back (docs/decisions/0042): what was spent on it in the range, the customers it
 * brought (a plan's first charge in the range), what a customer cost, their money to this day (the plan, its upsells
 * and renewals, less refunds and chargebacks), the return on the spend, and revenue per followed visit at days 0, 7
 * and 30 of the visits begun in the range.
 */
export type OriginReturn = OriginKey & {
  /** Spent in the range, in each currency, and in all in the report's currency. */
  spend: { amounts: Amounts; total: Converted };
  customers: number;
  /** Cost per customer: the spend in all over the customers, in minor units of the report's currency; none without. */
  cac: number | null;
  /** The customers' money to this day. */
  revenue: Revenue;
  /** Return on ad spend: the customers' net in all over the spend in all; none without spend. */
  roas: number | null;
  /** Revenue per followed visit at each cohort day, of the visits old enough to be read then. */
  cohorts: CohortValue[];
  /**
   * The day-7 estimate of revenue per followed visit at days 30 and 90 (minor units of the report's currency), with its
   * interval, for the visits begun in the range and at least eight days old; none without history or visits.
   */
  estimates: { day: EstimateDay; visits: number; estimate: EarlyEstimate }[];
};

export type OriginReturnsInput = {
  spend: readonly (OriginKey & { currency: Currency; amount: number })[];
  customers: readonly (OriginKey & { count: number })[];
  money: readonly (OriginKey & MoneyRow)[];
  /** The followed visits begun in the range old enough for each cohort day, and their net money by then. */
  cohortVisits: readonly (OriginKey & { day: CohortDay; visits: number })[];
  cohortMoney: readonly (OriginKey & MoneyRow & { day: CohortDay })[];
  /** The funnel's history of growth from day 7 to each later day, and each origin's young visits' day 7. */
  histories: Record<EstimateDay, GrowthHistory>;
  youngCohorts: readonly (OriginKey & DaySevenCohort)[];
  rates: ReportRates;
};

const keyOf = (origin: OriginKey) => `${origin.source}\n${origin.campaign}`;

/**
 * Each origin with spend or customers in the range, with its cost per customer and return on ad spend, the origins
 * with the most spend first. A currency without a rate is named apart (never added), so a cost or a return is computed
 * only of what could be converted, and says so with the spend's `unconverted`.
 */
export function originReturns(input: OriginReturnsInput): OriginReturn[] {
  const origins = new Map<string, OriginKey>();
  for (const row of [...input.spend, ...input.customers, ...input.money, ...input.cohortVisits])
    origins.set(keyOf(row), { source: row.source, campaign: row.campaign });
  return [...origins.entries()]
    .map(([key, origin]) => {
      const amounts: Amounts = {};
      for (const row of input.spend.filter((r) => keyOf(r) === key))
        amounts[row.currency] = (amounts[row.currency] ?? 0) + row.amount;
      const total = inReportCurrency(amounts, input.rates);
      const customers = input.customers.filter((r) => keyOf(r) === key).reduce((sum, r) => sum + r.count, 0);
      const revenue = revenueOf(
        input.money.filter((r) => keyOf(r) === key),
        input.rates,
      );
      return {
        ...origin,
        spend: { amounts, total },
        customers,
        cac: customers === 0 || total.amount === 0 ? null : total.amount / customers,
        revenue,
        roas: total.amount === 0 ? null : revenue.total.amount / total.amount,
        cohorts: COHORT_DAYS.map((day): CohortValue => {
          const visits = input.cohortVisits
            .filter((r) => keyOf(r) === key && r.day === day)
            .reduce((sum, r) => sum + r.visits, 0);
          const money = revenueOf(
            input.cohortMoney.filter((r) => keyOf(r) === key && r.day === day),
            input.rates,
          ).total;
          return { day, visits, revenue: money, perVisit: visits === 0 ? 0 : money.amount / visits };
        }),
        estimates: ESTIMATE_DAYS.map((day) => {
          const young = input.youngCohorts.find((r) => keyOf(r) === key) ?? { n: 0, sum: 0, sumOfSquares: 0 };
          return { day, visits: young.n, estimate: earlyValue(input.histories[day], young) };
        }),
      };
    })
    .sort((a, b) => b.spend.total.amount - a.spend.total.amount || keyOf(a).localeCompare(keyOf(b)));
}
