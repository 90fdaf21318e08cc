import type { EMAIL_PAGES } from '@/schemas/routes';
import type { UpsellProductId } from '@/schemas/upsellCatalogue';

export type EmailPagePath = (typeof EMAIL_PAGES)[number];

/**
 * What a page linked from email sells (docs/routes.md#email-pages), through a funnel that sells it: its orders are that
 * funnel's, at its published version, priced by the stored funnel, for reports and for the provider's payment line. The
 * page's button names the same funnel.
 * - `report`: one catalogue product, priced by the catalogue, sold as an upsell of the funnel.
 * - `trial`: the funnel's trial plan (trialPlanOf), priced by the funnel, sold as a plan of the funnel: its
 *   subscription renews as any plan's does.
 */
export type EmailPageOffer =
  | { kind: 'report'; product: UpsellProductId; funnel: string }
  | { kind: 'trial'; funnel: string };

export const EMAIL_PAGE_OFFERS: Partial<Record<EmailPagePath, EmailPageOffer>> = {
  '/email/numerology-analysis': { kind: 'report', product: 'numerology_analysis', funnel: 'nebula-numerology' },
  '/email/tarot-reading': { kind: 'report', product: 'tarot_reading', funnel: 'witch-power' },
  '/email/palmistry-guide': { kind: 'report', product: 'palmistry_guide', funnel: 'palmistry' },
  '/email/ultra-pack': { kind: 'report', product: 'ultra_pack_4', funnel: 'moon-compatibility' },
  // The natal chart trial the visitor stopped one step before (its trial payment step); the email campaign's own
  // funnel (email-marketing-natal-chart) sells no trial (docs/decisions/0039).
  '/email/marketing-trial-payment': { kind: 'trial', funnel: 'natal-chart' },
};

/** The offer of a page path a request names (any string), if the page sells something. */
export function emailPageOffer(path: string): EmailPageOffer | undefined {
  return Object.hasOwn(EMAIL_PAGE_OFFERS, path) ? EMAIL_PAGE_OFFERS[path as EmailPagePath] : undefined;
}
