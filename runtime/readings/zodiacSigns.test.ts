import { describe, expect, it } from 'vitest';
import { elementOf, isZodiacSign, modalityOf, normalizeDegrees, signOf, ZODIAC_SIGNS } from './zodiacSigns';

describe('signOf', () => {
  it.each([
    [0, 'aries'],
    [29.9999, 'aries'],
    [30, 'taurus'],
    [59.99, 'taurus'],
    [90, 'cancer'],
    [120, 'leo'],
    [150, 'virgo'],
    [180, 'libra'],
    [210, 'scorpio'],
    [240, 'sagittarius'],
    [270, 'capricorn'],
    [300, 'aquarius'],
    [330, 'pisces'],
    [359.9999, 'pisces'],
    [360, 'aries'], // a full turn is 0°
    [-0.5, 'pisces'], // negative longitudes wrap
    [725, 'aries'], // two turns and 5°
  ] as const)('%f° is %s', (longitude, sign) => {
    expect(signOf(longitude)).toBe(sign);
  });
});

describe('elements and modalities', () => {
  it.each([
    ['aries', 'fire', 'cardinal'],
    ['taurus', 'earth', 'fixed'],
    ['gemini', 'air', 'mutable'],
    ['cancer', 'water', 'cardinal'],
    ['leo', 'fire', 'fixed'],
    ['virgo', 'earth', 'mutable'],
    ['libra', 'air', 'cardinal'],
    ['scorpio', 'water', 'fixed'],
    ['sagittarius', 'fire', 'mutable'],
    ['capricorn', 'earth', 'cardinal'],
    ['aquarius', 'air', 'fixed'],
    ['pisces', 'water', 'mutable'],
  ] as const)('%s is %s and %s', (sign, element, modality) => {
    expect(elementOf(sign)).toBe(element);
    expect(modalityOf(sign)).toBe(modality);
  });

  it('names twelve signs, three of each element and four of each modality', () => {
    expect(ZODIAC_SIGNS).toHaveLength(12);
    expect(ZODIAC_SIGNS.filter((s) => elementOf(s) === 'water')).toHaveLength(3);
    expect(ZODIAC_SIGNS.filter((s) => modalityOf(s) === 'fixed')).toHaveLength(4);
  });
});

describe('helpers', () => {
  it.each([
    [0, 0],
    [-90, 270],
    [720.5, 0.5],
    [-1e-15, 0], // would round to 360
  ])('normalizeDegrees(%f) = %f', (angle, normalized) => {
    expect(normalizeDegrees(angle)).toBeCloseTo(normalized, 10);
  });
  it.each([
    ['leo', true],
    ['Leo', false],
    ['ophiuchus', false],
    [7, false],
  ])('isZodiacSign(%s) = %s', (value, expected) => {
    expect(isZodiacSign(value)).toBe(expected);
  });
});
