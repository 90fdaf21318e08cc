import { describe, expect, it } from 'vitest';
import { createTrackingHub, type FunnelEvent } from '@/runtime/tracking/trackingHub';
import type { MarketingEvent } from '@/schemas/enums/marketingEvents';
import type { PixelPlatform } from '@/schemas/enums/pixelEntryTypes';
import type { PixelDriver } from './pixelDriver';
import { startPixelTracker, TIKTOK_FAILURES } from './pixelTracker';

/** A driver that writes down its calls as `platform method id ...`. */
const fakeDriver = (platform: PixelPlatform, calls: string[], failing?: { throws?: boolean; failed?: boolean }) =>
  ({
    load: (id) => calls.push(`${platform} load ${id}`),
    page: (id, eventId) => calls.push(`${platform} page ${id} ${eventId}`),
    track: (id, call, eventId) => {
      if (failing?.throws) throw new Error('ttq broke');
      calls.push(`${platform} track ${id} ${call.name} ${eventId} ${JSON.stringify(call.params)}`);
    },
    consent: (given) => calls.push(`${platform} consent ${given}`),
    identify: (email) => calls.push(`${platform} identify ${email}`),
    failed: () => failing?.failed ?? false,
  }) satisfies PixelDriver;

const event = (n: number, marketingEvent?: MarketingEvent, extra: Partial<FunnelEvent> = {}): FunnelEvent => ({
  id: `event-${n}`,
  visitId: 'visit',
  funnel: 'palmistry',
  stepId: `step-${n}`,
  kind: 'baseEvent',
  moment: 'shown',
  sections: [],
  marketingEvent,
  at: n,
  ...extra,
});

function setUp(
  ids: Partial<Record<PixelPlatform, string[]>>,
  { scripts = true, tikTok }: { scripts?: boolean; tikTok?: { throws?: boolean; failed?: boolean } } = {},
) {
  const hub = createTrackingHub(() => 0);
  const calls: string[] = [];
  const reports: string[] = [];
  let consent: ((given: boolean) => void) | undefined;
  let n = 0;
  startPixelTracker({
    hub,
    ids: { facebook: [], tikTok: [], bingAds: [], ...ids },
    drivers: {
      facebook: fakeDriver('facebook', calls),
      tikTok: fakeDriver('tikTok', calls, tikTok),
      bingAds: fakeDriver('bingAds', calls),
    },
    scripts,
    whenTargeting: (listener) => {
      consent = listener;
      return () => undefined;
    },
    report: (error) => reports.push(error.message),
    newId: () => `new-${++n}`,
  });
  const pixelRecords = () =>
    hub
      .records()
      .filter((r) => r.channel === 'pixel')
      .map((r) => `${r.service} ${r.name} ${r.consent}`);
  return { hub, calls, reports, consent: (given: boolean) => consent?.(given), pixelRecords };
}

