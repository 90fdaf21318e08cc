import {
  Body,
  EclipticGeoMoon,
  e_tilt,
  Ecliptic as eclipticOfDate,
  GeoVector,
  Illumination,
  MakeTime,
  SiderealTime,
  SunPosition,
} from 'astronomy-engine';
import { chartAngles, type HouseSystem, houseOf } from './houses';
import { utcOfLocalTime } from './localMoment';
import { normalizeDegrees, signOf, type ZodiacSign } from './zodiacSigns';

/** The bodies of a chart, in the traditional order. */
export const CHART_BODIES = [
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
] as const;
export type ChartBody = (typeof CHART_BODIES)[number];

const ENGINE_BODY = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
} as const satisfies Record<ChartBody, Body>;

/** The eight named phases of the moon, from new, each a 45° sector of the moon's elongation centred on its angle. */
export const MOON_PHASES = [
  'new',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'full',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];
const PHASE_SECTOR_DEG = 360 / MOON_PHASES.length;

/** A birth as the funnel knows it: month 0-11, hour 0-23; time and place only when they were asked. */
export type Birth = {
  birth: { year: number; month: number; day: number; time?: { hour: number; minute: number } };
  place?: { latitude: number; longitude: number; timeZone: string };
};

/** Where a body stood: its longitude, sign, house (when the houses are known) and direction of motion. */
export type BodyPosition = {
  id: ChartBody;
  /** Geocentric apparent ecliptic longitude of date, degrees [0, 360). */
  longitude: number;
  sign: ZodiacSign;
  /** 1-12, only when the houses are known. */
  house?: number;
  retrograde: boolean;
};

/** The moon's phase: its elongation from the sun, the phase's name and the lit fraction of its disc. */
export type MoonPhase = {
  /** The moon's ecliptic longitude minus the sun's, [0, 360). */
  angle: number;
  phase: MoonPhaseName;
  /** The lit fraction of the disc, 0-1. */
  illumination: number;
};

/** A chart as `natalChart` casts it; the angles and houses only when the time and the place are both known. */
export type NatalChart = {
  /** The instant the positions are for: the birth, or local noon (UTC noon without a place) when time is unknown. */
  moment: Date;
  bodies: BodyPosition[];
  sunSign: ZodiacSign;
  /** Whether the sun stays in one sign all the birth day (always true when the moment is known). */
  sunSignCertain: boolean;
  moonSign: ZodiacSign;
  /** Whether the moon stays in one sign all the birth day (always true when the moment is known). */
  moonSignCertain: boolean;
  risingSign?: ZodiacSign;
  ascendant?: number;
  midheaven?: number;
  /** Cusps of houses 1-12, ecliptic longitudes. */
  houses?: number[];
  houseSystem?: HouseSystem;
  moonPhase: MoonPhase;
  /** Whether both the time and the place of birth were given, so the moment and the angles are known. */
  timeKnown: boolean;
  /** The local time did not exist (a clock change skipped it) and was read as Temporal's `compatible` rule does. */
  timeSkipped?: boolean;
  /** The local time happened twice (a clock change repeated it); the first occurrence is used. */
  timeAmbiguous?: boolean;
};

const NOON_HOUR = 12;
const MS_PER_HOUR = 3_600_000;
const HOURS_PER_DAY = 24;
/**
 * The zones furthest from UTC (UTC−12 and UTC+14): without a place, a birth day began at 10:00 UTC the day
 * before (at UTC+14) and ended at 12:00 UTC the day after (at UTC−12).
 */
const EARLIEST_ZONE_HOURS = 14;
const LATEST_ZONE_HOURS = -12;
/** Half the interval over which a body's motion is measured to tell whether it is retrograde. */
const RETROGRADE_HALF_STEP_MS = MS_PER_HOUR;
const DEGREES_PER_HOUR_OF_SIDEREAL_TIME = 15;

/** The geocentric apparent ecliptic longitude of date of a body, degrees, by astronomy-engine. */
export function apparentLongitude(body: ChartBody, at: Date): number {
  if (body === 'sun') return SunPosition(at).elon;
  // The moon's light time and annual aberration nearly cancel (it travels with the Earth), so its geometric
  // position of date is its apparent one to a few arcseconds.
  if (body === 'moon') return EclipticGeoMoon(at).lon;
  return normalizeDegrees(eclipticOfDate(GeoVector(ENGINE_BODY[body], at, true)).elon);
}

