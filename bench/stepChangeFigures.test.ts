import { describe, expect, it } from 'vitest';
import { stepChangeFigures } from './stepChangeFigures';

describe('stepChangeFigures', () => {
  const sample = (from: string, ms: number, requests = 0) => ({ from, to: `${from}-next`, ms, requests });

  it('figures every change, and the first taps apart', () => {
    const samples = [
      sample('prelanding', 90, 11),
      sample('gender', 20),
      sample('relationship', 10),
      sample('prelanding', 30),
      sample('gender', 12),
    ];
    expect(stepChangeFigures(samples, 'prelanding')).toEqual({
      all: { medianMs: 20, p95Ms: 90, requests: 11, changes: 5 },
      firstTap: { medianMs: 60, p95Ms: 90, requests: 11, changes: 2 },
    });
  });

  it('has no first tap figure when no walk left the first step by a tap', () => {
    const { firstTap } = stepChangeFigures([sample('gender', 20)], 'prelanding');
    expect(firstTap.changes).toBe(0);
    expect(firstTap.medianMs).toBeNaN();
  });
});
