import { describe, expect, it } from 'vitest';
import { isNoisy, measureRounds } from './rounds';

describe('isNoisy', () => {
  it.each([
    [[100, 101, 99], 5, false],
    [[100, 180, 60], 5, true],
    // Scattered by more than a fifth, but within what the measurement can tell apart.
    [[8, 12, 10], 10, false],
    [[100, 100, 100, 100, 400], 5, false],
    [[100, 150, 50, 100], 5, true],
    [[42], 0, false],
  ])('%j with a floor of %i: %s', (samples, floor, noisy) => {
    expect(isNoisy(samples, floor)).toBe(noisy);
  });
});

describe('measureRounds', () => {
  const series = (values: number[]) => {
    let i = 0;
    return async () => values[i++] ?? Number.NaN;
  };
  const tbt = (rounds: readonly number[]) => ({ tbt: { samples: [...rounds], floor: 5 } });

  it('stops at the minimum when the figures agree', async () => {
    expect(await measureRounds(series([100, 102, 98, 500]), tbt, { min: 3, max: 9 })).toEqual({
      rounds: [100, 102, 98],
      noisy: [],
    });
  });

  it('takes more rounds while a figure scatters, until it settles', async () => {
    const { rounds, noisy } = await measureRounds(series([100, 200, 100, 100, 100, 100, 100]), tbt, {
      min: 3,
      max: 9,
    });
    expect(rounds.length).toBeGreaterThan(3);
    expect(rounds.length).toBeLessThan(7);
    expect(noisy).toEqual([]);
  });

  it('names the figures still noisy at the maximum', async () => {
    const { rounds, noisy } = await measureRounds(series([50, 200, 50, 200, 50, 200]), tbt, { min: 3, max: 5 });
    expect(rounds).toHaveLength(5);
    expect(noisy).toEqual(['tbt']);
  });
});
