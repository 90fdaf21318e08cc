import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, setTrafficSourceReader } from '@/runtime/platform/http/apiClients';
import { attributionCookie } from '@/schemas/attribution/attributionCookie';
import type { AttributionTags } from '@/schemas/attribution/attributionTags';
import { startAttribution } from './startAttribution';
import { createTrackingHub } from './trackingHub';
import { visitAttribution } from './visitAttribution';

/** A page with a query and a cookie jar holding the attribution cookie, if any. */
function page(search: string, stored?: AttributionTags, referrer?: string) {
  const written: string[] = [];
  const jar =
    stored === undefined ? 'a=1' : `a=1; ${attributionCookie.serialize(stored, { secure: true }).split('; ')[0]}`;
  return {
    written,
    page: {
      search,
      secure: true,
      cookie: { read: () => jar, write: (c: string) => written.push(c) },
      ...(referrer !== undefined && { arrival: { referrer, ownHost: 'funnels.example' } }),
    },
  };
}

afterEach(() => {
  visitAttribution.set(visitAttribution.none);
  setTrafficSourceReader(() => '');
});

describe('attribution on arrival at a funnel page', () => {
  it.each([
    ['a first visit without tags', '', undefined, {}, false],
    [
      'a first ad click',
      '?utm_source=tiktok&utm_source=fb&utm_medium=&foo=1',
      undefined,
      { utm_source: 'tiktok', utm_medium: '' },
      true,
    ],
    [
      'a visit without tags keeps the stored ones',
      '?foo=1',
      { utm_source: 'fb', gclid: 'g' },
      { utm_source: 'fb', gclid: 'g' },
      false,
    ],
    ['a new click replaces them', '?utm_source=bing', { utm_source: 'fb', gclid: 'g' }, { utm_source: 'bing' }, true],
    [
      'a tab arriving from a search engine',
      '',
      undefined,
      { seo_referrer: 'www.google.com' },
      true,
      'https://www.google.com/',
    ],
    ['a tab arriving directly keeps the stored ones', '', { utm_source: 'fb' }, { utm_source: 'fb' }, false, ''],
  ] as [string, string, AttributionTags | undefined, AttributionTags, boolean, string?][])(
    '%s',
    (_, search, stored, tags, writes, referrer) => {
      const { page: arrival, written } = page(search, stored, referrer);
      const hub = createTrackingHub(() => 1);
      expect(startAttribution(arrival, hub)).toEqual(tags);
      expect(visitAttribution.get()).toEqual(tags);
      expect(written).toEqual(writes ? [attributionCookie.serialize(tags, { secure: true })] : []);
      expect(hub.records()).toEqual(
        writes
          ? [{ seq: 1, at: 1, channel: 'event', service: 'attribution', name: 'attribution captured', payload: tags }]
          : [],
      );
    },
  );

  it('tells the flow, which listens', () => {
    const seen: AttributionTags[] = [];
    const stop = visitAttribution.subscribe(() => seen.push(visitAttribution.get()));
    startAttribution(page('?utm_source=tiktok').page, createTrackingHub());
    stop();
    expect(seen).toEqual([{ utm_source: 'tiktok' }]);
  });

  it.each([
    ['before the tags are read', undefined, ''],
    ['a known source', '?utm_source=tiktok', 'tiktok'],
    ['an unknown source', '?utm_source=facebook', ''],
    ['no source', '?utm_medium=cpc', ''],
  ])('the gateway client sends the traffic source as the Source header: %s', async (_, search, source) => {
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response('{}');
    });
    if (search !== undefined) startAttribution(page(search).page, createTrackingHub());
    await apiClient('gateway').get('x');
    vi.unstubAllGlobals();
    expect(sent[0]?.get('Source')).toBe(source);
  });
});
