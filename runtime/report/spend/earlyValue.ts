/** The normal quantile of a two-sided 95% interval. */
const Z_95 = 1.959964;

/**
 * What the funnel's own history says of how money grows after day 7 (docs/decisions/0044): over the visits old enough
 * to be read at the later day, each visit's money by day 7 (`x`) and by the later day (`y`), summed: how many, the sums,
 * the sums of squares and of products.
 */
export type GrowthHistory = { n: number; x: number; y: number; xx: number; yy: number; xy: number };

/** A young cohort's money by day 7: how many visits, and the sum of each visit's money and of its square. */
export type DaySevenCohort = { n: number; sum: number; sumOfSquares: number };

/** An estimate of revenue per visit at a later day, with its 95% interval; none without history or visits. */
export type EarlyEstimate = { perVisit: number; low: number; high: number; growth: number } | null;

/**
 * A young cohort's revenue per visit at a later day (30 or 90), estimated at day 7 (docs/decisions/0044): its revenue
 * per visit by day 7, times the growth the funnel's older visits showed from day 7 to that day (the ratio of their sums,
 * a ratio estimator), so renewals, refunds and chargebacks to come are counted as they came before. Its interval joins
 * the cohort's own spread and the growth's (the delta method: Var ≈ g²·Var(m) + m²·Var(g)).
 */
export function earlyValue(history: GrowthHistory, cohort: DaySevenCohort): EarlyEstimate {
  if (history.n < 2 || history.x <= 0 || cohort.n < 2) return null;
  const growth = history.y / history.x;
  const meanX = history.x / history.n;
  const residual = Math.max(0, (history.yy - 2 * growth * history.xy + growth * growth * history.xx) / (history.n - 1));
  const growthVariance = residual / (history.n * meanX * meanX);
  const mean = cohort.sum / cohort.n;
  const meanVariance = Math.max(0, (cohort.sumOfSquares - cohort.n * mean * mean) / (cohort.n - 1)) / cohort.n;
  const perVisit = growth * mean;
  const half = Z_95 * Math.sqrt(growth * growth * meanVariance + mean * mean * growthVariance);
  return { perVisit, low: perVisit - half, high: perVisit + half, growth };
}
