import { describe, expect, it } from 'vitest';
import { type Birth, natalChart } from './natalChart';

const TOKYO = { latitude: 35.68, longitude: 139.65, timeZone: 'Asia/Tokyo' };
const LONDON = { latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London' };

describe('natalChart without a time or a place', () => {
  it.each<[string, Birth, string]>([
    ['date only: UTC noon', { birth: { year: 1990, month: 6, day: 15 } }, '1990-07-15T12:00:00.000Z'],
    [
      'a time but no place: the time cannot be placed, UTC noon',
      { birth: { year: 1990, month: 6, day: 15, time: { hour: 3, minute: 0 } } },
      '1990-07-15T12:00:00.000Z',
    ],
    [
      'a place but no time: local noon',
      { birth: { year: 1990, month: 6, day: 15 }, place: TOKYO },
      '1990-07-15T03:00:00.000Z',
    ],
  ])('%s', (_why, birth, moment) => {
    const chart = natalChart(birth);
    expect(chart.moment.toISOString()).toBe(moment);
    expect(chart.timeKnown).toBe(false);
    for (const key of ['risingSign', 'ascendant', 'midheaven', 'houses', 'houseSystem'] as const) {
      expect(chart[key]).toBeUndefined();
    }
    expect(chart.bodies.every((b) => b.house === undefined)).toBe(true);
  });

  it.each([
    // Moon longitudes at 12:00 UTC in July 1990: 10th 316°, 11th 329°, 13th 356°, 14th 9°, 15th 23°, 17th 52°.
    // Without a place the day spans 10:00 UTC the day before to 12:00 UTC the day after (UTC+14 to UTC−12).
    [10, undefined, 'aquarius', true], // 316° ± 14°: stays in Aquarius
    [11, undefined, 'aquarius', false], // reaches Pisces
    [13, undefined, 'pisces', false], // reaches Aries within the widest day
    [13, TOKYO, 'pisces', true], // but Tokyo's day ends before 0° Aries
    [14, TOKYO, 'aries', false], // Tokyo's 14th began in Pisces
    [15, TOKYO, 'aries', true],
    [16, TOKYO, 'taurus', false],
  ] as const)('moon on 1990-07-%i at %o: %s, certain %s', (day, place, sign, certain) => {
    const chart = natalChart({ birth: { year: 1990, month: 6, day }, ...(place ? { place } : {}) });
    expect(chart.moonSign).toBe(sign);
    expect(chart.moonSignCertain).toBe(certain);
  });

  it.each([
    [20, false], // the sun entered Aries at 07:35 UTC on 20 March 2000
    [25, true],
  ])('sun sign on 2000-03-%i certain: %s', (day, certain) => {
    expect(natalChart({ birth: { year: 2000, month: 2, day } }).sunSignCertain).toBe(certain);
  });
});

describe('natalChart with a time and a place', () => {
  const chart = natalChart({ birth: { year: 1990, month: 6, day: 15, time: { hour: 14, minute: 30 } }, place: LONDON });

  it('is cast for the local time in the zone then (BST)', () => {
    expect(chart.moment.toISOString()).toBe('1990-07-15T13:30:00.000Z');
    expect(chart.timeKnown).toBe(true);
    expect(chart.moonSignCertain).toBe(true);
    expect(chart.houseSystem).toBe('placidus');
    expect(chart.houses).toHaveLength(12);
    expect(chart.risingSign).toBe('scorpio');
  });

  it('puts every body in the house its longitude falls in: past its cusp, before the next', () => {
    const cusps = chart.houses ?? [];
    const ahead = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
    for (const body of chart.bodies) {
      const house = body.house ?? 0;
      const [cusp, next] = [cusps[house - 1] ?? Number.NaN, cusps[house % 12] ?? Number.NaN];
      expect(ahead(cusp, body.longitude), body.id).toBeLessThan(ahead(cusp, next));
    }
    // An hour and a half after the sun's culmination (local noon 13:06 BST) it has just crossed the midheaven: 9th.
    expect(chart.bodies.find((b) => b.id === 'sun')?.house).toBe(9);
  });

  it('lists the ten bodies in order, with signs matching longitudes', () => {
    expect(chart.bodies.map((b) => b.id)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
    ]);
    expect(chart.sunSign).toBe('cancer');
    expect(chart.moonSign).toBe('aries');
    expect(chart.moonPhase.phase).toBe('lastQuarter');
  });

  it('uses Porphyry beyond the Arctic circle', () => {
    const tromso = { latitude: 69.65, longitude: 18.96, timeZone: 'Europe/Oslo' };
    const polar = natalChart({
      birth: { year: 1995, month: 5, day: 21, time: { hour: 12, minute: 0 } },
      place: tromso,
    });
    expect(polar.houseSystem).toBe('porphyry');
  });

  it('flags a time a clock change skipped', () => {
    const ny = { latitude: 40.71, longitude: -74.01, timeZone: 'America/New_York' };
    const gap = natalChart({ birth: { year: 2021, month: 2, day: 14, time: { hour: 2, minute: 30 } }, place: ny });
    expect(gap.timeSkipped).toBe(true);
    expect(gap.moment.toISOString()).toBe('2021-03-14T07:30:00.000Z');
  });
});

describe('retrograde motion', () => {
  it.each([
    // Mercury was retrograde 21 April - 15 May 2023; Saturn retrograde in July 1990 (opposition 14 July).
    ['mercury', 2023, 4, 1, true],
    ['mercury', 2023, 5, 1, false],
    ['saturn', 1990, 6, 15, true],
    ['saturn', 1990, 0, 15, false],
    ['sun', 1990, 6, 15, false],
    ['moon', 1990, 6, 15, false],
  ] as const)('%s on %i-%i-%i: %s', (id, year, month, day, retrograde) => {
    const chart = natalChart({ birth: { year, month, day } });
    expect(chart.bodies.find((b) => b.id === id)?.retrograde).toBe(retrograde);
  });
});
