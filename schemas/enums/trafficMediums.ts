/**
 * How a visit came, beside its source (docs/limits.md#traffic-sources names sources only; docs/decisions/0034): an ad
 * click, an email, an affiliate, a search engine, a link on another site, the address typed or bookmarked; '' when
 * tagged by a source we do not know.
 */
export const TRAFFIC_MEDIUMS = ['paid', 'email', 'affiliate', 'organic', 'referral', 'direct', ''] as const;
export type TrafficMedium = (typeof TRAFFIC_MEDIUMS)[number];
