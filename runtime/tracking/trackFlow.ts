import type { HappeningLog } from '@/runtime/flow/happeningLog';
import type { VisitHappening } from '@/runtime/flow/visitHappenings';
import { experimentOf } from '@/schemas/experiments/variantOf';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { LeadRequest } from '@/schemas/gateway/leadRequest';
import { momentsOf, stepTrackedEvents } from './stepTrackedEvents';
import type { TrackingHub } from './trackingHub';

/** The visit as tracking reads it when a lead goes: its attribution tags and language. */
type TrackedVisit = {
  getSnapshot(): { context: { attribution: Record<string, string>; locale?: string } };
};

export type TrackFlowOptions = {
  funnel: Funnel;
  flow: Flow;
  hub: TrackingHub;
  visitId: string;
  /** Where what was already sent is kept for the visit (session storage): a reload repeats none of it. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Sends the visit's lead to the gateway; a failure is tried again at the visit's next happening, or next load. */
  sendLead: (lead: LeadRequest) => Promise<void>;
  newId?: () => string;
  now?: () => number;
};

/** Keys of the session storage entries kept per visit. */
const sentMomentsKey = (visitId: string) => `funnel.tracked:${visitId}`;
const sentLeadKey = (visitId: string) => `funnel.lead:${visitId}`;
const wantedLeadKey = (visitId: string) => `funnel.leadWanted:${visitId}`;

/** A lead kept in storage, as sent (JSON), if it is one. */
function readLead(kept: string | null): string | null {
  try {
    const lead: unknown = kept === null ? null : JSON.parse(kept);
    return typeof lead === 'object' && lead !== null && 'email' in lead && typeof lead.email === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function readKeys(storage: TrackFlowOptions['storage'], key: string): Set<string> {
  try {
    const kept: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Follows what the visitor does, as the flow says it happens: the step events of the definition into the hub (each
 * once per visit), the email to the sinks that identify visitors, and the lead to the gateway as soon as an email is
 * given (again when its consent answer changes; a lead whose send failed goes again at the next happening, or when
 * the visit is next loaded). Returns the stop.
 */
export function trackFlow(visit: TrackedVisit, happenings: HappeningLog, options: TrackFlowOptions): () => void {
  const { funnel, flow, hub, visitId, storage } = options;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? Date.now;
  const sent = readKeys(storage, sentMomentsKey(visitId));
  let lastLead = storage.getItem(sentLeadKey(visitId));
  let wanted = readLead(storage.getItem(wantedLeadKey(visitId)));
  let leadUnderWay = false;
  // The visitor gave their email before this page was loaded: the sinks that identify visitors hear it again.
  if (wanted !== null) hub.identify((JSON.parse(wanted) as LeadRequest).email);

  /** One lead request at a time; the latest lead wanted is sent once the one under way is over. */
  const sendLead = () => {
    const body = wanted;
    if (body === null || leadUnderWay || body === lastLead) return;
    const lead = JSON.parse(body) as LeadRequest;
    leadUnderWay = true;
    hub.record({ channel: 'lead', service: 'gateway', name: 'lead', payload: lead });
    options
      .sendLead(lead)
      .then(
        () => {
          lastLead = body;
          storage.setItem(sentLeadKey(visitId), body);
        },
        (error: unknown) =>
          hub.record({ channel: 'lead', service: 'gateway', name: 'lead failed', payload: String(error) }),
      )
      .finally(() => {
        leadUnderWay = false;
        if (wanted !== body) sendLead();
      });
  };

  const giveLead = (given: Extract<VisitHappening, { type: 'leadGiven' }>) => {
    const email = given.email.trim();
    if (email === '') return;
    hub.identify(email);
    const { attribution, locale } = visit.getSnapshot().context;
    const lead: LeadRequest = {
      visitId,
      funnel: funnel.slug,
      funnelVersion: funnel.version,
      variant: experimentOf(funnel)?.variantId,
      email,
      ...(given.consent !== undefined && { consent: given.consent }),
      attribution,
      // The double opt-in mail is written in it.
      ...(locale === undefined ? {} : { locale }),
    };
    wanted = JSON.stringify(lead);
    storage.setItem(wantedLeadKey(visitId), wanted);
  };

  const follow = (happening: VisitHappening) => {
    for (const moment of momentsOf(happening)) {
      if (sent.has(moment.key)) continue;
      sent.add(moment.key);
      storage.setItem(sentMomentsKey(visitId), JSON.stringify([...sent]));
      for (const event of stepTrackedEvents(flow, [moment], { funnel: funnel.slug, visitId, newId, now }))
        hub.emit(event);
    }
    if (happening.type === 'leadGiven') giveLead(happening);
    sendLead();
  };

  const stop = happenings.follow(follow, { replay: true });
  sendLead();
  return stop;
}
