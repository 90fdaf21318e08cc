// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrackingHub } from '@/runtime/tracking/trackingHub';
import { openAmplitudeSink } from './openAmplitudeSink';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openAmplitudeSink', () => {
  it('sends each event to the server URL with its id as insert id, the device id, and the funnel as properties', async () => {
    const bodies: { url: string; body: { api_key: string; events: Record<string, unknown>[] } }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        bodies.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ code: 200 }), { status: 200 });
      }),
    );
    const hub = createTrackingHub();
    const sink = await openAmplitudeSink({
      apiKey: 'key123',
      serverUrl: 'https://amp.example.com/2/httpapi',
      deviceId: 'device-from-url',
      funnel: { name: 'love-quiz', locale: 'es' },
      hub,
    });
    sink.send({
      id: '00000000-0000-4000-8000-000000000001',
      visitId: '00000000-0000-4000-8000-000000000000',
      funnel: 'love-quiz',
      stepId: 'gender',
      name: 'step_shown',
      kind: 'baseEvent',
      properties: { funnel_name: 'love-quiz', locale: 'es', sections: ['header'] },
      at: 1_700_000_000_000,
    });
    await expect.poll(() => bodies.flatMap((b) => b.body.events).length, { timeout: 15_000 }).toBe(2);
    expect(bodies.every((b) => b.url === 'https://amp.example.com/2/httpapi' && b.body.api_key === 'key123')).toBe(
      true,
    );
    const events = bodies.flatMap((b) => b.body.events);
    expect(events.find((e) => e.event_type === '$identify')).toMatchObject({
      device_id: 'device-from-url',
      user_properties: { $set: { funnel: 'love-quiz', locale: 'es' } },
    });
    expect(events.find((e) => e.event_type === 'step_shown')).toMatchObject({
      device_id: 'device-from-url',
      insert_id: '00000000-0000-4000-8000-000000000001',
      time: 1_700_000_000_000,
      event_properties: { funnel_name: 'love-quiz', locale: 'es', sections: ['header'] },
    });
    expect(document.cookie).toBe('');
    await expect
      .poll(() => hub.records().filter((r) => r.channel === 'network' && r.service === 'amplitude').length)
      .toBe(2);
  }, 30_000);
});
