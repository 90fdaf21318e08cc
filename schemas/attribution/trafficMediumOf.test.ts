import { describe, expect, it } from 'vitest';
import type { AttributionTags } from './attributionTags';
import { trafficMediumOf } from './trafficMediumOf';
import { trafficSourceOf } from './trafficSourceOf';

describe('how a visit came, beside its source', () => {
  it.each<[string, AttributionTags, string, string]>([
    ['an ad link', { utm_source: 'fb', utm_campaign: 'spring' }, 'fb', 'paid'],
    ['a Google ad click', { gclid: 'Cj0K' }, 'google', 'paid'],
    ['a TikTok ad click', { ttclid: 'E.C.P' }, 'tiktok', 'paid'],
    ['a Bing ad', { utm_source: 'bing' }, 'bing', 'paid'],
    ['a newsletter', { utm_source: 'email' }, 'email', 'email'],
    ['an email link tagged only by its message id', { iterable_message_id: 'm-1' }, 'email', 'email'],
    ['an affiliate', { utm_source: 'affiliate' }, 'affiliate', 'affiliate'],
    ['a search engine', { seo_referrer: 'www.google.com' }, 'organic', 'organic'],
    ['a link on another site', { seo_referrer: 'astrology-blog.example' }, '', 'referral'],
    ['a campaign on another site', { seo_referrer: 'astrology-blog.example', utm_campaign: 'x' }, '', 'referral'],
    ['the address typed', {}, 'direct', 'direct'],
    ['a source we do not know', { utm_source: 'facebook' }, '', ''],
    ['a source we do not know, from another site', { utm_source: 'partner', seo_referrer: 'blog.example' }, '', ''],
    ['a campaign tagged without a source', { utm_medium: 'cpc' }, '', ''],
  ])('%s: source %j, medium %j', (_, tags, source, medium) => {
    expect(trafficSourceOf(tags)).toBe(source);
    expect(trafficMediumOf(tags)).toBe(medium);
  });
});
