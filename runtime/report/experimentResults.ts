import type { ExperimentVerdict } from './experimentVerdict';

/** The normal quantile of a two-sided 95% interval. */
const Z_95 = 1.959964;

/** A share with its 95% interval (0 to 1 each). */
export type RateWithInterval = { rate: number; low: number; high: number };

/**
 * Wilson's score interval for `successes` of `trials` at 95%: unlike the normal approximation, it stays inside [0, 1]
 * and is honest for small counts and rates near 0, which a funnel's paid conversion is.
 */
export function wilsonInterval(successes: number, trials: number): RateWithInterval {
  if (trials === 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z_95 * Z_95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (Z_95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The difference of two rates (`b` less `a`) with its 95% interval, by Newcombe's hybrid score method (his method
 * 10), built from each rate's Wilson interval: the interval for independent samples that stays honest for small counts.
 */
export function differenceInterval(a: RateWithInterval, b: RateWithInterval): RateWithInterval {
  const rate = b.rate - a.rate;
  return {
    rate,
    low: rate - Math.sqrt((b.rate - b.low) ** 2 + (a.high - a.rate) ** 2),
    high: rate + Math.sqrt((b.high - b.rate) ** 2 + (a.rate - a.low) ** 2),
  };
}

/** An average with its 95% interval (minor units of a currency, per visitor). */
export type MeanWithInterval = { mean: number; low: number; high: number };

/**
 * The mean of `n` values (zeros included) whose sum and sum of squares are given, with its 95% interval by the normal
 * approximation over the sample's standard deviation: revenue per visitor, where most visitors bring 0 and a few a
 * price. Fewer than two values give no spread: the interval is the mean alone.
 */
export function meanInterval(sum: number, sumOfSquares: number, n: number): MeanWithInterval {
  if (n === 0) return { mean: 0, low: 0, high: 0 };
  const mean = sum / n;
  if (n < 2) return { mean, low: mean, high: mean };
  const variance = Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1));
  const half = Z_95 * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}

/** What one variant's results are computed from (readExperimentResults reads it from the database). */
export type VariantCounts = {
  variantId: string;
  /** Visitors first shown this variant (the gateway's exposures). */
  exposed: number;
  /** People (emails) who gave their email in this variant. */
  emails: number;
  /** Customers with a paid subscription order in this variant. */
  paid: number;
  /**
   * The net money of this variant's exposed visitors' orders (plans, upsells, renewals, less refunds and chargebacks),
   * in minor units per currency: the sum over visitors, and the sum of each visitor's net squared (for the interval).
   */
  revenue: Readonly<Record<string, { sum: number; sumOfSquares: number }>>;
};

export type VariantResults = Omit<VariantCounts, 'revenue'> & {
  /** Net revenue, minor units per currency. */
  revenue: Readonly<Record<string, number>>;
  /**
   * Net revenue per exposed visitor, per currency, with its 95% interval: a variant that converts less may earn more.
   */
  revenuePerVisitor: Readonly<Record<string, MeanWithInterval>>;
  emailRate: RateWithInterval;
  paidRate: RateWithInterval;
  /** Against the first variant (the control): none for the control itself. */
  paidDifference?: RateWithInterval;
  emailDifference?: RateWithInterval;
};

export type ExperimentResults = {
  experimentId: string;
  variants: VariantResults[];
  /** Which variant won, on what, held by which guardrail, with intervals valid at every look (experimentVerdict). */
  verdict?: ExperimentVerdict;
};

/**
 * An experiment's results per variant, in the document's order: email capture and paid conversion over the visitors
 * exposed, each with its 95% interval, each variant's difference from the first, with its interval, and its net
 * revenue and revenue per exposed visitor with its interval. A difference whose interval holds 0 is not one the data
 * can tell from chance. The counts are of the exposed visitors (readExperimentResults): none passes their number.
 */
export function experimentResults(experimentId: string, counts: readonly VariantCounts[]): ExperimentResults {
  const variants = counts.map(
    (c): VariantResults => ({
      ...c,
      revenue: Object.fromEntries(Object.entries(c.revenue).map(([currency, r]) => [currency, r.sum])),
      revenuePerVisitor: Object.fromEntries(
        Object.entries(c.revenue).map(([currency, r]) => [currency, meanInterval(r.sum, r.sumOfSquares, c.exposed)]),
      ),
      emailRate: wilsonInterval(c.emails, c.exposed),
      paidRate: wilsonInterval(c.paid, c.exposed),
    }),
  );
  const [control] = variants;
  return {
    experimentId,
    variants: variants.map((v, i) =>
      i === 0 || control === undefined
        ? v
        : {
            ...v,
            paidDifference: differenceInterval(control.paidRate, v.paidRate),
            emailDifference: differenceInterval(control.emailRate, v.emailRate),
          },
    ),
  };
}
