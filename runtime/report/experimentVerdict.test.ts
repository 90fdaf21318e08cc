import { describe, expect, it } from 'vitest';
import { experimentVerdict, type VerdictCounts } from './experimentVerdict';
import type { SampleSums } from './sequentialInterval';

/** A sample of `n` values of mean `mean` and standard deviation `sd`, as sums. */
const sample = (n: number, mean: number, sd: number): SampleSums => ({
  n,
  sum: n * mean,
  sumOfSquares: (n - 1) * sd * sd + n * mean * mean,
});

/** A variant of 10,000 visitors, 5% paying, a few refunds, most payments approved, a 1.5 s first paint; `more` changes it. */
const variant = (variantId: string, more: Partial<VerdictCounts> = {}): VerdictCounts => ({
  variantId,
  weight: 1,
  exposed: 10_000,
  paid: 500,
  refunded: 25,
  approved: 500,
  refused: 60,
  revenue: sample(10_000, 150, 700),
  firstPaint: sample(3000, 1500, 400),
  ...more,
});
const CHANGES = { b: 'its products: the plan trial-week at 1.99 EUR instead of full-price' };

describe('the experiment’s verdict', () => {
  it.each([
    [
      'a variant that sells more wins on paid conversion',
      [variant('a'), variant('b', { paid: 700, approved: 700 })],
      'winner',
      'b',
      [],
    ],
    [
      'the control wins when the variant sells less',
      [variant('a'), variant('b', { paid: 350, approved: 350 })],
      'winner',
      'a',
      [],
    ],
    [
      'nothing is called while the intervals hold 0',
      [variant('a'), variant('b', { paid: 520, approved: 520 })],
      'undecided',
      undefined,
      [],
    ],
    [
      'a winner that raises the refund rate is held',
      [variant('a'), variant('b', { paid: 700, approved: 700, refunded: 140 })],
      'held',
      'b',
      ['it raises the refund rate'],
    ],
    [
      'a winner whose payments are declined more is held',
      [variant('a'), variant('b', { paid: 700, approved: 700, refused: 400 })],
      'held',
      'b',
      ['it lowers the payment approval rate'],
    ],
    [
      'a winner whose first step paints later is held',
      [variant('a'), variant('b', { paid: 700, approved: 700, firstPaint: sample(3000, 1800, 400) })],
      'held',
      'b',
      ['its first step paints later'],
    ],
    [
      'every result of a split off its weights is held',
      [variant('a', { exposed: 9000 }), variant('b', { exposed: 11_000, paid: 900, approved: 900 })],
      'split broken',
      undefined,
      [expect.stringContaining('not split as the weights say')],
    ],
  ])('%s', (_, counts, state, winner, reasons) => {
    const { outcome } = experimentVerdict(counts, undefined, CHANGES);
    expect(outcome.state).toBe(state);
    expect('variantId' in outcome ? outcome.variantId : undefined).toBe(winner);
    expect('reasons' in outcome ? outcome.reasons : []).toEqual(reasons);
  });

  it('says what publishing the winner would change, and calls the winner on money when money was taken', () => {
    const verdict = experimentVerdict(
      [variant('a'), variant('b', { revenue: sample(10_000, 190, 700) })],
      'EUR',
      CHANGES,
    );
    expect(verdict).toMatchObject({
      metric: 'revenue per visitor',
      currency: 'EUR',
      outcome: { state: 'winner', variantId: 'b', metric: 'revenue per visitor', publishing: CHANGES.b },
    });
    expect(verdict.comparisons[0]?.metric.difference).toBeCloseTo(40, 6);
  });

  it('picks the best of several variants that beat the control', () => {
    const { outcome } = experimentVerdict(
      [variant('a'), variant('b', { paid: 700, approved: 700 }), variant('c', { paid: 800, approved: 800 })],
      undefined,
      {},
    );
    expect(outcome).toMatchObject({ state: 'winner', variantId: 'c', publishing: 'nothing' });
  });

  it('weighs a variant of weight 3 against one of weight 1 as the weights say', () => {
    const { outcome } = experimentVerdict(
      [
        variant('a', { exposed: 5000, paid: 250, approved: 250, refunded: 12 }),
        variant('b', { weight: 3, exposed: 15_000, paid: 1050, approved: 1050 }),
      ],
      undefined,
      {},
    );
    expect(outcome.state).toBe('winner');
  });
});
