import { expect, vi } from 'vitest';

/**
 * A test fails on any `console.error` it did not expect (React's warnings, a failed render, a forgotten act()):
 * an error printed and ignored is a defect hidden. vitest.setup.ts watches every test; a test that expects an
 * error says so with `expectConsoleError`, which also fails when the expected error never comes.
 */
let expected: RegExp[] = [];
let seen = new Set<RegExp>();
let unexpected: string[] = [];

/** The test expects a `console.error` matching the pattern (it must come, once or more). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/** Starts watching `console.error` for one test. */
export function watchConsoleErrors(): void {
  expected = [];
  seen = new Set();
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    const match = expected.find((pattern) => pattern.test(text));
    if (match) seen.add(match);
    else unexpected.push(text);
  });
}

/** Ends watching: the test fails on an error it did not expect, or an expected one that never came. */
export function checkConsoleErrors(): void {
  vi.mocked(console.error).mockRestore?.();
  expect(unexpected, 'unexpected console.error').toEqual([]);
  expect(
    expected.filter((pattern) => !seen.has(pattern)).map(String),
    'expected console errors that never came',
  ).toEqual([]);
}
