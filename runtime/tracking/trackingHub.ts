import type { Currency } from '@/schemas/enums/currencies';
import type { EventKind } from '@/schemas/enums/eventKinds';
import type { MarketingEvent } from '@/schemas/enums/marketingEvents';
import type { PageSection } from '@/schemas/enums/pageSections';
import type { PaymentMethod } from '@/schemas/enums/paymentMethods';

/**
 * One event of a funnel visit, as the step events of the definitions describe it (docs/entities.md#step-events): every
 * sink (product analytics, pixels, the app's own event store) receives the same object and the same id, so a
 * server-side copy of a pixel event can be deduplicated against the browser's.
 */
export type FunnelEvent = {
  /** A UUID, unique per event; a sale's Purchase has its order's (purchaseEventId), whoever sends it. */
  id: string;
  /** The visit (a UUID kept for the tab's session), shared by all its events. */
  visitId: string;
  funnel: string;
  stepId: string;
  kind: EventKind;
  /** What happened on the step: shown, answered, skipped, offer taken, paid. */
  moment: StepMoment;
  /** The page sections of the step (docs/entities.md#enumerations), top to bottom. */
  sections: PageSection[];
  marketingEvent?: PixelEvent;
  /** With Purchase: what was charged, in major units of its currency. */
  value?: number;
  currency?: Currency;
  /** With a sale's Purchase: its order (whose event id it has, purchaseEventId), the products it bought, how paid. */
  orderId?: string;
  products?: string[];
  paymentMethod?: PaymentMethod;
  /** Milliseconds since the epoch. */
  at: number;
};

/** What a visitor did on a step, which decides the events it emits (see stepTrackedEvents). */
export type StepMoment = 'shown' | 'answered' | 'skipped' | 'offerTaken' | 'paid' | 'leadGiven';

/**
 * The marketing events the pixels are sent: those a definition declares (docs/entities.md#step-events), and the
 * runtime's own `Lead`, sent once per visit when the email step's email is given.
 */
export type PixelEvent = MarketingEvent | 'Lead';

/** Where a tracking record comes from, as the event inspector groups them. */
export type TrackingChannel =
  | 'event'
  | 'consent'
  | 'pixel'
  | 'analytics'
  | 'heatmap'
  | 'network'
  | 'lead'
  | 'experiment'
  /** The server's sends of a sale to the ad networks' server APIs. */
  | 'server';

/**
 * One thing the tracking did, for the tester-mode inspector: an event emitted, a consent change, a pixel call, an
 * analytics call, a request to a tracking service; with its payload and whether consent allowed it.
 */
export type TrackingRecord = {
  /** The order in which records were made, from 1. */
  seq: number;
  at: number;
  channel: TrackingChannel;
  /** The service it concerns, e.g. `facebook`, `tikTok`, `bingAds`, `amplitude`, `clarity`, `gateway`. */
  service?: string;
  name: string;
  payload?: unknown;
  /** `allowed` when consent let it happen, `blocked` when consent stopped it, absent when consent does not apply. */
  consent?: 'allowed' | 'blocked';
};

export type TrackingRecordInput = Omit<TrackingRecord, 'seq' | 'at'>;

/** How many records the inspector keeps; older ones drop off first. */
export const TRACKING_RECORDS_KEPT = 500;

/**
 * The meeting point of the tracking: the flow emits funnel events, sinks (analytics, pixels, the event store)
 * subscribe, and everything done is recorded for the inspector. Pure: no I/O, no timers, no globals.
 */
export type TrackingHub = {
  /** Sends an event to every sink, and records it. */
  emit(event: FunnelEvent): void;
  /**
   * Adds a sink. With `replay`, it first receives the events emitted before it joined (a sink whose code loads
   * after the first paint still counts the first step). Returns the unsubscribe.
   */
  subscribe(sink: (event: FunnelEvent) => void, options?: { replay?: boolean }): () => void;
  /** The visitor's email, once given, for the sinks that identify visitors (the short-video pixel, analytics). */
  identify(email: string): void;
  onIdentify(listener: (email: string) => void): () => void;
  record(input: TrackingRecordInput): void;
  records(): readonly TrackingRecord[];
  /** Called after every new record. Returns the unsubscribe. */
  watch(listener: (records: readonly TrackingRecord[]) => void): () => void;
};

/** A hub; `now` is injected so tests and replays are deterministic. */
export function createTrackingHub(now: () => number = Date.now): TrackingHub {
  const emitted: FunnelEvent[] = [];
  const sinks = new Set<(event: FunnelEvent) => void>();
  const identifyListeners = new Set<(email: string) => void>();
  let email: string | undefined;
  let kept: TrackingRecord[] = [];
  let seq = 0;
  const watchers = new Set<(records: readonly TrackingRecord[]) => void>();
  /** A failing sink or listener must not stop the others (docs/states.md#consent, as for consent listeners). */
  const each = <T>(listeners: Iterable<(value: T) => void>, value: T, what: string) => {
    for (const listener of listeners) {
      try {
        listener(value);
      } catch (error) {
        hub.record({ channel: 'event', name: `${what} failed`, payload: String(error) });
      }
    }
  };
  const hub: TrackingHub = {
    emit(event) {
      emitted.push(event);
      hub.record({ channel: 'event', name: event.marketingEvent ?? event.kind, payload: event });
      each(sinks, event, 'sink');
    },
    subscribe(sink, options) {
      sinks.add(sink);
      if (options?.replay) for (const event of emitted.slice()) each([sink], event, 'sink');
      return () => sinks.delete(sink);
    },
    identify(given) {
      if (given === email) return;
      email = given;
      each(identifyListeners, given, 'identify');
    },
    onIdentify(listener) {
      identifyListeners.add(listener);
      if (email !== undefined) each([listener], email, 'identify');
      return () => identifyListeners.delete(listener);
    },
    record(input) {
      seq += 1;
      kept = [...kept.slice(-(TRACKING_RECORDS_KEPT - 1)), { ...input, seq, at: now() }];
      for (const watcher of watchers) watcher(kept);
    },
    records: () => kept,
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
  return hub;
}
