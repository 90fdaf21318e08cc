import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './parseBenchArgs';

describe('parseBenchArgs', () => {
  it('runs every measurement after a build when named none', () => {
    expect(parseBenchArgs([])).toEqual({
      checkBudgets: false,
      checkTiming: false,
      parts: [
        'validation',
        'weights',
        'lighthouse',
        'observed',
        'stepChange',
        'server',
        'propagation',
        'load',
        'places',
        'reading',
        'report',
      ],
      build: true,
      everyFunnel: false,
      storeBareNext: false,
    });
  });

  it.each([
    [['lighthouse'], ['lighthouse'], false],
    [['observed', 'lighthouse'], ['lighthouse', 'observed'], false],
    [['step-change', '--build'], ['stepChange'], true],
    [['propagation', 'weights'], ['weights', 'propagation'], false],
    [['load'], ['load'], false],
    [['places'], ['places'], false],
  ])('%j runs %j, building: %s', (argv, parts, build) => {
    expect(parseBenchArgs(argv)).toMatchObject({ parts, build });
  });

  it('checks the budgets only, without building, for npm test', () => {
    expect(parseBenchArgs(['--check-budgets'])).toMatchObject({ checkBudgets: true, build: false });
  });

  it('checks the first step timing only, without building, for npm test', () => {
    expect(parseBenchArgs(['--check-timing'])).toMatchObject({ checkTiming: true, checkBudgets: false, build: false });
  });

  it.each([['lighthose'], ['--fast']])('refuses %s, naming what it takes', (arg) => {
    expect(() => parseBenchArgs([arg])).toThrow(/measurements are validation, weights, lighthouse/);
  });
});
