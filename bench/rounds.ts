import { median } from './median';

/**
 * How far one figure's rounds may scatter for it to be written as it is: its interquartile range at most this share
 * of its median. Two runs of the harness then agree within about this much (issue 29: within 20%).
 */
export const NOISE_TOLERANCE = 0.2;

/** The quartile of sorted samples, interpolated between ranks. */
function quartile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = sorted[Math.floor(at)] ?? Number.NaN;
  const high = sorted[Math.ceil(at)] ?? Number.NaN;
  return low + (high - low) * (at - Math.floor(at));
}

/**
 * Whether a figure's rounds scatter too much: an interquartile range over NOISE_TOLERANCE of their median and over
 * `floor` (the scatter a measurement has at best: a few milliseconds of a timer, say).
 */
export function isNoisy(samples: readonly number[], floor: number): boolean {
  if (samples.length < 2) return false;
  const sorted = [...samples].sort((a, b) => a - b);
  const spread = quartile(sorted, 0.75) - quartile(sorted, 0.25);
  return spread > Math.max(NOISE_TOLERANCE * median(sorted), floor);
}

export type RoundsOptions = { min: number; max: number };

/**
 * Measures `min` rounds, then one more while any figure is noisy (isNoisy, with its floor), up to `max`. Answers the
 * rounds and the figures still noisy after them, which the results name.
 */
export async function measureRounds<T>(
  round: () => Promise<T>,
  figures: (rounds: readonly T[]) => Record<string, { samples: number[]; floor: number }>,
  { min, max }: RoundsOptions,
): Promise<{ rounds: T[]; noisy: string[] }> {
  const rounds: T[] = [];
  const noisyNow = () =>
    Object.entries(figures(rounds))
      .filter(([, f]) => isNoisy(f.samples, f.floor))
      .map(([name]) => name);
  while (rounds.length < min || (rounds.length < max && noisyNow().length > 0)) rounds.push(await round());
  return { rounds, noisy: noisyNow() };
}
