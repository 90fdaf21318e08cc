import type { AnswerPart } from '@/runtime/steps/answerPart';
import { isRecord } from '@/schemas/isRecord';
import { COUNTRY_CODE } from '@/schemas/places/placeLimits';

/**
 * A birth place as a step keeps it: a place chosen from the search, with where it is and its time zone; or only the
 * name the visitor typed, when the search could not find it or was unavailable (the reading then leaves out what
 * needs the place: the rising sign and the houses).
 */
export type BirthPlaceAnswer =
  | {
      name: string;
      region?: string;
      country: string;
      countryName?: string;
      latitude: number;
      longitude: number;
      timeZone: string;
    }
  | { name: string };

/** A place name's length, as typed or found. */
export const PLACE_NAME_LENGTH = { min: 1, max: 120 } as const;

function isTimeZone(zone: unknown): boolean {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const between = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** Why a birth place answer is refused, or undefined when it can be kept. */
export function birthPlaceProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return 'not-a-place';
  const place = value as Record<string, unknown>;
  const name = typeof place.name === 'string' ? place.name.trim() : '';
  if (name.length < PLACE_NAME_LENGTH.min || name.length > PLACE_NAME_LENGTH.max) return 'place-name-invalid';
  if (!('latitude' in place) && !('longitude' in place) && !('timeZone' in place)) return undefined;
  if (!between(place.latitude, -90, 90) || !between(place.longitude, -180, 180)) return 'place-outside-the-earth';
  if (!isTimeZone(place.timeZone)) return 'place-time-zone-unknown';
  if (typeof place.country !== 'string' || !COUNTRY_CODE.test(place.country)) return 'place-country-invalid';
  return undefined;
}

/** Whether the place was found, with coordinates and a time zone, rather than only typed. */
export function isLocatedPlace(
  place: BirthPlaceAnswer | undefined,
): place is Extract<BirthPlaceAnswer, { latitude: number }> {
  return place !== undefined && 'latitude' in place;
}

/** A birth place: found, with where it is and its time zone, or only the name typed. */
export const birthPlaceAnswer: AnswerPart<BirthPlaceAnswer> = {
  problem: (_step, value) => birthPlaceProblem(value),
  read: (value) => {
    if (!isRecord(value) || typeof value.name !== 'string') return undefined;
    const { name, region, country, countryName, latitude, longitude, timeZone } = value;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return { name: name.trim() };
    if (typeof country !== 'string' || typeof timeZone !== 'string') return undefined;
    return {
      name: name.trim(),
      ...(typeof region === 'string' && { region }),
      country,
      ...(typeof countryName === 'string' && { countryName }),
      latitude,
      longitude,
      timeZone,
    };
  },
  samples: () => [
    {
      name: 'Lisbon',
      country: 'PT',
      countryName: 'Portugal',
      latitude: 38.71667,
      longitude: -9.13333,
      timeZone: 'Europe/Lisbon',
    },
  ],
};
