import { z } from 'zod';

/** The latest instant a JavaScript Date can hold (ECMAScript's time value range): a later number is no time at all. */
export const LATEST_DATE_MS = 8_640_000_000_000_000;

/** Milliseconds since the epoch, as the browser saw it: a time a Date can hold, or the request is refused (400). */
export const browserTimeSchema = z.int().nonnegative().max(LATEST_DATE_MS);
