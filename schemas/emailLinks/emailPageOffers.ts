import type { EMAIL_PAGES } from '../routes';
import type { UpsellProductId } from '../upsellCatalogue';

export type EmailPagePath = (typeof EMAIL_PAGES)[number];

/**
 * What a report page linked from email sells (SPEC §2): one catalogue product, priced by the catalogue, sold as an
 * upsell of a funnel that sells it (its orders are that funnel's, at its published version, for reports and for the
 * provider's payment line). The page's button leads into the same funnel.
 */
export type EmailPageOffer = { product: UpsellProductId; funnel: string };

export const EMAIL_PAGE_OFFERS: Partial<Record<EmailPagePath, EmailPageOffer>> = {
  '/email/numerology-analysis': { product: 'numerology_analysis', funnel: 'nebula-numerology' },
  '/email/tarot-reading': { product: 'tarot_reading', funnel: 'witch-power' },
  '/email/palmistry-guide': { product: 'palmistry_guide', funnel: 'palmistry' },
  '/email/ultra-pack': { product: 'ultra_pack_4', funnel: 'moon-compatibility' },
};

/** The offer of a page path a request names (any string), if it is a report page. */
export function emailPageOffer(path: string): EmailPageOffer | undefined {
  return Object.hasOwn(EMAIL_PAGE_OFFERS, path) ? EMAIL_PAGE_OFFERS[path as EmailPagePath] : undefined;
}
