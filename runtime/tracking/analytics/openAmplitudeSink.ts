import { createInstance, Identify } from '@amplitude/analytics-browser';
import type { TrackingHub } from '@/runtime/tracking/trackingHub';
import type { AnalyticsFunnel } from './analyticsEventOf';
import type { EventSink } from './runAnalytics';

export type AmplitudeOptions = {
  apiKey: string;
  /** Where the SDK sends events; unset, its own HTTP API. */
  serverUrl?: string;
  deviceId: string;
  funnel: AnalyticsFunnel;
  hub: TrackingHub;
};

/**
 * Product analytics through Amplitude's browser SDK (loaded by a dynamic import of this module, after consent):
 * the cookie-less device id (identities in local storage, no cookie), nothing captured on its own (no autocapture,
 * no remote configuration, no diagnostics: only what the funnel sends), the funnel's name and locale as user
 * properties and on every event. The funnel event's id is the insert id, so a resend is counted once.
 */
export async function openAmplitudeSink({
  apiKey,
  serverUrl,
  deviceId,
  funnel,
  hub,
}: AmplitudeOptions): Promise<EventSink> {
  const amplitude = createInstance();
  await amplitude.init(apiKey, {
    deviceId,
    ...(serverUrl === undefined ? {} : { serverUrl }),
    identityStorage: 'localStorage',
    autocapture: false,
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    transport: 'fetch',
  }).promise;
  const target = serverUrl ?? 'amplitude';
  const network = (name: string, sent: Promise<{ code: number; message: string }>) =>
    void sent.then((result) =>
      hub.record({
        channel: 'network',
        service: 'amplitude',
        name: `POST ${target}`,
        payload: { event: name, status: result.code, message: result.message },
        consent: 'allowed',
      }),
    );
  network(
    'identify',
    amplitude.identify(new Identify().set('funnel', funnel.name).set('locale', funnel.locale)).promise,
  );
  return {
    send(event) {
      network(
        event.name,
        amplitude.track(event.name, event.properties, { insert_id: event.id, time: event.at, device_id: deviceId })
          .promise,
      );
    },
  };
}
