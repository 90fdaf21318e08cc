import type { Currency } from '@/schemas/enums/currencies';
import type { Population } from '@/schemas/enums/measuredMoments';
import { type MeanWithInterval, meanInterval, type RateWithInterval, wilsonInterval } from './experimentResults';
import type { Amounts } from './funnelReport';
import { type Converted, inReportCurrency } from './inReportCurrency';
import type { ReportRates } from './reportRates';

/** The experiment and variant a visit began in, as the gateway filed it ('' and '' outside one). */
export type VariantKey = { experimentId: string; variantId: string };

/** What the variants' figures are computed from (funnelReport gathers it, of the visits begun in the range). */
export type VariantRows = {
  /** Visits begun in the range (their starts), by variant and population. */
  visits: readonly (VariantKey & { population: Population; count: number })[];
  /** Followed visits begun in the range that gave an email, by variant. */
  leads: readonly (VariantKey & { count: number })[];
  /** Followed visits begun in the range with a paid plan, by variant. */
  paid: readonly (VariantKey & { count: number })[];
  /** The followed visits' net money to this day, by variant and currency. */
  net: readonly (VariantKey & { currency: Currency; amount: number })[];
  /**
   * Each visit's net in the report's currency (its currencies with a rate), summed and squared by variant: the
   * spread of money per visit (readFunnelReport sums them in the database, a visit at a time).
   */
  spread: readonly (VariantKey & { sum: number; squares: number })[];
};

/** A share of the variant's followed visits with its 95% interval. */
export type ShareWithInterval = RateWithInterval & { count: number };

/**
 * One variant among the report's visits (docs/decisions/0040): its followed visits begun in the range, their email
 * capture and paid conversion with 95% intervals, their money to this day in the report's currency and per visit with
 * its 95% interval; its counted visits apart. The figures of every variant (and of the visits in none) add up to the
 * funnel's own.
 */
export type VariantFigures = VariantKey & {
  followed: {
    visits: number;
    emailCapture: ShareWithInterval;
    paid: ShareWithInterval;
    revenue: Converted;
    /** Net per followed visit in the report's currency (minor units; visits that paid nothing count as 0). */
    revenuePerVisit: MeanWithInterval;
  };
  counted: { visits: number };
};

const keyOf = (v: VariantKey) => `${v.experimentId}\u0000${v.variantId}`;
const sumFor = (rows: readonly (VariantKey & { count: number })[], key: string) =>
  rows.reduce((total, row) => (keyOf(row) === key ? total + row.count : total), 0);

/**
 * The report's visits by the experiment variant they began in, each figure a share of the variant's followed visits.
 * Each visit's money is put in the report's currency before it is summed and squared (so the interval is of what a
 * visit brought, not of each currency apart); a currency without a rate is named apart, left out, as in the totals.
 * Rows of one variant may come several (by origin): they are added.
 * Variants in the order of their experiment and name; the visits in no experiment last.
 */
export function variantFigures(rows: VariantRows, rates: ReportRates): VariantFigures[] {
  const keys = new Map<string, VariantKey>();
  for (const row of [...rows.visits, ...rows.leads, ...rows.paid, ...rows.net, ...rows.spread])
    keys.set(keyOf(row), { experimentId: row.experimentId, variantId: row.variantId });
  return [...keys.entries()]
    .sort(([, a], [, b]) =>
      a.experimentId === '' || b.experimentId === ''
        ? Number(a.experimentId === '') - Number(b.experimentId === '')
        : a.experimentId.localeCompare(b.experimentId) || a.variantId.localeCompare(b.variantId),
    )
    .map(([key, variant]) => {
      const visits = rows.visits
        .filter((v) => keyOf(v) === key && v.population === 'followed')
        .reduce((total, v) => total + v.count, 0);
      const net: Amounts = {};
      for (const row of rows.net) if (keyOf(row) === key) net[row.currency] = (net[row.currency] ?? 0) + row.amount;
      const spread = rows.spread.filter((row) => keyOf(row) === key);
      const sum = spread.reduce((total, row) => total + row.sum, 0);
      const squares = spread.reduce((total, row) => total + row.squares, 0);
      const share = (count: number) => ({ count, ...wilsonInterval(count, visits) });
      return {
        ...variant,
        followed: {
          visits,
          emailCapture: share(sumFor(rows.leads, key)),
          paid: share(sumFor(rows.paid, key)),
          // Converted as the funnel's total is, from the sums by currency: the variants add up to it.
          revenue: inReportCurrency(net, rates),
          revenuePerVisit: meanInterval(sum, squares, visits),
        },
        counted: {
          visits: rows.visits
            .filter((v) => keyOf(v) === key && v.population === 'counted')
            .reduce((total, v) => total + v.count, 0),
        },
      };
    });
}
