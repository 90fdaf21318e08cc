import type { AttributionTags } from '@/schemas/attribution/attributionTags';

/** The tags before they are read: on the server, and in the browser until the first paint is hydrated. */
const NO_TAGS: AttributionTags = {};
let current = NO_TAGS;
const listeners = new Set<() => void>();

/**
 * The page's attribution tags, once the tracking has read them (startAttribution, after the first paint): the
 * flow's conditions and the `Source` header read them from here. Kept tiny: the first step's bundle carries it.
 */
export const visitAttribution = {
  none: NO_TAGS,
  get: (): AttributionTags => current,
  set(tags: AttributionTags): void {
    current = tags;
    for (const listener of listeners) listener();
  },
  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
