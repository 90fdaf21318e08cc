// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { createTrackingHub } from '@/runtime/tracking/trackingHub';
import EventInspector from './EventInspector';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function open() {
  const hub = createTrackingHub();
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(<EventInspector hub={hub} />));
  const toggle = container.querySelector('button');
  await act(async () => toggle?.click());
  const rows = () => [...container.querySelectorAll('li')].map((li) => li.querySelector('summary')?.textContent);
  return { hub, container, toggle, rows };
}

describe('the event inspector', () => {
  it('lists records live, newest first, with the service and whether consent allowed them', async () => {
    const { hub, toggle, rows, container } = await open();
    expect(container.textContent).toContain('Nothing yet.');
    await act(async () => {
      hub.record({ channel: 'consent', name: 'targeting given', payload: { C0004: true } });
      hub.record({ channel: 'pixel', service: 'facebook', name: 'PageView', consent: 'allowed', payload: { id: '1' } });
      hub.record({ channel: 'pixel', service: 'tikTok', name: 'AddToCart', consent: 'blocked' });
    });
    expect(toggle?.textContent).toBe('Tracking · 3');
    expect(rows()).toEqual([
      'pixeltikTokAddToCartblocked: no consent',
      'pixelfacebookPageViewconsent given',
      'consenttargeting given',
    ]);
    expect(container.querySelector('li[data-channel="pixel"] pre')?.textContent).toBe('(no payload)');
  });

  it('filters by channel', async () => {
    const { hub, container, rows } = await open();
    await act(async () => {
      hub.record({ channel: 'event', name: 'baseEvent' });
      hub.record({ channel: 'lead', service: 'gateway', name: 'lead' });
    });
    const select = container.querySelector('select') as HTMLSelectElement;
    await act(async () => {
      select.value = 'lead';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(rows()).toEqual(['leadgatewaylead']);
  });
});
