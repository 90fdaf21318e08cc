import { parse } from 'cookie';
import { ATTRIBUTION_PARAMETERS } from '../../../schemas/enums/attributionParameters';

/**
 * The cookie the attribution tags are kept in. STAND-IN: attribution is built on another branch; this module is
 * the one place analytics reads the tags from, to be swapped for attribution's own read-back function.
 */
const ATTRIBUTION_COOKIE = 'attribution';

/**
 * The visitor's attribution (utm) tags, for the landing-device call: the attribution cookie's JSON object (its
 * string values, `quiz` dropped) when it parses, else the SPEC §9 parameters of the page's query (first value).
 */
export function readAttributionTags(cookieHeader: string, search: string): Record<string, string> {
  const kept = parse(cookieHeader)[ATTRIBUTION_COOKIE];
  if (kept !== undefined) {
    try {
      const value: unknown = JSON.parse(kept);
      if (value !== null && typeof value === 'object' && !Array.isArray(value))
        return Object.fromEntries(
          Object.entries(value).flatMap(([key, tag]) =>
            key !== 'quiz' && typeof tag === 'string' ? [[key, tag]] : [],
          ),
        );
    } catch {
      // A cookie that does not parse yields no tags from it (SPEC §5); the query may still hold them.
    }
  }
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    ATTRIBUTION_PARAMETERS.flatMap((name) => {
      const value = query.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}
