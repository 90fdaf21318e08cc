// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_CHECK_DELAY_MS } from '@/runtime/platform/logger/logBatcher';
import { createTrackingHub } from '@/runtime/tracking/trackingHub';
import type { AnalyticsEvent } from '@/schemas/gateway/analyticsEventsRequest';
import { EVENT_BATCHES_KEY, openGatewaySink } from './openGatewaySink';

const event = (n: number): AnalyticsEvent => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  visitId: '00000000-0000-4000-8000-000000000000',
  funnel: 'love-quiz',
  stepId: 'gender',
  name: 'step_shown',
  kind: 'baseEvent',
  properties: {},
  at: n,
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openGatewaySink', () => {
  it('batches events to POST {gateway}/events with keepalive, and keeps them across a reload until delivered', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 503;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response('{}', { status });
      }),
    );
    const hub = createTrackingHub();
    const sink = openGatewaySink('/api/v1', hub);
    sink.send(event(1));
    sink.send(event(2));
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(LOG_CHECK_DELAY_MS);
    expect(calls.map((c) => [c.url, c.init.method, c.init.keepalive])).toEqual([['/api/v1/events', 'POST', true]]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ events: [event(1), event(2)] });
    expect(JSON.parse(localStorage.getItem(EVENT_BATCHES_KEY) ?? '[]')).toHaveLength(1);

    // The page reloads while the gateway is down; the next page delivers the batch.
    vi.clearAllTimers();
    status = 200;
    openGatewaySink('/api/v1', hub);
    await vi.advanceTimersByTimeAsync(10 * LOG_CHECK_DELAY_MS);
    expect(JSON.parse(String(calls.at(-1)?.init.body))).toEqual({ events: [event(1), event(2)] });
    expect(localStorage.getItem(EVENT_BATCHES_KEY)).toBeNull();
    expect(
      hub
        .records()
        .filter((r) => r.channel === 'network')
        .map((r) => r.name),
    ).toEqual(['POST /api/v1/events', 'POST /api/v1/events']);
  });
});
