import { describe, expect, it } from 'vitest';
import { type CircuitState, createCircuitBreaker } from './circuitBreaker';

/** A step: a call reported as failed or succeeded, an ask to call (its answer recorded), or time passing (ms). */
type Step = 'fail' | 'succeed' | 'allow' | number;

const THRESHOLD = 3;
const COOLDOWN = 1000;
const fails = (count: number): Step[] => Array(count).fill('fail');

describe('createCircuitBreaker', () => {
  it.each<[string, Step[], CircuitState, boolean[]]>([
    ['starts closed and lets calls through', ['allow', 'allow'], 'closed', [true, true]],
    ['stays closed below the threshold', [...fails(THRESHOLD - 1), 'allow'], 'closed', [true]],
    ['opens on the threshold-th failure in a row and fails fast', [...fails(THRESHOLD), 'allow'], 'open', [false]],
    ['counts only failures in a row', [...fails(THRESHOLD - 1), 'succeed', ...fails(THRESHOLD - 1)], 'closed', []],
    ['stays open until the cooldown is over', [...fails(THRESHOLD), COOLDOWN - 1, 'allow'], 'open', [false]],
    ['is half-open after the cooldown', [...fails(THRESHOLD), COOLDOWN], 'half-open', []],
    [
      'lets one trial through when half-open, no other until it is reported',
      [...fails(THRESHOLD), COOLDOWN, 'allow', 'allow', 'allow'],
      'half-open',
      [true, false, false],
    ],
    [
      'closes when the trial succeeds',
      [...fails(THRESHOLD), COOLDOWN, 'allow', 'succeed', 'allow'],
      'closed',
      [true, true],
    ],
    [
      'opens again, for a whole cooldown, when the trial fails',
      [...fails(THRESHOLD), COOLDOWN, 'allow', 'fail', COOLDOWN - 1, 'allow'],
      'open',
      [true, false],
    ],
    [
      'lets a new trial through a cooldown after a failed one',
      [...fails(THRESHOLD), COOLDOWN, 'allow', 'fail', COOLDOWN, 'allow'],
      'half-open',
      [true, true],
    ],
    [
      'needs the full threshold again after closing',
      [...fails(THRESHOLD), COOLDOWN, 'allow', 'succeed', ...fails(THRESHOLD - 1)],
      'closed',
      [true],
    ],
    ['restarts the cooldown when a late call fails while open', [...fails(THRESHOLD), 600, 'fail', 600], 'open', []],
  ])('%s', (_, steps, state, allowed) => {
    let clock = 0;
    const breaker = createCircuitBreaker({ threshold: THRESHOLD, cooldownMs: COOLDOWN, now: () => clock });
    const answers: boolean[] = [];
    for (const step of steps) {
      if (typeof step === 'number') clock += step;
      else if (step === 'fail') breaker.failed();
      else if (step === 'succeed') breaker.succeeded();
      else answers.push(breaker.allow());
    }
    expect(breaker.state()).toBe(state);
    expect(answers).toEqual(allowed);
  });
});
