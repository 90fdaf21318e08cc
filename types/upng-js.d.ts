/** Types for the PNG encoder the theme pictures are made small with (e2e/themeScreenshots.spec.ts); it ships none. */
declare module 'upng-js' {
  type Image = { width: number; height: number };
  function decode(png: ArrayBuffer | Uint8Array): Image;
  function toRGBA8(image: Image): ArrayBuffer[];
  /** `colours`: 0 keeps every colour; otherwise at most that many, as an indexed PNG. */
  function encode(frames: ArrayBuffer[], width: number, height: number, colours: number): ArrayBuffer;
  const UPNG: { decode: typeof decode; toRGBA8: typeof toRGBA8; encode: typeof encode };
  export default UPNG;
}
