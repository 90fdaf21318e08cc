import { describe, expect, it } from 'vitest';
import { dayOf, dayStart, isTimeZone } from './days';

describe('dayOf', () => {
  it.each([
    ['2026-11-20T23:30:00Z', 'UTC', '2026-11-20'],
    ['2026-11-20T23:30:00Z', 'Europe/Berlin', '2026-11-21'],
    ['2026-11-20T03:30:00Z', 'America/Los_Angeles', '2026-11-19'],
    ['2026-11-20T10:45:00Z', 'Pacific/Kiritimati', '2026-11-21'],
    ['2026-11-20T23:59:59.999Z', 'UTC', '2026-11-20'],
    ['0050-06-01T00:00:00Z', 'UTC', '0050-06-01'],
  ])('files %s under its day in %s: %s', (instant, timeZone, day) => {
    expect(dayOf(new Date(instant), timeZone)).toBe(day);
  });
});

describe('dayStart', () => {
  it.each([
    ['2026-11-20', 'UTC', '2026-11-20T00:00:00.000Z'],
    ['2026-11-20', 'Europe/Berlin', '2026-11-19T23:00:00.000Z'],
    // Summer time begins at 02:00 on 29 March: midnight is still at +01:00, the next at +02:00.
    ['2026-03-29', 'Europe/Berlin', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', 'Europe/Berlin', '2026-03-29T22:00:00.000Z'],
    ['2026-11-20', 'America/Los_Angeles', '2026-11-20T08:00:00.000Z'],
    // Chile's summer time begins at midnight: the clocks go from 23:59:59 to 01:00, the day's first instant.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    // Samoa skipped 30 December 2011 whole: the day is empty, it begins where the next does.
    ['2011-12-30', 'Pacific/Apia', '2011-12-30T10:00:00.000Z'],
    ['2011-12-31', 'Pacific/Apia', '2011-12-30T10:00:00.000Z'],
  ])('%s in %s begins at %s', (day, timeZone, instant) => {
    expect(dayStart(day, timeZone).toISOString()).toBe(instant);
  });

  it.each(['UTC', 'Europe/Berlin', 'America/Santiago', 'Asia/Kathmandu', 'Australia/Lord_Howe'])(
    'is the first instant of its day and the last before it is the day before, in %s',
    (timeZone) => {
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 86_400_000) {
        const day = new Date(at).toISOString().slice(0, 10);
        const start = dayStart(day, timeZone);
        expect(dayOf(start, timeZone)).toBe(day);
        expect(dayOf(new Date(start.getTime() - 1), timeZone) < day).toBe(true);
      }
    },
  );
});

describe('isTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/Berlin', true],
    ['america/new_york', true],
    ['Europe/Atlantis', false],
    ['+01:00', false],
    ['', false],
  ])('%s: %s', (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });
});
