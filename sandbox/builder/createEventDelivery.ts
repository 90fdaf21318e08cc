import { setTimeout as sleep } from 'node:timers/promises';
import { BUILDER_SIGNATURE_HEADER, BUILDER_TIMESTAMP_HEADER } from '../../schemas/builder/builderContract';
import type { BuilderEvent } from '../../schemas/builder/builderEventSchema';
import { signBuilderEvent } from '../../schemas/builder/signBuilderEvent';

/** Tries per event: enough to ride out a runtime restart, few enough that a dead receiver is given up on. */
export const DELIVERY_ATTEMPTS = 5;
/** The first retry's delay, doubling after each failure: 200, 400, 800, 1600 ms, about 3 s in all. */
export const DELIVERY_BACKOFF_MS = 200;
/** One attempt's limit, so a receiver that hangs cannot hold its key's queue forever. */
export const DELIVERY_TIMEOUT_MS = 5000;

/** How an event's delivery ended: after `attempts` tries, with the last status or network error. */
export type DeliveryOutcome = { event: BuilderEvent; ok: boolean; attempts: number; status?: number; error?: string };

export type EventDelivery = {
  /** Queues an event; events with the same kind and key are delivered one after another, in order. */
  send(event: BuilderEvent): void;
  /** Resolves once every queued event has been delivered or given up on. */
  idle(): Promise<void>;
  /** Every finished delivery, oldest first. */
  outcomes(): readonly DeliveryOutcome[];
  /** Gives up on queued and retrying events at once (their outcome says `stopped`). */
  stop(): void;
};

export type EventDeliveryOptions = {
  url: string;
  apiKey: string;
  attempts?: number;
  backoffMs?: number;
  timeoutMs?: number;
  /** Told, in one line, of each event given up on. */
  log?: (line: string) => void;
};

/** 408 and 429 ask the sender to come back later; any other 4xx will not get better by repeating. */
const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;

/** Pushes change events to the runtime as the builder does: signed, in order per document, retried with backoff. */
export function createEventDelivery(options: EventDeliveryOptions): EventDelivery {
  const attempts = options.attempts ?? DELIVERY_ATTEMPTS;
  const backoffMs = options.backoffMs ?? DELIVERY_BACKOFF_MS;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const stopping = new AbortController();
  const tails = new Map<string, Promise<void>>();
  const pending = new Set<Promise<void>>();
  const outcomes: DeliveryOutcome[] = [];

  /** One try; the status, or the network error's message. */
  async function post(body: string): Promise<{ status?: number; error?: string }> {
    // Signed at each attempt, so a late retry is still inside the receiver's tolerance window.
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [BUILDER_TIMESTAMP_HEADER]: String(timestamp),
          [BUILDER_SIGNATURE_HEADER]: signBuilderEvent(options.apiKey, timestamp, body),
        },
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a timeout).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { error: cause?.code ?? cause?.message ?? (error as Error).message };
    }
  }

  async function deliver(event: BuilderEvent): Promise<DeliveryOutcome> {
    const body = JSON.stringify(event);
    let last: { status?: number; error?: string } = {};
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (stopping.signal.aborted) return { event, ok: false, attempts: attempt - 1, error: 'stopped' };
      last = await post(body);
      const { status } = last;
      if (status !== undefined && status < 300) return { event, ok: true, attempts: attempt, status };
      if (status !== undefined && !isRetryable(status)) return { event, ok: false, attempts: attempt, status };
      if (attempt < attempts)
        await sleep(backoffMs * 2 ** (attempt - 1), undefined, { signal: stopping.signal }).catch(() => {});
    }
    return { event, ok: false, attempts, ...last };
  }

  return {
    send(event) {
      const queue = `${event.type.split('.')[0]}:${event.key}`;
      const done = (tails.get(queue) ?? Promise.resolve())
        .then(() => deliver(event))
        .then((outcome) => {
          outcomes.push(outcome);
          if (!outcome.ok && outcome.error !== 'stopped')
            options.log?.(
              `builder sandbox: ${event.type} ${event.key} not delivered to ${options.url} after ${outcome.attempts} attempts (${outcome.status ?? outcome.error})`,
            );
        });
      tails.set(queue, done);
      pending.add(done);
      void done.finally(() => {
        pending.delete(done);
        if (tails.get(queue) === done) tails.delete(queue);
      });
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    outcomes: () => [...outcomes],
    stop: () => stopping.abort(),
  };
}
