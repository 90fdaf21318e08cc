import { describe, expect, it } from 'vitest';
import { type TrackingService, trackingService } from './trackingService';

const PAGE = 'https://funnels.example.com';

describe('trackingService', () => {
  const cases: [string, TrackingService | undefined][] = [
    ['https://connect.facebook.net/en_US/fbevents.js', 'facebook'],
    ['https://www.facebook.com/tr?id=1&ev=PageView', 'facebook'],
    ['https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C1', 'tikTok'],
    ['https://bat.bing.com/bat.js', 'bingAds'],
    ['https://api2.amplitude.com/2/httpapi', 'amplitude'],
    ['https://a.clarity.ms/collect', 'clarity'],
    ['https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', 'consent'],
    ['/api/v1/events', 'gateway'],
    ['https://funnels.example.com/api/v1/leads', 'gateway'],
    ['/api/v1/analytics/landing-device?x=1', 'gateway'],
    ['/api/v1/orders', undefined],
    ['/api/v1/eventsource', undefined],
    ['https://notfacebook.net/x.js', undefined],
    ['https://evil.example/connect.facebook.net', undefined],
    ['https://funnels.example.com/_next/static/chunk.js', undefined],
    ['http://[bad', undefined],
  ];
  it.each(cases)('%s is %s', (url, service) => {
    expect(trackingService(url, PAGE)).toBe(service);
  });
});
