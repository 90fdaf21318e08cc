import type { HappeningLog } from '@/runtime/flow/happeningLog';
import { clientEnv } from '@/runtime/platform/env.client';
import { createHttpClient } from '@/runtime/platform/http/httpClient';
import { HttpError } from '@/runtime/platform/http/httpError';
import { browserNetwork } from '@/runtime/platform/logger/browserNetwork';
import { type LogBatch, LogBatcher } from '@/runtime/platform/logger/logBatcher';
import { whenMeasurement } from '@/runtime/tracking/consent/browserConsent';
import type { TrackingHub } from '@/runtime/tracking/trackingHub';
import { visitAttribution } from '@/runtime/tracking/visitAttribution';
import { adOf } from '@/schemas/attribution/adOf';
import { campaignOf } from '@/schemas/attribution/campaignOf';
import { trafficMediumOf } from '@/schemas/attribution/trafficMediumOf';
import { trafficSourceOf } from '@/schemas/attribution/trafficSourceOf';
import { experimentOf } from '@/schemas/experiments/variantOf';
import type { Funnel } from '@/schemas/funnelSchema';
import type { MeasurementPassRequest } from '@/schemas/gateway/measurementPassRequest';
import type { StepCountsRequest, VisitMomentsRequest } from '@/schemas/gateway/visitMomentsRequest';
import { keepLostMoments, takeLostMoments } from './lostMoments';
import { measurementPassesOf } from './measurementPasses';
import { measureVisit } from './measureVisit';
import { momentRequestsOf } from './momentRequestsOf';

/** Where a followed visit's moments wait to be sent, across reloads (it consented): apart from logs and events. */
const VISIT_MOMENTS_KEY = 'funnel.visitMoments';

/** Calls back when the page is hidden (a phone switching apps, a tab left) or left; returns the stop. */
function whenHidden(listener: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') listener();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', listener);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', listener);
  };
}

/** Whether the gateway refused a request for its pass (403 `pass_invalid`). */
function isPassRefusal(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.originalStatusCode === 403 &&
    typeof error.originalError === 'object' &&
    error.originalError !== null &&
    'code' in error.originalError &&
    error.originalError.code === 'pass_invalid'
  );
}

function isFollowedRequest(value: unknown): value is VisitMomentsRequest {
  return typeof value === 'object' && value !== null && 'visitId' in value && 'moments' in value;
}

/**
 * The browser's measurement of a visit for the marketer's report (measureVisit, docs/decisions/0031): a followed
 * visit's moments batched to `POST {gateway}/visits/moments` as logs are (kept in local storage until sent, retried);
 * counts to `POST {gateway}/visits/counts` as they are made, with nothing that tells the visitor apart: no cookie
 * (`credentials: 'omit'`), no id, no header of ours, nothing kept on the device. A followed batch dropped after its
 * last try is told with the next batch of its funnel (lostMoments), so the report says it. Each request carries the
 * pass the gateway gave the page for it (measurementPasses, docs/decisions/0041): the visit's for its moments, the
 * page's own for its counts. Each send is recorded on the hub for the inspector. Returns the stop.
 */
export function startMeasurement(
  happenings: HappeningLog,
  funnel: Funnel,
  visitId: string,
  hub: TrackingHub,
): () => void {
  // Sent with `keepalive`, so a batch leaving with the page (its flush when hidden) still arrives.
  const gateway = createHttpClient({
    baseUrl: clientEnv.NEXT_PUBLIC_GATEWAY_API_URL,
    source: () => trafficSourceOf(visitAttribution.get()),
    storage: window.localStorage,
    fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
  });
  const dimensions = () => {
    const tags = visitAttribution.get();
    const experiment = experimentOf(funnel);
    const ad = adOf(tags);
    return {
      funnel: funnel.slug,
      source: trafficSourceOf(tags),
      medium: trafficMediumOf(tags),
      campaign: campaignOf(tags),
      ...(ad && { ad }),
      ...(experiment && { experiment }),
    };
  };
  const countsWithoutConsent = clientEnv.NEXT_PUBLIC_COUNT_WITHOUT_CONSENT !== 'off';
  const followedOf = (batch: LogBatch) => batch.logs.map((entry) => entry.extra).filter(isFollowedRequest);
  // The passes the gateway takes moments and counts with (docs/decisions/0041): asked for before they are needed.
  const passes = measurementPassesOf(gateway.url('visits/passes'));
  const countsPass = { funnel: funnel.slug, purpose: 'counts' } as const;
  const momentsPass = (request: Pick<VisitMomentsRequest, 'funnel' | 'visitId'>) =>
    ({ funnel: request.funnel, purpose: 'moments', subject: request.visitId }) as const;
  const warm = (request: MeasurementPassRequest) => void passes.get(request).catch(() => {});
  const batcher = new LogBatcher({
    storage: window.localStorage,
    storageKey: VISIT_MOMENTS_KEY,
    ...browserNetwork,
    // Every request of the batch starts in this task: a batch sent as the page leaves gets no later one.
    send: async (batch) => {
      // Each request names its batch: a copy sent again (the page left as it went, another tab restoring it) is
      // taken once by the gateway.
      const requests = momentRequestsOf(followedOf(batch)).map((request) => ({ ...request, batch: batch.id }));
      await Promise.all(
        requests.map(async (request) => {
          // A pass held goes at once; a batch of another visit (another tab's, kept) waits for its own.
          const pass = passes.held(momentsPass(request)) ?? (await passes.get(momentsPass(request)));
          hub.record({
            channel: 'network',
            service: 'gateway',
            name: 'visit moments',
            payload: request,
            consent: 'allowed',
          });
          try {
            await gateway.post('visits/moments', { ...request, pass });
          } catch (error) {
            // Refused for its pass (expired, a deploy's new key): the batch is tried again with a new one.
            if (isPassRefusal(error)) passes.forget(momentsPass(request));
            throw error;
          }
        }),
      );
    },
    // A batch dropped after its last try: the next batch of its funnel says how many moments it held.
    onDrop: (batch) => keepLostMoments(window.localStorage, followedOf(batch)),
  });
  if (countsWithoutConsent) warm(countsPass);
  return measureVisit(happenings, {
    whenConsent: whenMeasurement,
    whenHidden,
    sendFollowed(moments) {
      warm(momentsPass({ funnel: funnel.slug, visitId }));
      const lost = takeLostMoments(window.localStorage, funnel.slug);
      batcher.log('info', 'visit moments', { visitId, ...dimensions(), moments, ...(lost > 0 && { lost }) });
    },
    sendCounted(moments) {
      const request: StepCountsRequest = { ...dimensions(), moments };
      hub.record({ channel: 'network', service: 'gateway', name: 'step counts', payload: request, consent: 'allowed' });
      const send = (pass: string) =>
        fetch(gateway.url('visits/counts'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...request, pass }),
          credentials: 'omit',
          keepalive: true,
        });
      // Counts go as the page is hidden: with the pass asked for as the measurement began, in this very task.
      const pass = passes.held(countsPass);
      void (pass === undefined ? passes.get(countsPass).then(send) : send(pass)).catch(() => {});
    },
    flush: () => void batcher.flush(),
    countsWithoutConsent,
    now: Date.now,
  });
}
