import { SEARCH_ENGINES, type SearchEngine } from '@/schemas/enums/searchEngines';

/** Second-level labels under which a country's domain is registered (google.co.uk, google.com.br). */
const COUNTRY_SECOND_LEVELS = new Set(['co', 'com', 'net', 'org']);

/** The host of an address, or the text itself when it is a host already (`seo_referrer` may be either). */
function hostOf(referrer: string): string {
  try {
    return new URL(referrer).hostname;
  } catch {
    return referrer.split(/[/:]/)[0] ?? referrer;
  }
}

/**
 * The search engine (docs/entities.md#enumerations) a referrer (a host or an address) belongs to: its registered name
 * is the engine's (www.google.com, google.co.uk, search.yahoo.com, cn.bing.com), not merely containing it
 * (google.example.com is another site).
 */
export function searchEngineOf(referrer: string): SearchEngine | undefined {
  const labels = hostOf(referrer).toLowerCase().replace(/\.$/, '').split('.');
  const underTld = labels.at(-2);
  const registered =
    labels.length >= 3 &&
    underTld !== undefined &&
    COUNTRY_SECOND_LEVELS.has(underTld) &&
    (labels.at(-1)?.length ?? 0) === 2
      ? labels.at(-3)
      : underTld;
  return SEARCH_ENGINES.find((engine) => engine === registered);
}
