import { ATTRIBUTION_PARAMETERS, type AttributionParameter } from '@/schemas/enums/attributionParameters';
import type { AttributionTags } from './attributionTags';

/**
 * docs/validation.md#tag-precedence, the server's precedence when the request's cookie and the query tags the page
 * sends both carry a tag. Written: source (`utm_source`) and ad name (`utm_ad_name`) take the cookie's; secret
 * (`utm_secret`) and content (`utm_content`) the query's. Decided for the others: the cookie wins (it is the landing's
 * record, and the traffic source and ad name that decide conditions and the `Source` header come from it too, so one
 * order is never credited half to one click and half to another), except the two test-event codes, which a tester
 * changes per test on a live page (`fb_test_event_code`, `tt_test_event_code`): the query's, like the secret.
 */
export const ATTRIBUTION_PRECEDENCE = {
  utm_source: 'cookie',
  utm_medium: 'cookie',
  utm_secret: 'query',
  utm_content: 'query',
  utm_term: 'cookie',
  utm_campaign_id: 'cookie',
  utm_campaignid: 'cookie',
  utm_campaign: 'cookie',
  utm_adset_id: 'cookie',
  utm_adsetid: 'cookie',
  utm_adset: 'cookie',
  utm_ad_id: 'cookie',
  utm_adid: 'cookie',
  utm_ad: 'cookie',
  gclid: 'cookie',
  gbraid: 'cookie',
  iterable_message_id: 'cookie',
  fbp: 'cookie',
  fbc: 'cookie',
  fbclid: 'cookie',
  ga: 'cookie',
  everflow_transaction_id: 'cookie',
  utm_source_retention: 'cookie',
  utm_adset_name: 'cookie',
  utm_placement: 'cookie',
  utm_ad_name: 'cookie',
  ttclid: 'cookie',
  quizz: 'cookie',
  oid: 'cookie',
  _ef_transaction_id: 'cookie',
  ad_group: 'cookie',
  fb_test_event_code: 'query',
  tt_test_event_code: 'query',
  seo_channel: 'cookie',
  seo_landing_page: 'cookie',
  seo_referrer: 'cookie',
  utm_emailuser: 'cookie',
  delivery_id: 'cookie',
  user_id: 'cookie',
} as const satisfies Record<AttributionParameter, 'cookie' | 'query'>;

/**
 * The tags the server keeps for a request (docs/validation.md#tag-precedence): each tag from the side the precedence
 * table names when both carry it (an empty value counts as carried: it is what was captured), else from the one that
 * has it. Both sides must already be known tags (attributionCookie.read, knownAttributionTags); the result lists tags
 * in the order of docs/limits.md#attribution-parameters.
 */
export function resolveAttribution(cookie: AttributionTags, query: AttributionTags): AttributionTags {
  const tags: AttributionTags = {};
  for (const parameter of ATTRIBUTION_PARAMETERS) {
    const [first, second] = ATTRIBUTION_PRECEDENCE[parameter] === 'cookie' ? [cookie, query] : [query, cookie];
    const value = first[parameter] ?? second[parameter];
    if (value !== undefined) tags[parameter] = value;
  }
  return tags;
}
