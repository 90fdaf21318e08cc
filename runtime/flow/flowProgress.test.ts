import { describe, expect, it } from 'vitest';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import type { Flow } from '@/schemas/flowSchema';
import type { Step } from '@/schemas/stepSchema';
import { flowProgress, longestRemaining } from './flowProgress';

const text = { en: 'x' };
const step = (id: string, next?: string, branchTo?: string): Step => ({
  id,
  path: `questions/${id}`,
  kind: 'singleChoice',
  content: {
    title: text,
    options: [
      { value: 'a', label: text },
      { value: 'b', label: text },
    ],
  },
  answer: { key: id },
  ...(next ? { next } : {}),
  ...(branchTo ? { branches: [{ when: { '==': [{ var: `answers.${id}` }, 'a'] }, to: branchTo }] } : {}),
});

/**
 * a → b → (branch) → c → d → e → end, or b → end directly (a short branch):
 *   a, b, c, d, e, end: longest remaining from a is 6 steps.
 */
const flow: Flow = {
  contract: CURRENT_CONTRACT,
  id: 'p',
  version: 1,
  locales: ['en'],
  firstStep: 'a',
  steps: [
    step('a', 'b'),
    step('b', 'c', 'end'),
    step('c', 'd'),
    step('d', 'e'),
    step('e', 'end'),
    { id: 'end', path: 'overview', kind: 'overview', content: { title: text, cta: text } },
  ],
};
const remaining = longestRemaining(flow);

describe('flow progress', () => {
  it('counts the longest way left from each step', () => {
    expect(Object.fromEntries(remaining)).toEqual({ a: 6, b: 5, c: 4, d: 3, e: 2, end: 1 });
  });

  it.each([
    [['a'], 0],
    [['a', 'b'], 1 / 5],
    [['a', 'b', 'c'], 2 / 5],
    [['a', 'b', 'c', 'd', 'e'], 4 / 5],
    [['a', 'b', 'c', 'd', 'e', 'end'], 1],
    // The short branch jumps ahead and still ends at exactly 1.
    [['a', 'b', 'end'], 1],
    [[], 0],
  ])('after %j is %f', (path, expected) => {
    expect(flowProgress(remaining, path)).toBeCloseTo(expected, 10);
  });

  it('never runs backwards, whichever branch is taken', () => {
    for (const path of [
      ['a', 'b', 'c', 'd', 'e', 'end'],
      ['a', 'b', 'end'],
    ]) {
      const values = path.map((_, i) => flowProgress(remaining, path.slice(0, i + 1)));
      expect(values).toEqual([...values].sort((x, y) => x - y));
    }
  });

  it('is not fooled by a naive step count: halfway in steps is not halfway in the way left', () => {
    // Three of six steps in the flow, but from c the longest way still has 4 steps.
    expect(flowProgress(remaining, ['a', 'b', 'c'])).not.toBeCloseTo(3 / 6, 5);
  });
});
