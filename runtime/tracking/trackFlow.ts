import { experimentOf } from '../../schemas/experiments/variantOf';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import type { LeadRequest } from '../../schemas/gateway/leadRequest';
import { type Moment, stepMoments, type VisitFacts } from './stepMoments';
import { stepTrackedEvents } from './stepTrackedEvents';
import type { TrackingHub } from './trackingHub';
import { visitLead } from './visitLead';

/** The flow actor, as far as tracking reads it. */
type ObservedVisit = VisitFacts & { attribution: Record<string, string>; locale?: string };
type FlowObservable = {
  getSnapshot(): { context: ObservedVisit };
  subscribe(listener: (snapshot: { context: ObservedVisit }) => void): {
    unsubscribe(): void;
  };
};

export type TrackFlowOptions = {
  funnel: Funnel;
  flow: Flow;
  hub: TrackingHub;
  visitId: string;
  /** Where what was already sent is kept for the visit (session storage): a reload repeats none of it. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Sends the visit's lead to the gateway; a failure is tried again at the visit's next change. */
  sendLead: (lead: LeadRequest) => Promise<void>;
  newId?: () => string;
  now?: () => number;
};

/** Keys of the session storage entries kept per visit. */
const sentMomentsKey = (visitId: string) => `funnel.tracked:${visitId}`;
const sentLeadKey = (visitId: string) => `funnel.lead:${visitId}`;

function readKeys(storage: TrackFlowOptions['storage'], key: string): Set<string> {
  try {
    const kept: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Follows a visit through its flow and sends what the visitor does: the step events of the definition into the
 * hub (each once per visit), the email to the sinks that identify visitors, and the lead to the gateway as soon as
 * an email is given (again when its consent answer changes). Returns the stop.
 */
export function trackFlow(actor: FlowObservable, options: TrackFlowOptions): () => void {
  const { funnel, flow, hub, visitId, storage } = options;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? Date.now;
  const sent = readKeys(storage, sentMomentsKey(visitId));
  let lastLead = storage.getItem(sentLeadKey(visitId));
  let wanted: LeadRequest | undefined;
  let leadUnderWay = false;
  let before: VisitFacts | undefined;

  /** One lead request at a time; the latest lead wanted is sent once the one under way is over. */
  const sendLead = () => {
    const lead = wanted;
    const body = JSON.stringify(lead);
    if (lead === undefined || leadUnderWay || body === lastLead) return;
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
        if (JSON.stringify(wanted) !== body) sendLead();
      });
  };

  const observe = (facts: ObservedVisit) => {
    const moments: Moment[] = stepMoments(flow, before, facts).filter((m) => !sent.has(m.key));
    before = facts;
    if (moments.length > 0) {
      for (const m of moments) sent.add(m.key);
      storage.setItem(sentMomentsKey(visitId), JSON.stringify([...sent]));
      for (const event of stepTrackedEvents(flow, moments, { funnel: funnel.slug, visitId, newId, now }))
        hub.emit(event);
    }
    const lead = visitLead(flow, facts);
    if (lead === undefined) return;
    hub.identify(lead.email);
    wanted = {
      visitId,
      funnel: funnel.slug,
      funnelVersion: funnel.version,
      variant: experimentOf(funnel)?.variantId,
      ...lead,
      attribution: facts.attribution,
      // The double opt-in mail is written in it.
      ...(facts.locale === undefined ? {} : { locale: facts.locale }),
    };
    sendLead();
  };

  observe(actor.getSnapshot().context);
  const subscription = actor.subscribe((snapshot) => observe(snapshot.context));
  return () => subscription.unsubscribe();
}
