import { setTrafficSourceReader } from '@/runtime/platform/http/apiClients';
import { type Arrival, arrivalTags } from '@/schemas/attribution/arrivalTags';
import { attributionCookie } from '@/schemas/attribution/attributionCookie';
import type { AttributionTags } from '@/schemas/attribution/attributionTags';
import { captureAttribution } from '@/schemas/attribution/captureAttribution';
import { trafficSourceOf } from '@/schemas/attribution/trafficSourceOf';
import type { TrackingHub } from './trackingHub';
import { visitAttribution } from './visitAttribution';

/** What the attribution reads and writes of the page: its query string and its cookies. */
export type AttributionPage = {
  search: string;
  cookie: { read(): string; write(setCookie: string): void };
  /** `Secure` cookies: everywhere but local development over plain HTTP. */
  secure: boolean;
  /** How the tab arrived, on its first page only (a step, a reload, a return from the bank's check has none). */
  arrival?: Arrival;
};

/**
 * On arrival at a funnel page (docs/validation.md#attribution-tags, docs/calls.md#attribution-cookie): the tags of the
 * page's query are captured and kept with the stored ones, and a tab's first page from another site is an arrival too
 * (arrivalTags: a new ad click or referring site replaces them, a visit without either keeps them); when they changed,
 * the cookie is written afresh (a year from now). The tags then reach the flow's conditions (visitAttribution) and
 * every service client's `Source` header, and the inspector records what was captured.
 */
export function startAttribution(page: AttributionPage, hub: TrackingHub): AttributionTags {
  const stored = attributionCookie.read(page.cookie.read());
  const tags = arrivalTags(stored, captureAttribution(page.search), page.arrival);
  if (tags !== stored) {
    page.cookie.write(attributionCookie.serialize(tags, { secure: page.secure }));
    hub.record({ channel: 'event', service: 'attribution', name: 'attribution captured', payload: tags });
  }
  setTrafficSourceReader(() => trafficSourceOf(visitAttribution.get()));
  visitAttribution.set(tags);
  return tags;
}
