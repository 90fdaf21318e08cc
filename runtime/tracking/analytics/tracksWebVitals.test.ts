import { describe, expect, it } from 'vitest';
import { tracksWebVitals } from './tracksWebVitals';

describe('tracksWebVitals', () => {
  it.each([
    ['prelanding', true],
    ['gender', true],
    ['questions/gender', false],
    ['prelanding/more', false],
    ['trialPayment', false],
    [undefined, false],
  ])('a landing step at %j: %s', (path, expected) => {
    expect(tracksWebVitals(path)).toBe(expected);
  });
});
