import { describe, expect, it } from 'vitest';
import { type LocalTime, utcOfLocalTime } from './localMoment';

const at = (year: number, month: number, day: number, hour: number, minute = 0): LocalTime => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('utcOfLocalTime', () => {
  it.each([
    // why the row is here | local time | zone | expected UTC | offset | flag
    ['British Standard Time: +1 in winter 1969', at(1969, 0, 15, 12), 'Europe/London', '1969-01-15T11:00:00Z', 60],
    ['London back to GMT in winter 1972', at(1972, 0, 15, 12), 'Europe/London', '1972-01-15T12:00:00Z', 0],
    ['London double summer time, 1944', at(1944, 5, 15, 12), 'Europe/London', '1944-06-15T10:00:00Z', 120],
    ['Moscow summer 1985 (MSD, +4)', at(1985, 6, 1, 12), 'Europe/Moscow', '1985-07-01T08:00:00Z', 240],
    ['Moscow winter 1985 (MSK, +3)', at(1985, 0, 1, 12), 'Europe/Moscow', '1985-01-01T09:00:00Z', 180],
    ['Moscow 2012: permanent +4 of 2011-2014', at(2012, 0, 1, 12), 'Europe/Moscow', '2012-01-01T08:00:00Z', 240],
    ['Paris 1945: double summer time +2 in July', at(1945, 6, 1, 12), 'Europe/Paris', '1945-07-01T10:00:00Z', 120],
    ['Kolkata: half-hour offset', at(1990, 0, 1, 0), 'Asia/Kolkata', '1989-12-31T18:30:00Z', 330],
    ['Kathmandu: quarter-hour offset', at(2000, 5, 1, 12), 'Asia/Kathmandu', '2000-06-01T06:15:00Z', 345],
    ['New York, day before spring forward', at(2021, 2, 13, 12), 'America/New_York', '2021-03-13T17:00:00Z', -300],
    ['New York, after spring forward', at(2021, 2, 14, 12), 'America/New_York', '2021-03-14T16:00:00Z', -240],
    ['Sydney: southern summer (AEDT)', at(2000, 0, 15, 12), 'Australia/Sydney', '2000-01-15T01:00:00Z', 660],
    ['Sydney: southern winter (AEST)', at(2000, 6, 15, 12), 'Australia/Sydney', '2000-07-15T02:00:00Z', 600],
    [
      'Paris before standard time: local mean time +0:09:21',
      at(1850, 6, 1, 12),
      'Europe/Paris',
      '1850-07-01T11:50:39Z',
      9.35,
    ],
    ['UTC itself', at(2024, 1, 29, 23, 59), 'UTC', '2024-02-29T23:59:00Z', 0],
  ] as const)('%s', (_why, local, zone, utc, offset) => {
    const moment = utcOfLocalTime(local, zone);
    expect(moment.utc.toISOString()).toBe(new Date(utc).toISOString());
    expect(moment.offsetMinutes).toBeCloseTo(offset, 6);
    expect(moment.ambiguous).toBeUndefined();
    expect(moment.skipped).toBeUndefined();
  });

  it.each([
    // A skipped time is read with the offset before the change: it lands as far after the change as it was asked.
    [
      'New York spring forward 2021, 02:30 never happened',
      at(2021, 2, 14, 2, 30),
      'America/New_York',
      '2021-03-14T07:30:00Z',
      -240,
    ],
    ['Sydney spring forward (October) 2021', at(2021, 9, 3, 2, 30), 'Australia/Sydney', '2021-10-02T16:30:00Z', 660],
    ['Samoa skipped 30 December 2011 entirely', at(2011, 11, 30, 12), 'Pacific/Apia', '2011-12-30T22:00:00Z', 840],
  ] as const)('flags a skipped time: %s', (_why, local, zone, utc, offset) => {
    const moment = utcOfLocalTime(local, zone);
    expect(moment).toEqual({ utc: new Date(utc), offsetMinutes: offset, skipped: true });
  });

  it.each([
    // A repeated time is its first occurrence, still under the summer offset.
    [
      'New York fall back 2021, 01:30 happened twice',
      at(2021, 10, 7, 1, 30),
      'America/New_York',
      '2021-11-07T05:30:00Z',
      -240,
    ],
    ['Sydney fall back (April) 2021', at(2021, 3, 4, 2, 30), 'Australia/Sydney', '2021-04-03T15:30:00Z', 660],
    ['London fall back 1999', at(1999, 9, 31, 1, 30), 'Europe/London', '1999-10-31T00:30:00Z', 60],
  ] as const)('flags an ambiguous time: %s', (_why, local, zone, utc, offset) => {
    const moment = utcOfLocalTime(local, zone);
    expect(moment).toEqual({ utc: new Date(utc), offsetMinutes: offset, ambiguous: true });
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => utcOfLocalTime(at(2000, 0, 1, 12), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