function isRetrograde(body: ChartBody, at: Date): boolean {
  if (body === 'sun' || body === 'moon') return false;
  const before = apparentLongitude(body, new Date(at.getTime() - RETROGRADE_HALF_STEP_MS));
  const after = apparentLongitude(body, new Date(at.getTime() + RETROGRADE_HALF_STEP_MS));
  // Motion is taken the short way round, so a body crossing 0° Aries is not mistaken for retrograde.
  return normalizeDegrees(after - before + 180) - 180 < 0;
}

/** The moon's phase at an instant, by the elongation of the moon from the sun along the ecliptic. */
export function moonPhaseAt(at: Date): MoonPhase {
  const angle = normalizeDegrees(apparentLongitude('moon', at) - apparentLongitude('sun', at));
  const sector = Math.floor(normalizeDegrees(angle + PHASE_SECTOR_DEG / 2) / PHASE_SECTOR_DEG);
  return {
    angle,
    phase: MOON_PHASES[sector] ?? 'new',
    illumination: Illumination(Body.Moon, at).phase_fraction,
  };
}

/** The instant the chart is cast for, and the span of the birth day when the time is not known. */
function momentsOf({ birth, place }: Birth): {
  moment: Date;
  dayStart: Date;
  dayEnd: Date;
  skipped?: boolean;
  ambiguous?: boolean;
} {
  const { year, month, day } = birth;
  if (place === undefined) {
    const noon = Date.UTC(year, month, day, NOON_HOUR);
    return {
      moment: new Date(noon),
      dayStart: new Date(Date.UTC(year, month, day) - EARLIEST_ZONE_HOURS * MS_PER_HOUR),
      dayEnd: new Date(Date.UTC(year, month, day, HOURS_PER_DAY) - LATEST_ZONE_HOURS * MS_PER_HOUR),
    };
  }
  const local = (hour: number, minute: number, dayOffset = 0) =>
    utcOfLocalTime({ year, month, day: day + dayOffset, hour, minute }, place.timeZone);
  const dayStart = local(0, 0).utc;
  const dayEnd = local(0, 0, 1).utc;
  if (birth.time === undefined) return { moment: local(NOON_HOUR, 0).utc, dayStart, dayEnd };
  const { utc, skipped, ambiguous } = local(birth.time.hour, birth.time.minute);
  return {
    moment: utc,
    dayStart,
    dayEnd,
    ...(skipped ? { skipped } : {}),
    ...(ambiguous ? { ambiguous } : {}),
  };
}

/**
 * A natal chart: tropical signs of the sun, moon and planets (geocentric apparent longitudes of date by
 * astronomy-engine), the moon's phase, and, when the time and the place of birth are both known, the ascendant,
 * midheaven and houses (Placidus, Porphyry beyond the polar circles). Without a time or a place the chart is cast
 * for local noon (UTC noon without a place), has no angles or houses, and says whether the moon (and sun) kept
 * one sign all day.
 */
export function natalChart(input: Birth): NatalChart {
  const { moment, dayStart, dayEnd, skipped, ambiguous } = momentsOf(input);
  const timeKnown = input.birth.time !== undefined && input.place !== undefined;
  const signAllDay = (body: ChartBody) =>
    timeKnown || signOf(apparentLongitude(body, dayStart)) === signOf(apparentLongitude(body, dayEnd));

  const angles = timeKnown && input.place !== undefined ? anglesAt(moment, input.place) : undefined;
  const bodies: BodyPosition[] = CHART_BODIES.map((id) => {
    const longitude = apparentLongitude(id, moment);
    return {
      id,
      longitude,
      sign: signOf(longitude),
      ...(angles ? { house: houseOf(longitude, angles.houses) } : {}),
      retrograde: isRetrograde(id, moment),
    };
  });
  const sunSign = signOf(apparentLongitude('sun', moment));
  const moonSign = signOf(apparentLongitude('moon', moment));
  return {
    moment,
    bodies,
    sunSign,
    sunSignCertain: signAllDay('sun'),
    moonSign,
    moonSignCertain: signAllDay('moon'),
    ...(angles ? { risingSign: signOf(angles.ascendant), ...angles } : {}),
    moonPhase: moonPhaseAt(moment),
    timeKnown,
    ...(skipped ? { timeSkipped: true } : {}),
    ...(ambiguous ? { timeAmbiguous: true } : {}),
  };
}

/** The angles and houses at an instant and place: local apparent sidereal time and the true obliquity of date. */
function anglesAt(moment: Date, place: { latitude: number; longitude: number }) {
  const ramc = normalizeDegrees(SiderealTime(moment) * DEGREES_PER_HOUR_OF_SIDEREAL_TIME + place.longitude);
  const obliquity = e_tilt(MakeTime(moment)).tobl;
  return chartAngles(ramc, place.latitude, obliquity);
}
