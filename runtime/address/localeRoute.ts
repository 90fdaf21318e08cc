/**
 * The mark between a page's segment and a language in the path the app renders it at: `/love-quiz@es/gender` is the
 * funnel at `/love-quiz` in Spanish, `/tech/terms@fr` the terms in French. Each language's pages are cached apart,
 * under their own path; the proxy rewrites a visitor's request there (requestedLocale). No slug has it (PATTERNS.slug).
 */
export const LOCALE_MARK = '@';

/**
 * The path of a funnel page (its own, or an internal route's: a variant's, a pinned one's) in a language: its first
 * segment that is the funnel path gets the language (internal routes start with `_`, which no funnel path does).
 */
export function localePath(pathname: string, funnelPath: string, locale: string): string {
  const segments = pathname.split('/');
  const at = segments.indexOf(funnelPath);
  if (at < 0) return pathname;
  segments[at] = `${funnelPath}${LOCALE_MARK}${locale}`;
  return segments.join('/');
}

/** A segment as sent, decoded; one that does not decode is kept as sent (and names no funnel). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The segment and language a page's route param names, decoded (`love-quiz@es`: the funnel path, `terms@fr`: an
 * information page): no language is the page's first.
 */
export function localeOfSegment(param: string): { segment: string; locale?: string } {
  const decoded = decodedSegment(param);
  const mark = decoded.indexOf(LOCALE_MARK);
  return mark < 0 ? { segment: decoded } : { segment: decoded.slice(0, mark), locale: decoded.slice(mark + 1) };
}
