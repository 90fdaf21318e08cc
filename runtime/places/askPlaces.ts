import type { Place } from '@/schemas/places/placeSchema';
import { PlaceSearchError, type SearchPlacesOptions, searchPlaces } from './searchPlaces';

/**
 * A place search as the birth place step asks it: a search that timed out is asked once more, since a server just
 * started may still be building its index of places; other failures are not.
 */
export function askPlaces(q: string, options: SearchPlacesOptions): Promise<Place[]> {
  return searchPlaces(q, options).catch((error: unknown) => {
    if (error instanceof PlaceSearchError && error.reason === 'timeout' && !options.signal?.aborted)
      return searchPlaces(q, options);
    throw error;
  });
}
