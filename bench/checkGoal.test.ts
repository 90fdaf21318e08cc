import { describe, expect, it } from 'vitest';
import { checkGoal } from './checkGoal';

describe('checkGoal', () => {
  it.each([
    [1300, '<=', 1300, true],
    [1301, '<=', 1300, false],
    [0.0199, '<', 0.02, true],
    [0.02, '<', 0.02, false],
    [90, '>=', 90, true],
    [89, '>=', 90, false],
    [Number.NaN, '<=', 10, false],
    [1, '<=', Number.NaN, false],
  ] as const)('%d %s %d is %s', (value, comparison, limit, met) => {
    expect(checkGoal(value, comparison, limit)).toBe(met);
  });
});
