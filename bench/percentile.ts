/**
 * The p-th percentile of samples by the nearest-rank method: the smallest sample at or above p percent of them
 * (p95 of 20 samples is the 19th smallest). NaN when there is none.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? Number.NaN;
}
