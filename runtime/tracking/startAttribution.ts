import { attributionCookie } from '../../schemas/attribution/attributionCookie';
import type { AttributionTags } from '../../schemas/attribution/attributionTags';
import { captureAttribution } from '../../schemas/attribution/captureAttribution';
import { mergeAttribution } from '../../schemas/attribution/mergeAttribution';
import { trafficSourceOf } from '../../schemas/attribution/trafficSourceOf';
import { setTrafficSourceReader } from '../platform/http/apiClients';
import type { TrackingHub } from './trackingHub';
import { visitAttribution } from './visitAttribution';

/** What the attribution reads and writes of the page: its query string and its cookies. */
export type AttributionPage = {
  search: string;
  cookie: { read(): string; write(setCookie: string): void };
  /** `Secure` cookies: everywhere but local development over plain HTTP. */
  secure: boolean;
};

/**
 * On arrival at a funnel page (SPEC §5, §7): the tags of the page's query are captured and kept with the stored
 * ones (mergeAttribution: a new ad click replaces them, a visit without tags keeps them); when the query carried
 * any, the cookie is written afresh (a year from now). The tags then reach the flow's conditions (visitAttribution)
 * and every service client's `Source` header, and the inspector records what was captured.
 */
export function startAttribution(page: AttributionPage, hub: TrackingHub): AttributionTags {
  const captured = captureAttribution(page.search);
  const tags = mergeAttribution(attributionCookie.read(page.cookie.read()), captured);
  if (Object.keys(captured).length > 0) {
    page.cookie.write(attributionCookie.serialize(tags, { secure: page.secure }));
    hub.record({ channel: 'event', service: 'attribution', name: 'attribution captured', payload: tags });
  }
  setTrafficSourceReader(() => trafficSourceOf(visitAttribution.get()));
  visitAttribution.set(tags);
  return tags;
}
