import { describe, expect, it } from 'vitest';
import { GEONAMES_ATTRIBUTION, placeDataAttribution } from './placeDataAttribution';
import { EMBEDDED_GEOCODING_URL } from './searchPlaces';

describe('placeDataAttribution', () => {
  it('credits GeoNames while the app’s own search answers, and leaves a geocoder’s credit to its terms', () => {
    expect(placeDataAttribution(EMBEDDED_GEOCODING_URL)).toBe(GEONAMES_ATTRIBUTION);
    expect(placeDataAttribution('https://geo.example/v1')).toBeUndefined();
  });
});
