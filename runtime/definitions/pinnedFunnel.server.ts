import 'server-only';
import { unstable_cache } from 'next/cache';
import { appDatabase } from '@/runtime/platform/db/appDatabase';
import type { FunnelDefinition } from './funnelDefinition';
import { findFunnelAt } from './publishedDefinitions';

type Pin = { funnelVersion: number; flowId: string; flowVersion: number };

/** Thrown inside the cached read so that a miss is never cached. */
class NotStored extends Error {}

/**
 * The funnel at a URL path segment at the versions a visitor is pinned to (as their variant gets it), read through Next's cache for good
 * (stored versions never change). Versions that are not stored are looked up every time and never cached, so
 * made-up pins store nothing.
 */
export async function pinnedFunnel(
  segment: string,
  pin: Pin,
  variantId?: string,
): Promise<FunnelDefinition | undefined> {
  const read = unstable_cache(
    async () => {
      const at = {
        path: segment,
        version: pin.funnelVersion,
        flowId: pin.flowId,
        flowVersion: pin.flowVersion,
        variantId,
      };
      const found = await findFunnelAt((await appDatabase()).db, at);
      if (found === undefined) throw new NotStored();
      return found;
    },
    ['pinned-funnel', segment, String(pin.funnelVersion), pin.flowId, String(pin.flowVersion), variantId ?? ''],
    { revalidate: false },
  );
  return read().catch((error: unknown) => {
    if (error instanceof NotStored) return undefined;
    throw error;
  });
}
