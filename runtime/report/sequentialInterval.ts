/**
 * How often an experiment's always-valid intervals may ever miss the truth, however often they are looked at: 5%, the
 * fixed intervals' own rate, kept under daily looks.
 */
export const SEQUENTIAL_ALPHA = 0.05;
/**
 * Visitors per variant at which the intervals are tightest: the mixture's spread is set so (docs/decisions/0043). A
 * funnel's experiment runs hundreds to tens of thousands of visitors per variant; earlier they are wider, later a
 * little wider than they could be, valid throughout.
 */
export const SEQUENTIAL_TIGHTEST_AT = 1000;

/** A difference (a variant less the control) with its always-valid interval. */
export type SequentialDifference = { difference: number; low: number; high: number };

/**
 * The normal-mixture confidence sequence of an estimate with variance `variance` (Robbins' mixture, as in Johari et
 * al., "Always Valid Inference", 2017, and Howard et al., "Time-uniform, nonparametric, nonasymptotic confidence
 * sequences", 2021): the interval holds the truth at every look at once with probability 1 − α, so a team that looks
 * every day, and stops on the first interval clear of 0, is wrong no more than α of the time. `mixture` is the spread
 * of the effects it is tuned to (a variance in the estimate's units).
 */
export function confidenceSequence(
  estimate: number,
  variance: number,
  mixture: number,
  alpha = SEQUENTIAL_ALPHA,
): SequentialDifference {
  if (!(variance > 0) || !(mixture > 0)) return { difference: estimate, low: -Infinity, high: Infinity };
  const radius = Math.sqrt(
    ((variance * (variance + mixture)) / mixture) *
      (2 * Math.log(1 / alpha) + Math.log((variance + mixture) / variance)),
  );
  return { difference: estimate, low: estimate - radius, high: estimate + radius };
}

/**
 * The difference of two rates (`b` less `a`, each successes of trials) with its always-valid interval. Each rate's
 * variance is taken at its rate moved one success toward a half (Agresti and Caffo's adjustment), so 0 of 1,000 is not
 * read as certain; the mixture is tuned to the pooled rate's spread at SEQUENTIAL_TIGHTEST_AT visitors a variant.
 */
export function rateDifferenceSequence(
  a: { successes: number; trials: number },
  b: { successes: number; trials: number },
): SequentialDifference {
  if (a.trials === 0 || b.trials === 0) return { difference: 0, low: -Infinity, high: Infinity };
  const adjusted = (x: { successes: number; trials: number }) => (x.successes + 1) / (x.trials + 2);
  const spread = (p: number) => p * (1 - p);
  const variance = spread(adjusted(a)) / a.trials + spread(adjusted(b)) / b.trials;
  const pooled = (a.successes + b.successes + 1) / (a.trials + b.trials + 2);
  return confidenceSequence(
    b.successes / b.trials - a.successes / a.trials,
    variance,
    (2 * spread(pooled)) / SEQUENTIAL_TIGHTEST_AT,
  );
}

/** A sample summed: how many values, their sum and the sum of their squares. */
export type SampleSums = { n: number; sum: number; sumOfSquares: number };

/**
 * The difference of two means (`b` less `a`: revenue per visitor, a first step's paint time) with its always-valid
 * interval, over each sample's own variance; the mixture is tuned to the pooled variance at SEQUENTIAL_TIGHTEST_AT
 * values a variant. Fewer than two values on a side give no interval.
 */
export function meanDifferenceSequence(a: SampleSums, b: SampleSums): SequentialDifference {
  if (a.n < 2 || b.n < 2) return { difference: 0, low: -Infinity, high: Infinity };
  const mean = (x: SampleSums) => x.sum / x.n;
  const variance = (x: SampleSums) => Math.max(0, (x.sumOfSquares - x.n * mean(x) ** 2) / (x.n - 1));
  const pooledVariance = (variance(a) * (a.n - 1) + variance(b) * (b.n - 1)) / Math.max(1, a.n + b.n - 2);
  return confidenceSequence(
    mean(b) - mean(a),
    variance(a) / a.n + variance(b) / b.n,
    (2 * pooledVariance) / SEQUENTIAL_TIGHTEST_AT,
  );
}
