import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * A test fails on any `console.error` it did not expect (React's warnings, a failed render, a forgotten act()):
 * an error printed and ignored is a defect hidden. A test that expects one says so with `expectConsoleError`,
 * which also fails when the expected error never comes.
 */
let expected: RegExp[] = [];
let unexpected: string[] = [];

/** The test expects a `console.error` matching the pattern (each expected error must come, once or more). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

beforeEach(() => {
  expected = [];
  unexpected = [];
  const seen = new Set<RegExp>();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    const match = expected.find((pattern) => pattern.test(text));
    if (match) seen.add(match);
    else unexpected.push(text);
  });
  return () => {
    const missing = expected.filter((pattern) => !seen.has(pattern));
    expect(missing, 'expected console errors that never came').toEqual([]);
  };
});

afterEach(() => {
  vi.mocked(console.error).mockRestore?.();
  expect(unexpected, 'unexpected console.error').toEqual([]);
});
