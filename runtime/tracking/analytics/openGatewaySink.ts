import { createHttpClient } from '@/runtime/platform/http/httpClient';
import { browserNetwork } from '@/runtime/platform/logger/browserNetwork';
import { LogBatcher } from '@/runtime/platform/logger/logBatcher';
import type { TrackingHub } from '@/runtime/tracking/trackingHub';
import type { AnalyticsEvent } from '@/schemas/gateway/analyticsEventsRequest';
import type { EventSink } from './runAnalytics';

/** Where unsent event batches wait across reloads (apart from the log batches). */
export const EVENT_BATCHES_KEY = 'funnel.analyticsBatches';

function isAnalyticsEvent(value: unknown): value is AnalyticsEvent {
  return value !== null && typeof value === 'object' && 'id' in value && 'visitId' in value && 'name' in value;
}

/**
 * The embedded default of product analytics: events batched to the app's own gateway (`POST {gateway}/events`),
 * as logs are (15 a batch, after 2 s, retried with a doubling delay, kept in local storage across reloads, put off
 * while the device is offline), sent
 * with `keepalive` so a batch leaving with the page still arrives; a page being left sends what waits.
 */
export function openGatewaySink(gatewayUrl: string, hub: TrackingHub): EventSink {
  const client = createHttpClient({
    baseUrl: gatewayUrl,
    source: () => '',
    storage: window.localStorage,
    fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
  });
  const batcher = new LogBatcher({
    storage: window.localStorage,
    storageKey: EVENT_BATCHES_KEY,
    ...browserNetwork,
    send: async (batch) => {
      const events = batch.logs.map((entry) => entry.extra).filter(isAnalyticsEvent);
      if (events.length === 0) return;
      hub.record({
        channel: 'network',
        service: 'gateway',
        name: `POST ${client.url('events')}`,
        payload: { events: events.length, attempt: batch.retryAttempt },
        consent: 'allowed',
      });
      await client.post('events', { events });
    },
  });
  window.addEventListener('pagehide', () => void batcher.flush());
  return {
    send(event) {
      batcher.log('info', event.name, event);
    },
  };
}
