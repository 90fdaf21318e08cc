import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_DAYS, MAX_REPORT_DAYS, rangeBounds, reportRange } from './reportRange';

const NOW = new Date('2026-11-27T15:30:00Z');

describe('reportRange', () => {
  it.each([
    [{}, { from: '2026-10-29', to: '2026-11-27' }],
    [{ to: '2026-03-01' }, { from: '2026-01-31', to: '2026-03-01' }],
    [{ from: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-27' }],
    [
      { from: '2026-11-27', to: '2026-11-27' },
      { from: '2026-11-27', to: '2026-11-27' },
    ],
    [
      { from: '2024-02-29', to: '2024-03-01' },
      { from: '2024-02-29', to: '2024-03-01' },
    ],
  ])('%j is %j', (asked, range) => {
    expect(reportRange(asked, NOW)).toEqual(range);
  });

  it.each([
    [{ from: '2026-02-30' }, 'from: 2026-02-30 is not a day (YYYY-MM-DD)'],
    [{ to: 'yesterday' }, 'to: yesterday is not a day (YYYY-MM-DD)'],
    [{ from: '2026-11-28', to: '2026-11-27' }, 'from: 2026-11-28 is after to: 2026-11-27'],
    [{ from: '2020-01-01', to: '2026-01-01' }, `the range is longer than ${MAX_REPORT_DAYS} days`],
  ])('refuses %j: %s', (asked, sentence) => {
    expect(reportRange(asked, NOW)).toBe(sentence);
  });

  it(`covers ${DEFAULT_REPORT_DAYS} days by default, today included, to the millisecond`, () => {
    const range = reportRange({}, NOW);
    if (typeof range === 'string') throw new Error(range);
    const { start, end } = rangeBounds(range);
    expect((end.getTime() - start.getTime()) / 86_400_000).toBe(DEFAULT_REPORT_DAYS);
    expect(end > NOW && start < NOW).toBe(true);
  });
});
