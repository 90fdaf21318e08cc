import { describe, expect, it } from 'vitest';
import { TIME_OF_DAY } from '@/schemas/enums/timeOfDay';
import { READING_VARIABLE_NAMES, READING_VARIABLES, type ReadingVariable } from '@/schemas/readingVariables';
import { birthOf, hour24Of, READING_VALUES, type ReadingAnswers, readingOf } from './readingVariables';

const { AM, PM } = TIME_OF_DAY;
const LONDON = { name: 'London', latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London', country: 'GB' };

/** 15 July 1990, 2:30 PM in London: sun Cancer, moon Aries, rising Scorpio, last quarter (natalChart.test.ts). */
const FULL: ReadingAnswers = {
  birthDate: { year: 1990, month: 6, day: 15, time: { hour: 2, minute: 30, timeOfDay: PM } },
  birthPlace: LONDON,
  name: 'John Smith',
  partnerSign: 'scorpio',
};

describe('hour24Of', () => {
  it.each([
    [12, AM, 0], // midnight
    [1, AM, 1],
    [11, AM, 11],
    [12, PM, 12], // noon
    [1, PM, 13],
    [11, PM, 23],
  ] as const)('%i %s is %ih', (hour, timeOfDay, expected) => {
    expect(hour24Of({ hour, timeOfDay })).toBe(expected);
  });
});

describe('READING_VALUES', () => {
  it('computes exactly the values the contract declares', () => {
    expect(Object.keys(READING_VALUES).sort()).toEqual([...READING_VARIABLE_NAMES].sort());
  });

  it.each<[ReadingVariable, string]>([
    ['sunSign', 'cancer'],
    ['sunElement', 'water'],
    ['moonSign', 'aries'],
    ['risingSign', 'scorpio'],
    ['moonPhase', 'lastQuarter'],
    ['lifePathNumber', '5'], // 7 → 7, 15 → 6, 1990 → 19 → 1; 7+6+1 = 14 → 5
    ['expressionNumber', '8'], // John Smith: 44 → 8 (numerology.test.ts)
    ['soulUrgeNumber', '6'],
    ['mercurySign', 'leo'], // 126.9°: Mercury's longitude is held to an independent ephemeris (natalChart.ephemeris)
    ['venusSign', 'gemini'],
    ['marsSign', 'taurus'], // Mars entered Taurus on 12 July 1990
    ['jupiterSign', 'cancer'], // in Cancer from August 1989 to August 1990
    ['saturnSign', 'capricorn'], // 1988 to 1991
    ['uranusSign', 'capricorn'], // 1988 to 1995
    ['neptuneSign', 'capricorn'], // 1984 to 1998
    ['plutoSign', 'scorpio'], // 1983 to 1995
    ['sunHouse', '9'], // an hour and a half past the sun's culmination (local noon at 13:06 BST): just past the MC
    ['moonHouse', '6'],
    ['birthPlace', 'London'],
    ['partnerSign', 'scorpio'],
    ['partnerCompatibility', 'trine'], // cancer and scorpio: water
    ['partnerCompatibilityScore', '92'],
  ])('%s of a full set of answers is %s', (name, value) => {
    expect(READING_VALUES[name](FULL)).toBe(value);
  });

  it.each(READING_VARIABLE_NAMES)('%s is undefined when one of its declared inputs is missing', (name) => {
    for (const input of READING_VARIABLES[name]) {
      const answers: ReadingAnswers = { ...FULL };
      if (input === 'birthTime') answers.birthDate = { year: 1990, month: 6, day: 15 };
      else delete answers[input];
      expect(READING_VALUES[name](answers), input).toBeUndefined();
    }
  });

  it('gives no rising sign for a birth place only typed (no coordinates)', () => {
    expect(READING_VALUES.risingSign({ ...FULL, birthPlace: { name: 'London' } })).toBeUndefined();
    expect(READING_VALUES.sunSign({ ...FULL, birthPlace: { name: 'London' } })).toBe('cancer');
  });

  it('refuses a partner sign that is not a sign id', () => {
    expect(READING_VALUES.partnerCompatibility({ ...FULL, partnerSign: 'Scorpio' })).toBeUndefined();
    expect(READING_VALUES.partnerSign({ ...FULL, partnerSign: 'Scorpio' })).toBeUndefined();
  });

  it('uses a time only with a place: a 12 AM birth without a place is cast at UTC noon', () => {
    const birth = birthOf({
      birthDate: { year: 2000, month: 0, day: 1, time: { hour: 12, minute: 0, timeOfDay: AM } },
    });
    expect(birth?.birth.time).toEqual({ hour: 0, minute: 0 });
    expect(
      readingOf({ birthDate: { year: 2000, month: 0, day: 1, time: { hour: 12, minute: 0, timeOfDay: AM } } }).chart
        ?.timeKnown,
    ).toBe(false);
  });
});

describe('readingOf', () => {
  it('gives the whole reading in one call', () => {
    const reading = readingOf(FULL);
    expect(reading.chart?.sunSign).toBe('cancer');
    expect(reading.chart?.risingSign).toBe('scorpio');
    expect(reading.chart?.moment.toISOString()).toBe('1990-07-15T13:30:00.000Z');
    expect(reading.lifePathNumber).toBe(5);
    expect(reading.expressionNumber).toBe(8);
    expect(reading.soulUrgeNumber).toBe(6);
    expect(reading.partner).toEqual({
      sign: 'scorpio',
      relation: 'trine',
      score: 92,
      sameElement: true,
      complementaryElements: false,
    });
  });

  it('leaves out what the answers cannot give', () => {
    expect(readingOf({})).toEqual({});
    expect(Object.keys(readingOf({ name: 'Anna Torres' })).sort()).toEqual(['expressionNumber', 'soulUrgeNumber']);
  });
});
