import { describe, expect, it } from 'vitest';
import { ascendantOf, chartAngles, houseOf, midheavenOf, placidusDefined } from './houses';
import { normalizeDegrees } from './zodiacSigns';

const OBLIQUITY = 23.44;
const DEG = Math.PI / 180;

/** Right ascension and declination of an ecliptic point (latitude 0), degrees. */
function equatorialOf(longitudeDeg: number) {
  const l = longitudeDeg * DEG;
  const e = OBLIQUITY * DEG;
  return {
    rightAscension: normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / DEG),
    declination: Math.asin(Math.sin(e) * Math.sin(l)) / DEG,
  };
}

/** Hour angle of a point (degrees, −180..180; negative = east of the meridian). */
function hourAngle(ramc: number, rightAscension: number) {
  return normalizeDegrees(ramc - rightAscension + 180) - 180;
}

describe('ascendant and midheaven', () => {
  it.each([
    // RAMC, latitude, ascendant, midheaven: at the equator with RAMC 0 the MC is 0° Aries and the ascendant 0° Cancer.
    [0, 0, 90, 0],
    [90, 0, 180, 90],
    [180, 0, 270, 180],
    [270, 0, 0, 270],
  ])('RAMC %f° at latitude %f°: ascendant %f°, MC %f°', (ramc, latitude, asc, mc) => {
    expect(ascendantOf(ramc, latitude, OBLIQUITY)).toBeCloseTo(asc, 9);
    expect(midheavenOf(ramc, OBLIQUITY)).toBeCloseTo(mc, 9);
  });

  // The ascendant lies on the horizon (altitude 0) and east of the meridian, at every latitude, polar ones included.
  it.each([0, 30, 51.5, 66, 70, 78, -34, -70, -85])('is on the eastern horizon at latitude %f°', (latitude) => {
    for (let ramc = 0; ramc < 360; ramc += 15) {
      const asc = ascendantOf(ramc, latitude, OBLIQUITY);
      const { rightAscension, declination } = equatorialOf(asc);
      const h = hourAngle(ramc, rightAscension);
      const sinAltitude =
        Math.sin(latitude * DEG) * Math.sin(declination * DEG) +
        Math.cos(latitude * DEG) * Math.cos(declination * DEG) * Math.cos(h * DEG);
      expect(sinAltitude).toBeCloseTo(0, 9);
      expect(h).toBeLessThanOrEqual(0);
    }
  });
});

describe('Placidus houses', () => {
  it('at the equator with RAMC 0 the cusps are the ecliptic points at right ascensions 30° apart', () => {
    const { houses, houseSystem } = chartAngles(0, 0, OBLIQUITY);
    expect(houseSystem).toBe('placidus');
    // tan λ = tan α / cos ε for α = 0, 30, 60, …
    const expected = [90, 117.9104, 147.8186, 180, 212.1814, 242.0896, 270, 297.9104, 327.8186, 0, 32.1814, 62.0896];
    houses.forEach((cusp, i) => {
      expect(cusp).toBeCloseTo(expected[i] ?? Number.NaN, 3);
    });
  });

  // Definition check, independent of the iteration: a point on cusp 11 or 12 has run a third or two thirds of its
  // own diurnal semi-arc since rising… measured from the meridian; cusps 2 and 3 likewise on the nocturnal arc.
  it.each([
    [0, 51.5],
    [123.5, 51.5],
    [250, 40.7],
    [10, -33.9],
    [300, 64],
    [45, -60],
  ])('cusps trisect the semi-arcs: RAMC %f°, latitude %f°', (ramc, latitude) => {
    const { houses } = chartAngles(ramc, latitude, OBLIQUITY);
    const fractions: Record<number, number> = { 10: 1 / 3, 11: 2 / 3, 1: 4 / 3, 2: 5 / 3 };
    for (const [index, fraction] of Object.entries(fractions)) {
      const { rightAscension, declination } = equatorialOf(houses[Number(index)] ?? Number.NaN);
      const semiArc = Math.acos(-Math.tan(latitude * DEG) * Math.tan(declination * DEG)) / DEG;
      const h = -hourAngle(ramc, rightAscension); // degrees east of the meridian
      const expected = fraction <= 1 ? fraction * semiArc : semiArc + (fraction - 1) * (180 - semiArc);
      expect(h).toBeCloseTo(expected, 6);
    }
  });

  it('keeps the angles as cusps 1, 4, 7, 10 and opposite cusps 180° apart', () => {
    const { houses, ascendant, midheaven } = chartAngles(123.5, 51.5, OBLIQUITY);
    expect(houses[0]).toBeCloseTo(ascendant, 9);
    expect(houses[9]).toBeCloseTo(midheaven, 9);
    for (let i = 0; i < 6; i++) {
      expect(normalizeDegrees((houses[i + 6] ?? 0) - (houses[i] ?? 0))).toBeCloseTo(180, 9);
    }
  });
});

describe('Porphyry beyond the polar circles', () => {
  it.each([
    [66.5, true],
    [66.6, false],
    [-66.5, true],
    [-70, false],
    [78.2, false],
  ])('Placidus defined at latitude %f°: %s', (latitude, defined) => {
    expect(placidusDefined(latitude, OBLIQUITY)).toBe(defined);
    expect(chartAngles(100, latitude, OBLIQUITY).houseSystem).toBe(defined ? 'placidus' : 'porphyry');
  });

  it('trisects each quadrant between the angles', () => {
    const { houses, ascendant, midheaven } = chartAngles(123.5, 70, OBLIQUITY);
    const upper = normalizeDegrees(ascendant - midheaven);
    expect(normalizeDegrees((houses[10] ?? 0) - midheaven)).toBeCloseTo(upper / 3, 9);
    expect(normalizeDegrees((houses[11] ?? 0) - midheaven)).toBeCloseTo((2 * upper) / 3, 9);
    expect(normalizeDegrees((houses[1] ?? 0) - ascendant)).toBeCloseTo((180 - upper) / 3, 9);
  });
});

describe('houseOf', () => {
  const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
  it.each([
    [350, 1], // on a cusp: that house
    [355, 1],
    [5, 1], // across 0° Aries
    [20, 2],
    [49.99, 2],
    [100, 4],
    [319.9, 11],
    [320, 12],
    [349.9, 12],
  ])('%f° is in house %i', (longitude, house) => {
    expect(houseOf(longitude, cusps)).toBe(house);
  });
});
