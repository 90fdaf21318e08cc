import Clarity from '@microsoft/clarity';
import type { TrackingHub } from '@/runtime/tracking/trackingHub';
import type { AnalyticsFunnel } from './analyticsEventOf';
import type { Heatmap } from './runAnalytics';

/** docs/errors.md#tracking-failures: the code a failed heatmap identify is reported with. */
export const CLARITY_IDENTIFY_FAILED = 'identify_user_clarity';

export type ClarityOptions = {
  projectId: string;
  funnel: AnalyticsFunnel;
  visitId: string;
  hub: TrackingHub;
  reportFailure: (message: string, error: unknown, code?: string) => void;
};

/**
 * The heatmap and session recording (Microsoft Clarity), loaded by a dynamic import of this module once consent is
 * given: its tag script is requested then, never before. The funnel's name and locale are tags; a visitor who gives
 * their email is identified by it (Clarity hashes it in the browser), the visit as the session; a failed identify
 * is logged and reported as `identify_user_clarity` (docs/errors.md#tracking-failures).
 */
export async function openClarityHeatmap({
  projectId,
  funnel,
  visitId,
  hub,
  reportFailure,
}: ClarityOptions): Promise<Heatmap> {
  Clarity.init(projectId);
  hub.record({
    channel: 'network',
    service: 'clarity',
    name: `GET https://www.clarity.ms/tag/${projectId}`,
    consent: 'allowed',
  });
  Clarity.setTag('funnel', funnel.name);
  Clarity.setTag('locale', funnel.locale);
  return {
    consent(given) {
      Clarity.consent(given);
    },
    identify(email) {
      Promise.resolve()
        .then(() => Clarity.identify(email, visitId))
        .then(
          () => hub.record({ channel: 'heatmap', service: 'clarity', name: 'identify', consent: 'allowed' }),
          (error: unknown) => reportFailure('heatmap identify failed', error, CLARITY_IDENTIFY_FAILED),
        );
    },
  };
}
