import { describe, expect, it } from 'vitest';
import { TRAFFIC_SOURCES } from '@/schemas/enums/trafficSources';
import type { AttributionTags } from './attributionTags';
import { trafficSourceOf } from './trafficSourceOf';

describe('the traffic source of the tags a visit keeps', () => {
  it.each<[string, AttributionTags, string]>([
    ...TRAFFIC_SOURCES.filter((source) => source !== '').map((source): [string, AttributionTags, string] => [
      `the known source "${source}"`,
      { utm_source: source },
      source,
    ]),
    // docs/validation.md#attribution-tags: a source counts only as written, when known.
    ['an unknown source', { utm_source: 'facebook' }, ''],
    ['another case', { utm_source: 'TikTok' }, ''],
    ['surrounding spaces', { utm_source: ' fb ' }, ''],
    ['an empty source', { utm_source: '' }, ''],
    ['a campaign tagged without a source', { utm_medium: 'cpc' }, ''],
    ['the retention source is not the source', { utm_source_retention: 'fb' }, ''],
    // An ad network's click id names its network when no known source does.
    ['a Facebook click', { fbclid: 'IwAR1' }, 'fb'],
    ['a Facebook click cookie', { fbc: 'fb.1.1700000000.IwAR1' }, 'fb'],
    ['a Google click', { gclid: 'Cj0K' }, 'google'],
    ['a Google app click', { gbraid: '0AAAA' }, 'google'],
    ['a TikTok click', { ttclid: 'E.C.P' }, 'tiktok'],
    ['an unknown source with a click id', { utm_source: 'facebook_ads', fbclid: 'IwAR1' }, 'fb'],
    ['a known source before a click id', { utm_source: 'email', fbclid: 'IwAR1' }, 'email'],
    ['an empty click id', { fbclid: '' }, 'direct'],
    // An email's own tags name the email when no known source or click id does.
    ['an email message id', { iterable_message_id: 'm-1' }, 'email'],
    ['an email delivery id', { delivery_id: 'd-1' }, 'email'],
    ['an email user', { utm_emailuser: 'u-1' }, 'email'],
    ['an unknown source with an email message id', { utm_source: 'newsletter', iterable_message_id: 'm-1' }, 'email'],
    ['a known source before an email message id', { utm_source: 'affiliate', iterable_message_id: 'm-1' }, 'affiliate'],
    ['a click id before an email message id', { gclid: 'Cj0K', iterable_message_id: 'm-1' }, 'google'],
    ['an empty email message id', { iterable_message_id: '' }, 'direct'],
    // The referring site of an arrival without tags.
    ['a search engine', { seo_referrer: 'www.google.com' }, 'organic'],
    ['a search engine abroad', { seo_referrer: 'www.google.co.uk' }, 'organic'],
    ['a search engine by address', { seo_referrer: 'https://duckduckgo.com/?q=tarot' }, 'organic'],
    ['another search engine', { seo_referrer: 'search.yahoo.com' }, 'organic'],
    ['a site named like a search engine', { seo_referrer: 'google.example.com' }, ''],
    ['another site: a referral', { seo_referrer: 'astrology-blog.example' }, ''],
    // Nothing that names a source.
    ['no tags', {}, 'direct'],
    ['only a browser id', { fbp: 'fb.1.1700000000.123', ga: 'GA1.1.1' }, 'direct'],
  ])('%s', (_, tags, source) => {
    expect(trafficSourceOf(tags)).toBe(source);
  });
});
