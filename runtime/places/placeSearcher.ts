import type { Place } from '../../schemas/places/placeSchema';
import { type SearchPlacesOptions, searchPlaces } from './searchPlaces';

/**
 * A place search for one input: each call aborts the call before it (the previous keystroke's request, whose answer
 * would be stale), which then rejects with a PlaceSearchError whose reason is `aborted`.
 */
export function placeSearcher(
  defaults: Omit<SearchPlacesOptions, 'signal'>,
): (q: string, options?: Partial<Omit<SearchPlacesOptions, 'signal'>>) => Promise<Place[]> {
  let previous: AbortController | undefined;
  return (q, options) => {
    previous?.abort();
    const controller = new AbortController();
    previous = controller;
    return searchPlaces(q, { ...defaults, ...options, signal: controller.signal });
  };
}
