import { fnv1a32 } from './fnv1a32';

/** The buckets a visitor may fall in, per experiment: weights are honoured to a hundredth of a percent. */
export const BUCKETS = 10_000;

/**
 * Where a visitor falls in an experiment, in [0, 1): the same for the same visitor and experiment on every visit and
 * every instance, independent between experiments. FNV-1a hashed twice (GrowthBook's hashing, version 2), so ids that
 * differ in one character land far apart.
 */
export function variantBucket(experimentId: string, visitorId: string): number {
  return (fnv1a32(String(fnv1a32(`${experimentId}${visitorId}`))) % BUCKETS) / BUCKETS;
}
