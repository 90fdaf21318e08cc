import type { VisitVersions } from '@/runtime/flow/flowSession';
import { apiClient } from '@/runtime/platform/http/apiClients';
import { followServerEvents } from '@/runtime/platform/http/followServerEvents';
import { variantCookie } from '@/schemas/experiments/experimentCookies';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';

/** The paths a change stream message names (`{ paths: string[] }`); none for anything else. */
function changedPaths(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || !('paths' in data) || !Array.isArray(data.paths)) return [];
  return data.paths.filter((path): path is string => typeof path === 'string');
}

/** The calls a funnel visit makes about definitions (the app's routes under the gateway API). */
export const definitionsApi = {
  /**
   * A funnel and its flow at the versions a visit started on, as the visitor's variant shows them; a 404 once they
   * are no longer stored.
   */
  storedVersions: (slug: string, versions: VisitVersions, variantId: string | undefined) =>
    apiClient('gateway').get<{ funnel: Funnel; flow: Flow }>(
      ['definitions', slug, versions.funnelVersion, versions.flowId, versions.flowVersion]
        .map((part) => encodeURIComponent(part))
        .join('/') + (variantId === undefined ? '' : `?variant=${encodeURIComponent(variantId)}`),
    ),

  /** Developer servers only: the paths whose definitions changed, as this instance serves them. */
  followChanges: (onChange: (paths: string[]) => void) =>
    followServerEvents('definitions/changes', (data) => onChange(changedPaths(data))),
};

/** The variant the visitor's cookie names at a funnel path, whatever the page shows. */
export const givenVariant = (funnelPath: string, cookies: string) => variantCookie.read(funnelPath, cookies)?.variantId;
