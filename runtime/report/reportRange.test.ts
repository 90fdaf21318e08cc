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
    expect(reportRange(asked, NOW, 'UTC')).toEqual({ ...range, timeZone: 'UTC' });
  });

  it.each([
    ['UTC', '2026-11-27'],
    ['Pacific/Kiritimati', '2026-11-28'],
    ['America/Los_Angeles', '2026-11-27'],
  ])('ends today as the report’s time zone has it (%s: %s)', (timeZone, today) => {
    expect(reportRange({}, NOW, timeZone)).toMatchObject({ to: today, timeZone });
  });

  it.each([
    [{ from: '2026-02-30' }, 'from: 2026-02-30 is not a day (YYYY-MM-DD)'],
    [{ to: 'yesterday' }, 'to: yesterday is not a day (YYYY-MM-DD)'],
    [{ from: '2026-11-28', to: '2026-11-27' }, 'from: 2026-11-28 is after to: 2026-11-27'],
    [{ from: '2020-01-01', to: '2026-01-01' }, `the range is longer than ${MAX_REPORT_DAYS} days`],
  ])('refuses %j: %s', (asked, sentence) => {
    expect(reportRange(asked, NOW, 'UTC')).toBe(sentence);
  });

  it(`covers ${DEFAULT_REPORT_DAYS} days by default, today included, to the millisecond`, () => {
    const range = reportRange({}, NOW, 'UTC');
    if (typeof range === 'string') throw new Error(range);
    const { start, end } = rangeBounds(range);
    expect((end.getTime() - start.getTime()) / 86_400_000).toBe(DEFAULT_REPORT_DAYS);
    expect(end > NOW && start < NOW).toBe(true);
  });

  it.each([
    [
      { from: '2026-11-01', to: '2026-11-30', timeZone: 'UTC' },
      ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ],
    [
      { from: '2026-11-01', to: '2026-11-30', timeZone: 'Europe/Berlin' },
      ['2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    ],
    // The day summer time ends is 25 hours long.
    [
      { from: '2026-10-25', to: '2026-10-25', timeZone: 'Europe/Berlin' },
      ['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ],
    [
      { from: '2026-11-01', to: '2026-11-01', timeZone: 'America/Los_Angeles' },
      ['2026-11-01T07:00:00.000Z', '2026-11-02T08:00:00.000Z'],
    ],
  ])('bounds %j by the midnights of its time zone', (range, [start, end]) => {
    const bounds = rangeBounds(range);
    expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([start, end]);
  });
});
