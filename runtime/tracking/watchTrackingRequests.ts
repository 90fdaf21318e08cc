import type { TrackingHub } from './trackingHub';
import { trackingService } from './trackingService';

/**
 * Records in the hub every request the page makes to a tracking service (scripts, beacons, pixel images, calls
 * to the app's own tracking endpoints), as the browser's resource timing reports them, from the page's start.
 * Returns the stop. For the tester-mode inspector: it sees what the network saw, whoever made the call.
 */
export function watchTrackingRequests(hub: TrackingHub): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const service = trackingService(entry.name, window.location.origin);
      if (service === undefined) continue;
      hub.record({
        channel: 'network',
        service,
        name: entry.initiatorType,
        payload: { url: entry.name, status: entry.responseStatus, ms: Math.round(entry.duration) },
      });
    }
  });
  observer.observe({ type: 'resource', buffered: true });
  return () => observer.disconnect();
}
