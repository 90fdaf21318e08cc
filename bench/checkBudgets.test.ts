import { describe, expect, it } from 'vitest';
import type { PageWeight } from './benchResults';
import type { Budgets } from './budgets';
import { checkBudgets } from './checkBudgets';

const budgets: Budgets = {
  bareNext: { interactiveJsGzipBytes: 100_000, measuredOn: '2026-11-25' },
  interactiveJsOverBareNextBytes: 10_240,
  wholeFirstStepBelowBytes: 153_600,
  pages: ['palmistry'],
};
const weight = (interactiveJsGzipBytes: number, wholeGzipBytes: number): PageWeight => ({
  page: '/palmistry',
  kind: 'ours',
  interactiveJsGzipBytes,
  cssGzipBytes: 0,
  htmlGzipBytes: 0,
  wholeGzipBytes,
  files: 1,
});

describe('checkBudgets', () => {
  it.each([
    ['at the JS allowance, under the ceiling', 110_240, 153_599, false],
    ['a byte over the JS allowance', 110_241, 120_000, true],
    ['at the whole ceiling (it must be under)', 100_000, 153_600, true],
    ['well within both', 90_000, 100_000, false],
  ])('%s: over is %s', (_, js, whole, over) => {
    const [check] = checkBudgets([weight(js, whole)], budgets);
    expect(check?.over).toBe(over);
    expect(check?.line.includes('OVER BUDGET')).toBe(over);
  });
});
