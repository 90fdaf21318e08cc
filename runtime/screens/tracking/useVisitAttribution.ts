import { useSyncExternalStore } from 'react';
import { visitAttribution } from '@/runtime/tracking/visitAttribution';
import type { AttributionTags } from '@/schemas/attribution/attributionTags';

/**
 * The visit's attribution tags: none on the server and while the first paint hydrates (so both render alike), the
 * visitor's once TrackingServices has read them after the first paint.
 */
export function useVisitAttribution(): AttributionTags {
  return useSyncExternalStore(visitAttribution.subscribe, visitAttribution.get, () => visitAttribution.none);
}
