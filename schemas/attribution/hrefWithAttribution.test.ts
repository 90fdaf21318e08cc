import { describe, expect, it } from 'vitest';
import type { AttributionTags } from './attributionTags';
import { captureAttribution } from './captureAttribution';
import { hrefWithAttribution } from './hrefWithAttribution';

const EMAIL_TAGS: AttributionTags = {
  utm_source: 'email',
  utm_campaign: 'spring reading',
  iterable_message_id: 'm-1',
  utm_emailuser: 'u+1@example.com',
  delivery_id: 'd-1',
};

describe('a link carrying the visit’s tags', () => {
  it.each<[string, string, AttributionTags, string]>([
    ['a bare funnel path', '/natal-chart', { utm_source: 'email' }, '/natal-chart?utm_source=email'],
    ['no tags: the link as it is', '/natal-chart', {}, '/natal-chart'],
    [
      'in the order of docs/limits.md#attribution-parameters',
      '/palmistry',
      { utm_campaign: 'c', utm_source: 'email' },
      '/palmistry?utm_source=email&utm_campaign=c',
    ],
    ['after the link’s own query', '/palmistry?x=1', { utm_source: 'email' }, '/palmistry?x=1&utm_source=email'],
    ['before the fragment', '/palmistry#top', { utm_source: 'email' }, '/palmistry?utm_source=email#top'],
    [
      'a tag the link names already stays the link’s',
      '/palmistry?utm_source=fb',
      { utm_source: 'email' },
      '/palmistry?utm_source=fb',
    ],
    ['an empty tag stays empty', '/palmistry', { utm_medium: '' }, '/palmistry?utm_medium='],
    ['escaped', '/palmistry', { utm_campaign: 'a&b=c d' }, '/palmistry?utm_campaign=a%26b%3Dc+d'],
  ])('%s', (_, href, tags, expected) => {
    expect(hrefWithAttribution(href, tags)).toBe(expected);
  });

  it('is read back as the same tags by the page it opens', () => {
    const href = hrefWithAttribution('/natal-chart', EMAIL_TAGS);
    expect(captureAttribution(href.slice(href.indexOf('?')))).toEqual(EMAIL_TAGS);
  });
});
