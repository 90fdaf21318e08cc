import { z } from 'zod';
import { knownAttributionTags } from './knownAttributionTags';

/**
 * Attribution tags in a request body: any object of strings, of which only the known parameters are kept
 * (knownAttributionTags); a key outside the list of docs/limits.md#attribution-parameters is dropped, never trusted nor
 * refused.
 */
export const attributionTagsSchema = z.record(z.string(), z.string()).transform(knownAttributionTags);
