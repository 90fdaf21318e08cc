import { signBuilderEvent } from '@/runtime/signing/signBuilderEvent';
import { createDeliveryQueue, type DeliveryQueueOptions, type DeliveryResult } from '@/sandbox/deliveryQueue';
import { BUILDER_SIGNATURE_HEADER, BUILDER_TIMESTAMP_HEADER } from '@/schemas/builder/builderContract';
import type { BuilderEvent } from '@/schemas/builder/builderEventSchema';

/** Tries per event: enough to ride out a runtime restart, few enough that a dead receiver is given up on. */
export const DELIVERY_ATTEMPTS = 5;
/** The first retry's delay, doubling after each failure: 200, 400, 800, 1600 ms, about 3 s in all. */
export const DELIVERY_BACKOFF_MS = 200;
/** One attempt's limit, so a receiver that hangs cannot hold its key's queue forever. */
export const DELIVERY_TIMEOUT_MS = 5000;

/** How an event's delivery ended: after `attempts` tries, with the last status or network error. */
export type DeliveryOutcome = DeliveryResult & { event: BuilderEvent };

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

export type EventDeliveryOptions = Partial<Omit<DeliveryQueueOptions, 'retryable'>> & {
  url: string;
  apiKey: string;
  /** Told, in one line, of each event given up on. */
  log?: (line: string) => void;
};

/** 408 and 429 ask the sender to come back later; any other 4xx will not get better by repeating. */
const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;

/** Pushes change events to the runtime as the builder does: signed, in order per document, retried with backoff. */
export function createEventDelivery(options: EventDeliveryOptions): EventDelivery {
  const queue = createDeliveryQueue({
    attempts: options.attempts ?? DELIVERY_ATTEMPTS,
    backoffMs: options.backoffMs ?? DELIVERY_BACKOFF_MS,
    timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    retryable: isRetryable,
  });
  const outcomes: DeliveryOutcome[] = [];

  return {
    send(event) {
      const body = JSON.stringify(event);
      const headers = () => {
        // Signed at each attempt, so a late retry is still inside the receiver's tolerance window.
        const timestamp = Math.floor(Date.now() / 1000);
        return {
          [BUILDER_TIMESTAMP_HEADER]: String(timestamp),
          [BUILDER_SIGNATURE_HEADER]: signBuilderEvent(options.apiKey, timestamp, body),
        };
      };
      const finished = (result: DeliveryResult) => {
        outcomes.push({ event, ...result });
        if (!result.ok && result.error !== 'stopped')
          options.log?.(
            `builder sandbox: ${event.type} ${event.key} not delivered to ${options.url} after ${result.attempts} attempts (${result.status ?? result.error})`,
          );
      };
      void queue.send(`${event.type.split('.')[0]}:${event.key}`, { url: options.url, body, headers }, { finished });
    },
    idle: () => queue.idle(),
    outcomes: () => [...outcomes],
    stop: () => queue.stop(),
  };
}