describe('the ad pixels', () => {
  it('load nothing before the consent library has loaded, and record events as blocked', () => {
    const { hub, calls, pixelRecords } = setUp({ facebook: ['F1'] });
    hub.emit(event(1, 'PageView'));
    hub.emit(event(2, 'AddToCart'));
    expect(calls).toEqual([]);
    expect(pixelRecords()).toEqual(['facebook PageView blocked', 'facebook AddToCart blocked']);
  });

  it('load nothing while targeting consent is refused', () => {
    const { hub, calls, consent, pixelRecords } = setUp({ facebook: ['F1'], tikTok: ['T1'] });
    consent(false);
    hub.emit(event(1, 'InitiateCheckout'));
    expect(calls).toEqual([]);
    expect(pixelRecords()).toEqual([
      'facebook load blocked',
      'tikTok load blocked',
      'facebook InitiateCheckout blocked',
      'tikTok InitiateCheckout blocked',
    ]);
  });

  it('once consent is given, load each id once and fire its page event once, with the first PageView id', () => {
    const { hub, calls, consent } = setUp({ facebook: ['F1', 'F2'], bingAds: ['B1'] });
    hub.emit(event(1, 'PageView'));
    consent(true);
    hub.emit(event(2, 'PageView'));
    consent(false);
    consent(true);
    expect(calls).toEqual([
      'facebook load F1',
      'facebook load F2',
      'facebook page F1 event-1',
      'facebook page F2 event-1',
      'bingAds load B1',
      'bingAds page B1 event-1',
      'facebook consent false',
      'bingAds consent false',
      'facebook consent true',
      'bingAds consent true',
    ]);
  });

  it('a page event with no PageView emitted yet gets an id of its own', () => {
    const { calls, consent } = setUp({ tikTok: ['T1'] });
    consent(true);
    expect(calls).toEqual(['tikTok load T1', 'tikTok page T1 new-1']);
  });

  it('fire marketing events to every loaded id with the event id, Purchase with value and currency', () => {
    const { hub, calls, consent } = setUp({ facebook: ['F1'], tikTok: ['T1'], bingAds: ['B1'] });
    consent(true);
    calls.length = 0;
    hub.emit(event(3, 'Purchase', { value: 19.99, currency: 'USD' }));
    hub.emit(event(4));
    expect(calls).toEqual([
      'facebook track F1 Purchase event-3 {"value":19.99,"currency":"USD"}',
      'tikTok track T1 CompletePayment event-3 {"value":19.99,"currency":"USD"}',
      'bingAds track B1 purchase event-3 {"revenue_value":19.99,"currency":"USD"}',
    ]);
  });

  it('withdrawing consent revokes TikTok and blocks events; giving it again grants it', () => {
    const { hub, calls, consent, pixelRecords } = setUp({ tikTok: ['T1'] });
    consent(true);
    consent(false);
    hub.emit(event(5, 'AddToCart'));
    consent(true);
    hub.emit(event(6, 'AddToCart'));
    expect(calls).toEqual([
      'tikTok load T1',
      'tikTok page T1 new-1',
      'tikTok consent false',
      'tikTok consent true',
      'tikTok track T1 AddToCart event-6 {}',
    ]);
    expect(pixelRecords()).toContain('tikTok AddToCart blocked');
    expect(pixelRecords()).toContain('tikTok revokeConsent allowed');
  });

  it('identifies TikTok with the email trimmed and lower-cased, once consent is given', () => {
    const { hub, calls, consent, pixelRecords } = setUp({ tikTok: ['T1'] });
    hub.identify('  Stella@Example.COM ');
    expect(pixelRecords()).toEqual(['tikTok identify blocked']);
    consent(true);
    expect(calls).toContain('tikTok identify stella@example.com');
  });

  it('with scripts off, records every call and makes none', () => {
    const { hub, calls, consent } = setUp({ facebook: ['F1'] }, { scripts: false });
    consent(true);
    hub.emit(event(7, 'AddToCart'));
    expect(calls).toEqual([]);
    expect(hub.records().filter((r) => r.channel === 'pixel')).toMatchObject([
      { name: 'load', consent: 'allowed', payload: { pixelId: 'F1', scripts: 'off' } },
      { name: 'PageView', consent: 'allowed' },
      { name: 'AddToCart', consent: 'allowed' },
    ]);
  });

  it.each([
    [{ throws: true }, TIKTOK_FAILURES.notRequired],
    [{ failed: true }, TIKTOK_FAILURES.requiredNotAvailable],
  ])('reports a TikTok failure %j as %s, and the other pixels go on', (tikTok, code) => {
    const { hub, calls, consent, reports } = setUp({ facebook: ['F1'], tikTok: ['T1'] }, { tikTok });
    consent(true);
    calls.length = 0;
    hub.emit(event(8, 'AddToCart'));
    expect(reports).toContain(code);
    expect(calls).toEqual(['facebook track F1 AddToCart event-8 {}']);
  });
});
