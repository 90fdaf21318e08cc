// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BING_PIXEL_SCRIPT, bingPixel } from './bingPixel';

describe('the Bing UET tag', () => {
  it('waits for bat.js, then makes one tag per id whose page event is pageLoad', () => {
    const calls: unknown[][] = [];
    const win = window as unknown as { UET?: unknown };
    const pixel = bingPixel();
    pixel.load('B1');
    pixel.load('B2');
    pixel.page('B1', 'e1');
    pixel.track('B2', { name: 'purchase', params: { revenue_value: 9.99, currency: 'USD' } }, 'e2');
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((s) => s.src)).toEqual([BING_PIXEL_SCRIPT]);
    win.UET = function UET(this: { push: (...args: unknown[]) => void }, options: { ti: string }) {
      calls.push(['new', options.ti]);
      this.push = (...args) => calls.push([options.ti, ...args]);
    };
    expect(calls).toEqual([]);
    scripts[0]?.dispatchEvent(new Event('load'));
    pixel.consent(false);
    expect(calls).toEqual([
      ['new', 'B1'],
      ['new', 'B2'],
      ['B1', 'pageLoad'],
      ['B2', 'event', 'purchase', { revenue_value: 9.99, currency: 'USD', event_id: 'e2' }],
      ['B1', 'consent', 'update', { ad_storage: 'denied' }],
      ['B2', 'consent', 'update', { ad_storage: 'denied' }],
    ]);
  });
});
