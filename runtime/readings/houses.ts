import { normalizeDegrees } from './zodiacSigns';

/** The house systems a chart may use: Placidus where it is defined, Porphyry beyond the polar circles. */
export const HOUSE_SYSTEMS = ['placidus', 'porphyry'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

/** The angles of a chart and its twelve house cusps (ecliptic longitudes of date, degrees). */
export type ChartAngles = {
  ascendant: number;
  midheaven: number;
  houses: number[];
  houseSystem: HouseSystem;
};

const DEG = Math.PI / 180;
const RIGHT_ANGLE_DEG = 90;
const HALF_CIRCLE_DEG = 180;
const HOUSES = 12;
/** Placidus cusps are found by fixed-point iteration; it converges to well under 1e-9° within a few dozen steps. */
const PLACIDUS_MAX_ITERATIONS = 100;
const PLACIDUS_CONVERGED_DEG = 1e-10;

/** The ecliptic longitude of the point of the ecliptic at a right ascension (degrees). */
function longitudeOfRightAscension(rightAscensionDeg: number, obliquityDeg: number): number {
  const a = rightAscensionDeg * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(a), Math.cos(a) * Math.cos(obliquityDeg * DEG)) / DEG);
}

/** The declination of the point of the ecliptic at a right ascension: tan δ = tan ε sin α. */
function declinationOfRightAscension(rightAscensionDeg: number, obliquityDeg: number): number {
  return Math.atan(Math.tan(obliquityDeg * DEG) * Math.sin(rightAscensionDeg * DEG)) / DEG;
}

/**
 * The ascendant: the point of the ecliptic on the eastern horizon, from the local sidereal time (the right
 * ascension of the meridian, RAMC), the latitude and the true obliquity: tan λ = −cos θ / (sin θ cos ε + tan φ sin ε).
 * Of the two solutions the eastern one is taken (hour angle east of the meridian). Below the polar circles the usual
 * atan2 quadrant is always that one; beyond them it can be the western one, which would be the descendant.
 */
export function ascendantOf(ramcDeg: number, latitudeDeg: number, obliquityDeg: number): number {
  const t = ramcDeg * DEG;
  const e = obliquityDeg * DEG;
  const y = Math.cos(t);
  const x = -(Math.sin(t) * Math.cos(e) + Math.tan(latitudeDeg * DEG) * Math.sin(e));
  const candidate = normalizeDegrees(Math.atan2(y, x) / DEG);
  const rightAscension = Math.atan2(Math.sin(candidate * DEG) * Math.cos(e), Math.cos(candidate * DEG));
  const east = Math.sin(t - rightAscension) < 0;
  return east ? candidate : normalizeDegrees(candidate + HALF_CIRCLE_DEG);
}

/** The midheaven: the point of the ecliptic on the upper meridian, tan λ = tan θ / cos ε. */
export function midheavenOf(ramcDeg: number, obliquityDeg: number): number {
  return longitudeOfRightAscension(ramcDeg, obliquityDeg);
}

/**
 * Whether Placidus houses exist at a latitude: they trisect each ecliptic point's diurnal arc, which points that
 * never rise or never set (possible when |φ| ≥ 90° − ε, the polar circles) do not have.
 */
export function placidusDefined(latitudeDeg: number, obliquityDeg: number): boolean {
  return Math.abs(latitudeDeg) < RIGHT_ANGLE_DEG - obliquityDeg;
}

/**
 * A Placidus cusp: the ecliptic point whose hour angle is the given fraction of its own semi-arc past the meridian
 * (houses 11 and 12: a third and two thirds of the diurnal semi-arc east of the MC; houses 2 and 3: the ascendant's
 * semi-arc plus a third and two thirds of the nocturnal one). Solved by iteration on the right ascension.
 */
function placidusCusp(
  ramcDeg: number,
  latitudeDeg: number,
  obliquityDeg: number,
  offset: (diurnalSemiArcDeg: number) => number,
): number {
  const tanLatitude = Math.tan(latitudeDeg * DEG);
  let rightAscension = ramcDeg + offset(RIGHT_ANGLE_DEG);
  for (let i = 0; i < PLACIDUS_MAX_ITERATIONS; i++) {
    const declination = declinationOfRightAscension(rightAscension, obliquityDeg);
    const semiArc = Math.acos(-tanLatitude * Math.tan(declination * DEG)) / DEG;
    const next = ramcDeg + offset(semiArc);
    const converged = Math.abs(next - rightAscension) < PLACIDUS_CONVERGED_DEG;
    rightAscension = next;
    if (converged) break;
  }
  return longitudeOfRightAscension(rightAscension, obliquityDeg);
}

/** Cusps 1-12 from cusps 10, 11, 12, 1, 2, 3: the other six are their opposites. */
function withOpposites(mc: number, c11: number, c12: number, asc: number, c2: number, c3: number): number[] {
  const firstSix = [asc, c2, c3, mc + HALF_CIRCLE_DEG, c11 + HALF_CIRCLE_DEG, c12 + HALF_CIRCLE_DEG];
  const cusps = [...firstSix, ...firstSix.map((cusp) => cusp + HALF_CIRCLE_DEG)];
  return cusps.slice(0, HOUSES).map(normalizeDegrees);
}

/** Porphyry: each quadrant between the angles trisected along the ecliptic. */
function porphyryCusps(asc: number, mc: number): number[] {
  const upper = normalizeDegrees(asc - mc);
  const lower = HALF_CIRCLE_DEG - upper;
  return withOpposites(mc, mc + upper / 3, mc + (2 * upper) / 3, asc, asc + lower / 3, asc + (2 * lower) / 3);
}

/**
 * The angles and house cusps for a local sidereal time (degrees), latitude and true obliquity: Placidus, or
 * Porphyry where Placidus is undefined (beyond the polar circles), the system used being named in the result.
 */
export function chartAngles(ramcDeg: number, latitudeDeg: number, obliquityDeg: number): ChartAngles {
  const ascendant = ascendantOf(ramcDeg, latitudeDeg, obliquityDeg);
  const midheaven = midheavenOf(ramcDeg, obliquityDeg);
  if (!placidusDefined(latitudeDeg, obliquityDeg)) {
    return { ascendant, midheaven, houses: porphyryCusps(ascendant, midheaven), houseSystem: 'porphyry' };
  }
  const cusp = (offset: (semiArc: number) => number) => placidusCusp(ramcDeg, latitudeDeg, obliquityDeg, offset);
  const c11 = cusp((sa) => sa / 3);
  const c12 = cusp((sa) => (2 * sa) / 3);
  const c2 = cusp((sa) => sa + (HALF_CIRCLE_DEG - sa) / 3);
  const c3 = cusp((sa) => sa + (2 * (HALF_CIRCLE_DEG - sa)) / 3);
  return {
    ascendant,
    midheaven,
    houses: withOpposites(midheaven, c11, c12, ascendant, c2, c3),
    houseSystem: 'placidus',
  };
}

/** The house (1-12) a longitude falls in: the cusp at or before it, going round the zodiac from each cusp. */
export function houseOf(longitudeDeg: number, cusps: readonly number[]): number {
  for (let i = 0; i < cusps.length; i++) {
    const start = cusps[i] ?? 0;
    const end = cusps[(i + 1) % cusps.length] ?? 0;
    const span = normalizeDegrees(end - start);
    if (normalizeDegrees(longitudeDeg - start) < span) return i + 1;
  }
  return 1;
}
