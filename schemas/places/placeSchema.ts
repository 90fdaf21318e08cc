import { z } from 'zod';
import { PATTERNS } from '@/schemas/patterns';
import {
  COUNTRY_CODE,
  DEFAULT_PLACE_LIMIT,
  DEFAULT_PLACE_LOCALE,
  MAX_PLACE_LIMIT,
  PLACE_QUERY_MAX_LENGTH,
} from './placeLimits';

/**
 * A city a visitor may give as a birth place: what the geocoding service answers (docs/places.md). Coordinates are
 * WGS 84 degrees; the time zone is the IANA zone the place keeps its clocks in, which the readings need to turn a
 * local birth time into an instant.
 */
export const placeSchema = z.strictObject({
  /** The service's own id of the place, stable across searches (the embedded default: `geonames:<id>`). */
  id: z.string().min(1),
  /** The place's name as its service writes it, such as "São Paulo". */
  name: z.string().min(1),
  /** The region (state, province, canton) that tells apart places of the same name, when the service has one. */
  region: z.string().min(1).optional(),
  /** ISO 3166-1 alpha-2 code of the country, such as "BR". */
  country: z.string().regex(COUNTRY_CODE),
  /** The country's name in the request's locale, such as "Brasil" for pt-BR. */
  countryName: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** IANA time zone, such as "America/Sao_Paulo". */
  timeZone: z.string().min(1),
});
export type Place = z.infer<typeof placeSchema>;

/** The answer of `GET {base}/places`: the places found, best first (none is an answer too). */
export const placeSearchAnswerSchema = z.strictObject({
  places: z.array(placeSchema).max(MAX_PLACE_LIMIT),
});
export type PlaceSearchAnswer = z.infer<typeof placeSearchAnswerSchema>;

/**
 * The query of `GET {base}/places?q=<text>&locale=<locale>&limit=<n>`: the text typed so far (1 to 80 characters
 * once trimmed), the language country names are given in (default "en") and how many places to answer (1 to 20,
 * default 8). Query values are strings, so `limit` is read from its digits. Other parameters (a cache buster, a
 * CDN's own) are ignored.
 */
export const placeSearchRequestSchema = z.object({
  q: z.string().trim().min(1).max(PLACE_QUERY_MAX_LENGTH),
  locale: z.string().regex(new RegExp(PATTERNS.locale.pattern)).default(DEFAULT_PLACE_LOCALE),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PLACE_LIMIT))
    .default(DEFAULT_PLACE_LIMIT),
});
export type PlaceSearchRequest = z.infer<typeof placeSearchRequestSchema>;
