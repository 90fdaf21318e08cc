import { localeOfSegment } from '@/runtime/address/localeRoute';
import { WORD_LOCALES, type WordLocale } from '@/schemas/words';
import { type SiteDetails, withSiteDetails } from './siteDetails';

/**
 * The information or email page a route param names, in its language (`terms`, or `terms@fr` in French: the proxy
 * rewrites a visitor's request there), its texts naming the site's details; none for a page or language there is not.
 */
export function sitePageAt<P extends { path: string }>(
  param: string,
  section: '/tech' | '/email',
  pagesIn: Record<WordLocale, readonly P[]>,
  site: SiteDetails,
): { page: P; locale: WordLocale } | undefined {
  const { segment, locale: named = WORD_LOCALES[0] } = localeOfSegment(param);
  const locale = WORD_LOCALES.find((l) => l === named);
  const page = locale && pagesIn[locale].find((p) => p.path === `${section}/${segment}`);
  return locale && page ? { page: withSiteDetails(page, site), locale } : undefined;
}

/** Each page in each language the runtime speaks: English at its own path, the others at `<page>@<locale>`. */
export function sitePageParams(section: '/tech' | '/email', pages: readonly { path: string }[]): { page: string }[] {
  return WORD_LOCALES.flatMap((locale) =>
    pages.map((p) => {
      const page = p.path.slice(`${section}/`.length);
      return { page: locale === WORD_LOCALES[0] ? page : `${page}@${locale}` };
    }),
  );
}
