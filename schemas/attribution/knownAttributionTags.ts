import { ATTRIBUTION_PARAMETERS } from '@/schemas/enums/attributionParameters';
import type { AttributionTags } from './attributionTags';

/**
 * The tags in a value read back from outside (the cookie, a request body): only string values of the parameters of
 * docs/limits.md#attribution-parameters, in their order; anything else is dropped, never an error. So a key named
 * `quiz` is dropped (docs/validation.md#attribution-tags: it is not captured; `quizz` is), as are `__proto__` and every
 * key a client made up.
 */
export function knownAttributionTags(value: unknown): AttributionTags {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const given = new Map<string, unknown>(Object.entries(value));
  const tags: AttributionTags = {};
  for (const parameter of ATTRIBUTION_PARAMETERS) {
    const tag = given.get(parameter);
    if (typeof tag === 'string') tags[parameter] = tag;
  }
  return tags;
}
