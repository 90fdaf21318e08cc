import { describe, expect, it } from 'vitest';
import type { Experiment } from '@/schemas/funnelSchema';
import { assignVariant } from './assignVariant';

const experiment = (weights: number[], status: Experiment['status'] = 'running'): Experiment => ({
  id: 'paywall',
  status,
  variants: weights.map((weight, i) => ({ id: `v${i}`, weight })),
  ...(status === 'stopped' && { winner: 'v1' }),
});
const IDS = Array.from({ length: 10_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('the variant a visitor is in', () => {
  it('moves no one already given a variant when the weights change, nor when a variant stops taking anyone', () => {
    const before = experiment([50, 50]);
    const given = IDS.map((id) => assignVariant(before, id, undefined));
    for (const after of [experiment([10, 90]), experiment([100, 0]), experiment([0, 1, 1])])
      expect(IDS.map((id, i) => assignVariant(after, id, given[i]))).toEqual(given);
  });

  it('gives newcomers the new weights', () => {
    const picked = IDS.map((id) => assignVariant(experiment([100, 0]), id, undefined));
    expect(new Set(picked)).toEqual(new Set(['v0']));
  });

  it.each([
    ['a variant the experiment no longer has: given anew', experiment([0, 1]), 'v7', 'v1'],
    ['a stopped experiment assigns no one (its winner is every page)', experiment([1, 1], 'stopped'), 'v0', undefined],
    ['no weight anywhere: no one new enters', experiment([0, 0]), undefined, undefined],
    ['no weight anywhere: who is in stays', experiment([0, 0]), 'v0', 'v0'],
  ])('%s', (_label, tested, kept, expected) => {
    expect(assignVariant(tested, IDS[0] as string, kept)).toBe(expected);
  });
});
