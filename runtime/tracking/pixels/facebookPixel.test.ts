// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FACEBOOK_PIXEL_SCRIPT, facebookPixel } from './facebookPixel';

describe('the Facebook pixel', () => {
  it('queues its calls as the official snippet does, each to one id with the event id, and loads fbevents.js once', () => {
    const pixel = facebookPixel();
    pixel.load('F1');
    pixel.load('F2');
    pixel.page('F1', 'e1');
    pixel.track('F2', { name: 'Purchase', params: { value: 9.99, currency: 'EUR' } }, 'e2');
    pixel.consent(false);
    const queue = (window as unknown as { fbq: { queue: ArrayLike<unknown>[] } }).fbq.queue.map((a) => Array.from(a));
    expect(queue).toEqual([
      ['init', 'F1'],
      ['init', 'F2'],
      ['trackSingle', 'F1', 'PageView', {}, { eventID: 'e1' }],
      ['trackSingle', 'F2', 'Purchase', { value: 9.99, currency: 'EUR' }, { eventID: 'e2' }],
      ['consent', 'revoke'],
    ]);
    expect([...document.querySelectorAll('script')].map((s) => s.src)).toEqual([FACEBOOK_PIXEL_SCRIPT]);
  });
});
