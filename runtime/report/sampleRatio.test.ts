import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, SAMPLE_RATIO_ALPHA, sampleRatioCheck } from './sampleRatio';

describe('the sample ratio check', () => {
  it.each([
    ['a 45/55 split of a 50/50 experiment at 10,000 visits', [4500, 5500], [50, 50], true],
    ['a true 50/50 split, a little off as chance makes it', [5050, 4950], [50, 50], false],
    ['an exact 50/50 split', [5000, 5000], [50, 50], false],
    ['a 25/75 split as weighted 1 to 3', [2480, 7520], [1, 3], false],
    ['a 50/50 split of an experiment weighted 1 to 3', [5000, 5000], [1, 3], true],
    ['three variants, one starved', [3400, 3400, 3000], [1, 1, 1], true],
    ['too few visitors to tell', [7, 3], [1, 1], false],
  ])('%s: mismatch %s', (_, exposed, weights, mismatch) => {
    const check = sampleRatioCheck(exposed.map((n, i) => ({ exposed: n, weight: weights[i] ?? 0 })));
    expect(check.mismatch).toBe(mismatch);
  });

  it('leaves variants of weight 0 out (they take no new visitor), and says nothing of no visitors', () => {
    expect(
      sampleRatioCheck([
        { exposed: 5000, weight: 1 },
        { exposed: 5000, weight: 1 },
        { exposed: 900, weight: 0 },
      ]).mismatch,
    ).toBe(false);
    expect(
      sampleRatioCheck([
        { exposed: 0, weight: 1 },
        { exposed: 0, weight: 1 },
      ]),
    ).toEqual({
      chiSquare: 0,
      pValue: 1,
      mismatch: false,
    });
  });

  it.each([
    // Textbook values of the chi-square distribution.
    [3.841, 1, 0.05],
    [6.635, 1, 0.01],
    [10.828, 1, 0.001],
    [5.991, 2, 0.05],
    [18.307, 10, 0.05],
    [0.455, 1, 0.5],
  ])('gives the chance of a chi-square of %s at %s degrees as %s', (x, degrees, p) => {
    expect(chiSquareSurvival(x, degrees)).toBeCloseTo(p, 3);
  });

  it('flags a true 50/50 split seldom, at most its alpha in a seeded run of 2,000 experiments', () => {
    let state = 7;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    let flagged = 0;
    for (let e = 0; e < 2000; e++) {
      let a = 0;
      for (let v = 0; v < 2000; v++) if (random() < 0.5) a += 1;
      if (
        sampleRatioCheck([
          { exposed: a, weight: 1 },
          { exposed: 2000 - a, weight: 1 },
        ]).mismatch
      )
        flagged += 1;
    }
    expect(flagged / 2000).toBeLessThanOrEqual(SAMPLE_RATIO_ALPHA * 3);
  });
});
