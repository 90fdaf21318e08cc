import { describe, expect, it } from 'vitest';
import { browserTimeSchema, LATEST_DATE_MS } from './browserTime';

describe('a time the browser sends', () => {
  it.each([
    ['the epoch', 0, true],
    ['today', Date.UTC(2026, 10, 27), true],
    ['the latest instant a Date holds', LATEST_DATE_MS, true],
    ['a millisecond past it', LATEST_DATE_MS + 1, false],
    ['the largest safe integer', Number.MAX_SAFE_INTEGER, false],
    ['before the epoch', -1, false],
    ['a fraction of a millisecond', 1.5, false],
  ])('%s: accepted %s', (_, at, accepted) => {
    const parsed = browserTimeSchema.safeParse(at);
    expect(parsed.success).toBe(accepted);
    // What is accepted is a time: it makes a Date that prints.
    if (parsed.success) expect(() => new Date(parsed.data).toISOString()).not.toThrow();
  });
});
