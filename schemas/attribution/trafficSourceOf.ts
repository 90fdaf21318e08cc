import { isTrafficSource, type TrafficSource } from '@/schemas/enums/trafficSources';
import type { AttributionTags } from './attributionTags';
import { searchEngineOf } from './searchEngineOf';

/**
 * The ad networks' click ids (captured parameters of docs/limits.md#attribution-parameters), each naming the network of
 * the click.
 */
const CLICK_IDS = [
  ['fbclid', 'fb'],
  ['fbc', 'fb'],
  ['gclid', 'google'],
  ['gbraid', 'google'],
  ['ttclid', 'tiktok'],
] as const satisfies readonly (readonly [keyof AttributionTags, TrafficSource])[];

/**
 * The tags only an email's link carries (docs/limits.md#attribution-parameters): the email service's message and
 * delivery ids, and the address's own id. A link tagged with them and no known source came from an email.
 */
const EMAIL_TAGS = [
  'iterable_message_id',
  'delivery_id',
  'utm_emailuser',
] as const satisfies readonly (keyof AttributionTags)[];

/**
 * The visitor's traffic source (docs/limits.md#traffic-sources; the `Source` header, docs/calls.md#the-http-client),
 * from the tags their visit keeps:
 * - `utm_source` when it is a known source, as written (lower case: docs/validation.md#attribution-tags);
 * - else an ad network's click id names its network (a link tagged without `utm_source`);
 * - else an email's own tags (EMAIL_TAGS) name `email`;
 * - else an unknown `utm_source` is "" (no source: tagged, by no source we know);
 * - else the referring site the visit arrived from (arrivalTags): a search engine (docs/entities.md#enumerations) is
 *   `organic`, another site "" (a referral, which the product's sources do not name);
 * - else, with no campaign tag at all, `direct`; a campaign tagged without a source is "".
 */
export function trafficSourceOf(tags: AttributionTags): TrafficSource {
  const source = tags.utm_source;
  if (isTrafficSource(source) && source !== '') return source;
  const click = CLICK_IDS.find(([tag]) => (tags[tag] ?? '') !== '');
  if (click !== undefined) return click[1];
  if (EMAIL_TAGS.some((tag) => (tags[tag] ?? '') !== '')) return 'email';
  if (source !== undefined) return '';
  if (tags.seo_referrer !== undefined) return searchEngineOf(tags.seo_referrer) !== undefined ? 'organic' : '';
  return Object.keys(tags).some((tag) => tag.startsWith('utm_')) ? '' : 'direct';
}
