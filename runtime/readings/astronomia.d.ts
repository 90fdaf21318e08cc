// The few parts of astronomia (an independent Meeus/VSOP87 ephemeris, a devDependency) that the ephemeris tests use;
// the package ships no types. Production code never imports it.
declare module 'astronomia' {
  type Coord = { lon: number; lat: number; range: number };
  type VsopData = Record<string, unknown>;
  export const base: {
    J2000: number;
    lightTime(distanceAu: number): number;
    JDEToJulianYear(jde: number): number;
  };
  export const planetposition: {
    Planet: new (data: VsopData) => { position(jde: number): Coord };
    toFK5(lon: number, lat: number, jde: number): { lon: number; lat: number };
  };
  export const solar: { apparentVSOP87(earth: { position(jde: number): Coord }, jde: number): Coord };
  export const moonposition: { position(jde: number): Coord };
  export const nutation: { nutation(jde: number): [number, number]; meanObliquity(jde: number): number };
  export const apparent: { eclipticAberration(lon: number, lat: number, jde: number): [number, number] };
  export const deltat: { deltaT(decimalYear: number): number };
  /** Sidereal times in seconds of time, [0, 86400). */
  export const sidereal: { apparent(jd: number): number; mean(jd: number): number };
  export const julian: { DateToJD(date: Date): number };
  export const moonphase: { newMoon(decimalYear: number): number; full(decimalYear: number): number };
}
declare module 'astronomia/data/*' {
  const data: Record<string, unknown>;
  export default data;
}
