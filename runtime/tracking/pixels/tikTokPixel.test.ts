// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TIKTOK_PIXEL_SCRIPT, tikTokPixel } from './tikTokPixel';

type Ttq = unknown[][] & { _i: Record<string, unknown[][]> };

describe('the TikTok pixel', () => {
  it("queues its calls as the official snippet does, per id, and tells when an id's script fails", () => {
    const failed: string[] = [];
    const pixel = tikTokPixel(window, (id) => failed.push(id));
    pixel.load('T1');
    pixel.load('T1');
    pixel.page('T1', 'e1');
    pixel.track('T1', { name: 'CompletePayment', params: { value: 9.99, currency: 'USD' } }, 'e2');
    pixel.consent(false);
    pixel.identify?.('stella@example.com');
    const ttq = (window as unknown as { ttq: Ttq }).ttq;
    expect([...(ttq._i.T1 ?? [])]).toEqual([
      ['page'],
      ['track', 'CompletePayment', { value: 9.99, currency: 'USD' }, { event_id: 'e2' }],
    ]);
    expect([...ttq]).toEqual([['revokeConsent'], ['identify', { email: 'stella@example.com' }]]);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((s) => s.src)).toEqual([`${TIKTOK_PIXEL_SCRIPT}?sdkid=T1&lib=ttq`]);
    expect(pixel.failed()).toBe(false);
    scripts[0]?.dispatchEvent(new Event('error'));
    expect(pixel.failed()).toBe(true);
    expect(failed).toEqual(['T1']);
  });
});
