import { describe, expect, it } from 'vitest';
import { RELATION_SCORES, SIGN_RELATIONS, signCompatibility } from './signCompatibility';
import { ZODIAC_SIGNS } from './zodiacSigns';

describe('signCompatibility', () => {
  it.each([
    ['aries', 'aries', 'sameSign', true, false],
    ['aries', 'taurus', 'semiSextile', false, false],
    ['aries', 'pisces', 'semiSextile', false, false], // across 0° Aries
    ['aries', 'gemini', 'sextile', false, true], // fire and air
    ['taurus', 'cancer', 'sextile', false, true], // earth and water
    ['aries', 'cancer', 'square', false, false],
    ['leo', 'scorpio', 'square', false, false],
    ['aries', 'leo', 'trine', true, false], // fire
    ['cancer', 'pisces', 'trine', true, false], // water
    ['capricorn', 'taurus', 'trine', true, false], // earth, across 0° Aries
    ['aries', 'virgo', 'quincunx', false, false],
    ['gemini', 'capricorn', 'quincunx', false, false],
    ['aries', 'libra', 'opposition', false, true], // fire and air
    ['cancer', 'capricorn', 'opposition', false, true], // water and earth
  ] as const)('%s and %s: %s', (a, b, relation, sameElement, complementaryElements) => {
    expect(signCompatibility(a, b)).toEqual({
      relation,
      score: RELATION_SCORES[relation],
      sameElement,
      complementaryElements,
    });
  });

  it('is symmetric for all 144 pairs', () => {
    for (const a of ZODIAC_SIGNS)
      for (const b of ZODIAC_SIGNS) expect(signCompatibility(a, b)).toEqual(signCompatibility(b, a));
  });

  it('gives each sign its relations in the traditional counts', () => {
    for (const a of ZODIAC_SIGNS) {
      const counts = Object.fromEntries(SIGN_RELATIONS.map((r) => [r, 0]));
      for (const b of ZODIAC_SIGNS)
        counts[signCompatibility(a, b).relation] = (counts[signCompatibility(a, b).relation] ?? 0) + 1;
      expect(counts).toEqual({
        sameSign: 1,
        semiSextile: 2,
        sextile: 2,
        square: 2,
        trine: 2,
        quincunx: 2,
        opposition: 1,
      });
    }
  });

  it('scores within 0-100, the trine highest and the quincunx lowest', () => {
    const scores = Object.values(RELATION_SCORES);
    expect(scores.every((s) => s >= 0 && s <= 100)).toBe(true);
    expect(Math.max(...scores)).toBe(RELATION_SCORES.trine);
    expect(Math.min(...scores)).toBe(RELATION_SCORES.quincunx);
  });
});
