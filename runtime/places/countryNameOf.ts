/** The language country names fall back to when the runtime knows none of the locale asked for. */
const FALLBACK_LOCALE = 'en';

/** Namers kept at most: a request names any well-formed locale, and the namers of a few serve nearly every visitor. */
const KEPT_NAMERS = 32;

const namers = new Map<string, Intl.DisplayNames>();

/**
 * The name of a country (ISO 3166-1 alpha-2) in a locale, as Intl.DisplayNames writes it ("BR" is "Brazil" in en,
 * "Brasil" in pt-BR); the code itself when Intl has no name for it. The namers of the last locales asked for are kept (KEPT_NAMERS).
 */
export function countryNameOf(country: string, locale: string): string {
  let namer = namers.get(locale);
  if (namer === undefined) {
    namer = new Intl.DisplayNames([locale, FALLBACK_LOCALE], { type: 'region', fallback: 'code' });
    if (namers.size >= KEPT_NAMERS) namers.clear();
    namers.set(locale, namer);
  }
  try {
    return namer.of(country) ?? country;
  } catch {
    return country; // not a well-formed region code
  }
}
