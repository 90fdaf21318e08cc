import { describe, expect, it } from 'vitest';
import { pickVariant } from './pickVariant';
import { BUCKETS, variantBucket } from './variantBucket';

/** Visitor ids shaped as the app makes them (UUIDs), from a seeded generator: every run sees the same 100,000. */
function visitorIds(count: number, seed = 20261125): string[] {
  let state = seed;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  };
  return Array.from({ length: count }, () => {
    const hex = next() + next() + next() + next();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  });
}

type Cell = { observed: number; share: number };

/** Pearson's chi-square of observed counts against the shares of their total each was expected to get. */
function chiSquare(cells: readonly Cell[]): number {
  const total = cells.reduce((sum, c) => sum + c.observed, 0);
  return cells.reduce((sum, c) => sum + (c.observed - total * c.share) ** 2 / (total * c.share), 0);
}

/** The chi-square a fair assignment exceeds once in a thousand runs, by degrees of freedom (cells less one). */
const CRITICAL_AT_0_001: Readonly<Record<number, number>> = { 1: 10.828, 2: 13.816, 3: 16.266, 9: 27.877 };
const fair = (cells: readonly Cell[]) => chiSquare(cells) < (CRITICAL_AT_0_001[cells.length - 1] ?? Number.NaN);

/** How many of `values` are each of `keys`, in their order. */
const tally = <T>(keys: readonly T[], values: readonly T[]) =>
  keys.map((key) => values.filter((v) => v === key).length);

const IDS = visitorIds(100_000);

describe('where a visitor falls in an experiment', () => {
  it('is the same on every run and every instance: these visitors keep these buckets in every release', () => {
    // Pinned: a change to the hashing would move visitors between variants of experiments under way.
    expect(
      ['8b0c5e1c-2f4a-4d6b-9e3f-0a1b2c3d4e5f', 'visitor-1', ''].map((id) => variantBucket('paywall-2026-11', id)),
    ).toEqual([0.2484, 0.5757, 0.2854]);
  });

  it('spreads 100,000 visitors evenly over ten equal slices of [0, 1)', () => {
    const buckets = IDS.map((id) => variantBucket('paywall-2026-11', id));
    expect(buckets.filter((b) => !(b >= 0 && b < 1 && Math.round(b * BUCKETS) / BUCKETS === b))).toEqual([]);
    const slices = Array.from({ length: 10 }, (_, i) => i);
    const counts = tally(
      slices,
      buckets.map((b) => Math.floor(b * 10)),
    );
    expect(fair(counts.map((observed) => ({ observed, share: 0.1 })))).toBe(true);
  });

  it('is independent between experiments: a visitor in the first half of one is in either half of another', () => {
    const halves = IDS.map((id) => `${variantBucket('paywall', id) < 0.5} ${variantBucket('quiz-order', id) < 0.5}`);
    const counts = tally(['true true', 'true false', 'false true', 'false false'], halves);
    expect(fair(counts.map((observed) => ({ observed, share: 0.25 })))).toBe(true);
  });

  it.each([[[50, 50]], [[70, 20, 10]], [[1, 1, 98]]])('honours the weights %j over 100,000 visitors', (weights) => {
    const variants = weights.map((weight, i) => ({ id: `v${i}`, weight }));
    const total = weights.reduce((a, b) => a + b, 0);
    const picked = IDS.map((id) => pickVariant(variants, variantBucket('prices', id)));
    const counts = tally(
      variants.map((v) => v.id),
      picked,
    );
    expect(fair(counts.map((observed, i) => ({ observed, share: (weights[i] ?? 0) / total })))).toBe(true);
  });
});
