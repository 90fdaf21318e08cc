import type { Place, PlaceSearchAnswer } from '@/schemas/places/placeSchema';

/**
 * How long a browser or a CDN may keep an answer, in seconds: the dataset changes only with a deploy, so any time
 * would do; a short one keeps a fixed ranking from lingering after a deploy.
 */
export const PLACES_MAX_AGE_SECONDS = 300;

/** The answer of the place search (placeSearchAnswerSchema), cacheable by anyone for PLACES_MAX_AGE_SECONDS. */
export function placesResponse(places: Place[]): Response {
  const answer: PlaceSearchAnswer = { places };
  return Response.json(answer, { headers: { 'Cache-Control': `public, max-age=${PLACES_MAX_AGE_SECONDS}` } });
}
