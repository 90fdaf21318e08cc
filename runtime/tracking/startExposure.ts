import { apiClient } from '@/runtime/platform/http/apiClients';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import { readVisitorId } from '@/schemas/experiments/experimentCookies';
import { experimentOf } from '@/schemas/experiments/variantOf';
import type { Funnel } from '@/schemas/funnelSchema';
import { browserTrackingHub } from './browserTrackingHub';
import { measurementPassesOf } from './measure/measurementPasses';

/** Where the page notes that the gateway kept this visitor's exposure to an experiment (local storage). */
export const exposureKeptKey = (experimentId: string) => `funnel.exposureKept:${experimentId}`;

/**
 * Tells the gateway that this visitor was shown their variant (POST /experiments/exposures), once per visitor and
 * experiment: the visitors every variant's results are counted over. It is the experiment's own bookkeeping, under
 * the page's random visitor id, so it waits for no consent; product analytics gets its own exposure event under
 * consent (runAnalytics). It carries the visitor's exposure pass (measurementPasses). A failed call is tried again on
 * the next page. Shown in the event inspector.
 */
export async function startExposure(funnel: Funnel): Promise<void> {
  const shown = experimentOf(funnel);
  const visitor = readVisitorId(document.cookie);
  if (shown === undefined) return;
  const hub = browserTrackingHub();
  // Every page: the inspector shows which variant the visitor (or a tester, forcing one) is in.
  hub.record({ channel: 'experiment', name: 'variant', payload: { ...shown, visitorId: visitor } });
  const key = exposureKeptKey(shown.experimentId);
  if (visitor === undefined || window.localStorage.getItem(key) !== null) return;
  const exposure = { visitorId: visitor, funnel: funnel.slug, funnelVersion: funnel.version, ...shown };
  hub.record({ channel: 'experiment', service: 'gateway', name: 'exposure', payload: exposure });
  const gateway = apiClient('gateway');
  try {
    // The exposure's pass for this visitor (docs/decisions/0041): the gateway counts no visitor it never served.
    const pass = await measurementPassesOf(gateway.url('visits/passes')).get({
      funnel: funnel.slug,
      purpose: 'exposure',
      subject: visitor,
    });
    await gateway.post('experiments/exposures', { ...exposure, pass });
    window.localStorage.setItem(key, shown.variantId);
  } catch (error) {
    reportError(error);
  }
}
