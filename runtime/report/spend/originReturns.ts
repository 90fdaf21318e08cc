import { perVisitWithIntervalText } from '@/runtime/report/amountsText';
import { type Amounts, type MoneyRow, type Revenue, revenueOf } from '@/runtime/report/funnelReport';
import { type Converted, inReportCurrency } from '@/runtime/report/inReportCurrency';
import type { ReportRates } from '@/runtime/report/reportRates';
import type { Currency } from '@/schemas/enums/currencies';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
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

/** What a group of visits' spend brought back: an origin's, or one variant's of an origin. */
export type ReturnFigures = {
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

/**
 * An origin's return within one variant of the funnel's experiment (docs/decisions/0042): the origin's spend is shared
 * among its variants as its followed visits begun in the range were (the split is random, so spend buys each variant
 * the visits it got), the rest of its figures are the variant's own.
 */
export type VariantReturn = ReturnFigures & {
  experimentId: string;
  variantId: string;
  /** The variant's share of the origin's followed visits begun in the range: the share of the spend it is given. */
  share: number;
};

/**
 * What an origin's spend brought back (docs/decisions/0042): what was spent on it in the range, the customers it
 * brought (a plan's first charge in the range), what a customer cost, their money to this day (the plan, its upsells
 * and renewals, less refunds and chargebacks), the return on the spend, and revenue per followed visit at days 0, 7
 * and 30 of the visits begun in the range; and the same by ad where the spend and the visits name their ad, and by
 * variant while the funnel ran an experiment.
 */
export type OriginReturn = OriginKey &
  ReturnFigures & {
    /** The origin's figures for each ad that spent or whose visits came (`utm_ad_name`, adOf); none without ads. */
    ads: AdReturn[];
    /** The origin's figures in each variant, while its visits were in an experiment; none outside one. */
    variants: VariantReturn[];
  };

/** An ad's return within its origin: its own spend, and the customers, money and visits that came from it. */
export type AdReturn = ReturnFigures & { ad: string };

/** The variant a row of figures is of: '' and '' outside an experiment. */
type VariantKey = { experimentId: string; variantId: string };
/** A row of figures: of an origin, the ad its visits came from ('' for none) and their variant. */
type Row = OriginKey & VariantKey & { ad: string };
/**
 * What a group of figures is of: an origin, an ad of it, or a variant of it. Customers are counted for each apart (a
 * customer is one of the origin's however many ads or variants their orders came from).
 */
export type ReturnLevel = 'origin' | 'ad' | 'variant';

export type OriginReturnsInput = {
  spend: readonly (OriginKey & { ad: string; currency: Currency; amount: number })[];
  /** The customers of each origin, and of each of its ads and variants (`level`). */
  customers: readonly (Row & { level: ReturnLevel; count: number })[];
  money: readonly (Row & MoneyRow)[];
  /** The followed visits begun in the range, by origin and variant: what an origin's spend is shared by. */
  starts: readonly (Row & { visits: number })[];
  /** The followed visits begun in the range old enough for each cohort day, and their net money by then. */
  cohortVisits: readonly (Row & { day: CohortDay; visits: number })[];
  cohortMoney: readonly (Row & MoneyRow & { day: CohortDay })[];
  /** The funnel's history of growth from day 7 to each later day, and each origin's young visits' day 7. */
  histories: Record<EstimateDay, GrowthHistory>;
  youngCohorts: readonly (Row & DaySevenCohort)[];
  rates: ReportRates;
};

const keyOf = (origin: OriginKey) => `${origin.source}\n${origin.campaign}`;
const variantKeyOf = (row: VariantKey) => `${row.experimentId}\n${row.variantId}`;
/** Spend rows summed by currency. */
function spendOf(rows: readonly { currency: Currency; amount: number }[]): Amounts {
  const amounts: Amounts = {};
  for (const row of rows) amounts[row.currency] = (amounts[row.currency] ?? 0) + row.amount;
  return amounts;
}
const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** The figures of the rows of one group (an origin, or a variant of it), given the spend it is credited with. */
function figuresOf(
  input: OriginReturnsInput,
  level: ReturnLevel,
  inGroup: (row: Row) => boolean,
  amounts: Amounts,
): ReturnFigures {
  const total = inReportCurrency(amounts, input.rates);
  const customers = sum(
    input.customers.filter((r) => r.level === level && inGroup(r)),
    (r) => r.count,
  );
  const revenue = revenueOf(input.money.filter(inGroup), input.rates);
  const young = input.youngCohorts.filter(inGroup);
  const youngCohort: DaySevenCohort = {
    n: sum(young, (r) => r.n),
    sum: sum(young, (r) => r.sum),
    sumOfSquares: sum(young, (r) => r.sumOfSquares),
  };
  return {
    spend: { amounts, total },
    customers,
    cac: customers === 0 || total.amount === 0 ? null : total.amount / customers,
    revenue,
    roas: total.amount === 0 ? null : revenue.total.amount / total.amount,
    cohorts: COHORT_DAYS.map((day): CohortValue => {
      const visits = sum(
        input.cohortVisits.filter((r) => inGroup(r) && r.day === day),
        (r) => r.visits,
      );
      const money = revenueOf(
        input.cohortMoney.filter((r) => inGroup(r) && r.day === day),
        input.rates,
      ).total;
      return { day, visits, revenue: money, perVisit: visits === 0 ? 0 : money.amount / visits };
    }),
    estimates: ESTIMATE_DAYS.map((day) => ({
      day,
      visits: youngCohort.n,
      estimate: earlyValue(input.histories[day], youngCohort),
    })),
  };
}

/**
 * Each origin with spend or customers in the range, with its cost per customer and return on ad spend, the origins
 * with the most spend first, each with its figures by variant while its visits were in an experiment. A currency
 * without a rate is named apart (never added), so a cost or a return is computed only of what could be converted, and
 * says so with the spend's `unconverted`.
 */
export function originReturns(input: OriginReturnsInput): OriginReturn[] {
  const origins = new Map<string, OriginKey>();
  for (const row of [...input.spend, ...input.customers, ...input.money, ...input.cohortVisits])
    origins.set(keyOf(row), { source: row.source, campaign: row.campaign });
  return [...origins.entries()]
    .map(([key, origin]): OriginReturn => {
      const ofOrigin = (row: Row) => keyOf(row) === key;
      const spend = input.spend.filter((r) => keyOf(r) === key);
      const amounts = spendOf(spend);
      const ads = new Set<string>();
      for (const row of [...spend, ...[...input.starts, ...input.customers, ...input.money].filter(ofOrigin)])
        if (row.ad !== '') ads.add(row.ad);
      const variants = new Map<string, VariantKey>();
      for (const row of [...input.starts, ...input.customers, ...input.money].filter(ofOrigin))
        if (row.variantId !== '') variants.set(variantKeyOf(row), row);
      const starts = input.starts.filter(ofOrigin);
      const allStarts = sum(starts, (r) => r.visits);
      return {
        ...origin,
        ...figuresOf(input, 'origin', ofOrigin, amounts),
        ads: [...ads]
          .map(
            (ad): AdReturn => ({
              ad,
              ...figuresOf(
                input,
                'ad',
                (row) => ofOrigin(row) && row.ad === ad,
                spendOf(spend.filter((r) => r.ad === ad)),
              ),
            }),
          )
          .sort((a, b) => b.spend.total.amount - a.spend.total.amount || a.ad.localeCompare(b.ad)),
        variants: [...variants.entries()]
          .map(([variantKey, { experimentId, variantId }]): VariantReturn => {
            const inVariant = (row: Row) => ofOrigin(row) && variantKeyOf(row) === variantKey;
            const share = allStarts === 0 ? 0 : sum(starts.filter(inVariant), (r) => r.visits) / allStarts;
            const shared: Amounts = Object.fromEntries(
              Object.entries(amounts).map(([currency, amount]) => [currency, amount * share]),
            );
            return { experimentId, variantId, share, ...figuresOf(input, 'variant', inVariant, shared) };
          })
          .sort((a, b) => variantKeyOf(a).localeCompare(variantKeyOf(b))),
      };
    })
    .sort((a, b) => b.spend.total.amount - a.spend.total.amount || keyOf(a).localeCompare(keyOf(b)));
}
