import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import type { HappeningLog } from '../flow/happeningLog';
import { apiClient } from '../platform/http/apiClients';
import { browserTrackingHub } from './browserTrackingHub';
import { trackFlow } from './trackFlow';
import { visitId } from './visitId';

/** The browser's tracking of a visit: the page's hub, the tab's visit id and storage, leads to the app's gateway. */
export function followVisit(
  visit: Parameters<typeof trackFlow>[0],
  happenings: HappeningLog,
  funnel: Funnel,
  flow: Flow,
): () => void {
  return trackFlow(visit, happenings, {
    funnel,
    flow,
    hub: browserTrackingHub(),
    visitId: visitId(window.sessionStorage),
    storage: window.sessionStorage,
    sendLead: (lead) => apiClient('gateway').post('leads', lead),
  });
}
