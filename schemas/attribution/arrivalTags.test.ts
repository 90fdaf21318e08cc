import { describe, expect, it } from 'vitest';
import { type Arrival, arrivalTags } from './arrivalTags';
import type { AttributionTags } from './attributionTags';
import { trafficSourceOf } from './trafficSourceOf';

const OWN = 'funnels.example';
const from = (referrer: string): Arrival => ({ referrer, ownHost: OWN });
const AD_CLICK: AttributionTags = { utm_source: 'fb', fbclid: 'IwAR1' };

describe('the tags a page load keeps, and the source they make', () => {
  it.each<[string, AttributionTags, AttributionTags, Arrival | undefined, AttributionTags, string]>([
    ['an ad click', {}, AD_CLICK, from('https://l.facebook.com/'), AD_CLICK, 'fb'],
    ['an ad click replaces an older arrival', { seo_referrer: 'www.google.com' }, AD_CLICK, undefined, AD_CLICK, 'fb'],
    ['a search result', {}, {}, from('https://www.google.com/'), { seo_referrer: 'www.google.com' }, 'organic'],
    ['another site', {}, {}, from('https://blog.example/post'), { seo_referrer: 'blog.example' }, ''],
    [
      'a search after an ad click',
      AD_CLICK,
      {},
      from('https://www.bing.com/'),
      { seo_referrer: 'www.bing.com' },
      'organic',
    ],
    ['typed or bookmarked', {}, {}, from(''), {}, 'direct'],
    ['typed after an ad click: the click is kept', AD_CLICK, {}, from(''), AD_CLICK, 'fb'],
    ['a page of the site itself', AD_CLICK, {}, from(`https://${OWN}/tech/faq`), AD_CLICK, 'fb'],
    ['a referrer that is no web page', {}, {}, from('android-app://com.google.android.gm/'), {}, 'direct'],
    // Not the tab's first page: a step, a reload, a return from the bank's 3-D Secure page.
    ['a later page of the tab, from the bank', AD_CLICK, {}, undefined, AD_CLICK, 'fb'],
  ])('%s', (_, stored, captured, arrival, kept, source) => {
    const tags = arrivalTags(stored, captured, arrival);
    expect(tags).toEqual(kept);
    expect(trafficSourceOf(tags)).toBe(source);
  });
});
