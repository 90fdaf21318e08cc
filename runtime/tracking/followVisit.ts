import type { HappeningLog } from '@/runtime/flow/happeningLog';
import { apiClient } from '@/runtime/platform/http/apiClients';
import { isTesterMode } from '@/runtime/platform/testerMode';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { browserTrackingHub } from './browserTrackingHub';
import { startMeasurement } from './measure/startMeasurement';
import { trackFlow } from './trackFlow';
import { visitId } from './visitId';

/**
 * The browser's tracking of a visit: the page's hub, the tab's visit id and storage, leads to the app's gateway, and
 * the report's measurement of the visit, but for a tester's (a tester's visits count in no figure of the report).
 */
export function followVisit(
  visit: Parameters<typeof trackFlow>[0],
  happenings: HappeningLog,
  funnel: Funnel,
  flow: Flow,
): () => void {
  const hub = browserTrackingHub();
  const id = visitId(window.sessionStorage);
  const stops = [
    trackFlow(visit, happenings, {
      funnel,
      flow,
      hub,
      visitId: id,
      storage: window.sessionStorage,
      sendLead: (lead) => apiClient('gateway').post('leads', lead),
    }),
    ...(isTesterMode(document.cookie) ? [] : [startMeasurement(happenings, funnel, id, hub)]),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
