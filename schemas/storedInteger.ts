import { z } from 'zod';

/**
 * The largest whole number the database stores in its `integer` columns (versions, amounts): PostgreSQL's
 * 2^31 - 1. A larger one is refused where it enters, with the field named, instead of failing in the database.
 */
export const STORED_INTEGER_MAX = 2_147_483_647;

/** A version number: 1 and up, as the database stores it. */
export const versionSchema = z.int().min(1).max(STORED_INTEGER_MAX);
