import { describe, expect, it } from 'vitest';
import { newScrollDepths, type ScrollDepth } from './newScrollDepths';

describe('newScrollDepths', () => {
  it.each<[ScrollDepth[], number, ScrollDepth[]]>([
    [[], 0, []],
    [[], 4.9, []],
    [[], 5, [5]],
    [[], 19, [5, 10]],
    [[5, 10], 45, [20, 40]],
    [[5, 10, 20, 40], 45, []],
    [[], 100, [5, 10, 20, 40, 60, 80, 100]],
    [[5, 10, 20, 40, 60, 80], 120, [100]],
    [[5, 10, 20, 40, 60, 80, 100], 100, []],
  ])('reported %j, seen %s %%: reports %j', (reported, percent, expected) => {
    expect(newScrollDepths(new Set(reported), percent)).toEqual(expected);
  });
});
