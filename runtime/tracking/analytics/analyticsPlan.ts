import type { FunnelEvent } from '@/runtime/tracking/trackingHub';

/** The funnel flags that decide what analytics sends (docs/limits.md#funnel-flags, `funnel.flags`). */
export type AnalyticsFlags = { minimalAnalytics?: boolean; noSessionAnalytics?: boolean };

/** What analytics does on a funnel's pages. */
export type AnalyticsPlan = {
  /** Whether a funnel event goes to product analytics. */
  sends: (event: FunnelEvent) => boolean;
  scrollDepth: boolean;
  webVitals: boolean;
  /** Session recording and heatmaps. */
  heatmap: boolean;
  /**
   * The landing-device call (docs/calls.md#landing-device-call): made on every funnel, it is how ad clicks are tied to
   * devices.
   */
  landingDevice: boolean;
};

/**
 * The essential events of a minimal-analytics funnel: each step shown (the funnel's visitors and drop-off) and
 * the purchase; answers, skips, offers taken, scroll depth and vitals are left out.
 */
function isEssential(event: FunnelEvent): boolean {
  return event.moment === 'shown' || event.moment === 'paid' || event.marketingEvent === 'Purchase';
}

/**
 * What the funnel flags switch off (docs/limits.md#funnel-flags; the product names the flags, we decide what they
 * mean): minimal analytics sends only the essential events, with no scroll depth, no web vitals and no session
 * recording; no session analytics switches session recording (the heatmap) off.
 */
export function analyticsPlan(flags: AnalyticsFlags | undefined): AnalyticsPlan {
  const minimal = flags?.minimalAnalytics === true;
  return {
    sends: minimal ? isEssential : () => true,
    scrollDepth: !minimal,
    webVitals: !minimal,
    heatmap: !minimal && flags?.noSessionAnalytics !== true,
    landingDevice: true,
  };
}
