import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import type { VisitVersions } from '../flow/flowSession';
import { apiClient } from '../platform/http/apiClients';
import { followServerEvents } from '../platform/http/followServerEvents';

/** The paths a change stream message names (`{ paths: string[] }`); none for anything else. */
function changedPaths(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || !('paths' in data) || !Array.isArray(data.paths)) return [];
  return data.paths.filter((path): path is string => typeof path === 'string');
}

/** The calls a funnel visit makes about definitions (the app's routes under the gateway API). */
export const definitionsApi = {
  /** A funnel and its flow at the versions a visit started on; a 404 once they are no longer stored. */
  storedVersions: (slug: string, versions: VisitVersions) =>
    apiClient('gateway').get<{ funnel: Funnel; flow: Flow }>(
      ['definitions', slug, versions.funnelVersion, versions.flowId, versions.flowVersion]
        .map((part) => encodeURIComponent(part))
        .join('/'),
    ),

  /** Developer servers only: the paths whose definitions changed, as this instance serves them. */
  followChanges: (onChange: (paths: string[]) => void) =>
    followServerEvents('definitions/changes', (data) => onChange(changedPaths(data))),
};
