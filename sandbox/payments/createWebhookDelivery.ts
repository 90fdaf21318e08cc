import { randomUUID } from 'node:crypto';
import { signProviderPayload } from '@/runtime/signing/signProviderPayload';
import { createDeliveryQueue, type DeliveryProgress, type DeliveryQueueOptions } from '@/sandbox/deliveryQueue';
import { WEBHOOK_HEADERS, type WebhookEventType } from '@/schemas/payments/providerProtocol';
import type { KeyPair } from './openSignedIntent';

/** Tries per webhook: enough to ride out a restart of the runtime, few enough that a dead receiver is given up on. */
export const WEBHOOK_ATTEMPTS = 8;
/** The first retry's delay, doubling after each failure: 0.5 s, 1 s, 2 s ... about a minute in all. */
export const WEBHOOK_BACKOFF_MS = 500;
/** One attempt's limit, so a receiver that hangs cannot hold its order's queue forever. */
export const WEBHOOK_TIMEOUT_MS = 5000;

/** One webhook and how its delivery went; `unsent` when the sandbox has no webhook URL. */
export type WebhookRecord = {
  eventId: string;
  type: WebhookEventType;
  /** The order or subscription id: webhooks with the same key are delivered one after another, in order. */
  key: string;
  payload: unknown;
  state: 'pending' | 'delivered' | 'failed' | 'unsent';
  attempts: number;
  /** The last attempt's HTTP status, or why it had none (ECONNREFUSED, a timeout, `stopped`). */
  status?: number;
  error?: string;
};

export type WebhookDeliveryOptions = Partial<Omit<DeliveryQueueOptions, 'retryable'>> & {
  url?: string;
  keys: KeyPair;
  /** Told, in one line, of each webhook given up on. */
  log?: (line: string) => void;
};

export type WebhookDelivery = {
  send(type: WebhookEventType, key: string, payload: unknown): void;
  /** Every webhook made so far, oldest first, as delivered or attempted so far. */
  records(): WebhookRecord[];
  /** Resolves once every webhook made so far has been delivered or given up on. */
  idle(): Promise<void>;
  /** Gives up on queued and retrying webhooks at once. */
  stop(): void;
};

/** The last attempt's status or error, as a record shows it (only one of the two). */
function showAttempt(record: WebhookRecord, { attempts, status, error }: DeliveryProgress): void {
  record.attempts = attempts;
  delete record.status;
  delete record.error;
  if (status !== undefined) record.status = status;
  if (error !== undefined) record.error = error;
}

/**
 * Pushes webhooks as the provider does (docs/payment-provider.md#webhooks): POST, signed with the webhook key pair,
 * with the event's id and type in headers; retried with backoff until a 2xx; in order per order or subscription.
 */
export function createWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const { url, keys } = options;
  const queue = createDeliveryQueue({
    attempts: options.attempts ?? WEBHOOK_ATTEMPTS,
    backoffMs: options.backoffMs ?? WEBHOOK_BACKOFF_MS,
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  });
  const records: WebhookRecord[] = [];

  return {
    send(type, key, payload) {
      const record: WebhookRecord = { eventId: randomUUID(), type, key, payload, state: 'unsent', attempts: 0 };
      records.push(record);
      if (url === undefined) return;
      record.state = 'pending';
      const body = JSON.stringify(payload);
      const headers = () => ({
        [WEBHOOK_HEADERS.merchant]: keys.publicKey,
        [WEBHOOK_HEADERS.signature]: signProviderPayload(keys.publicKey, keys.secretKey, body),
        [WEBHOOK_HEADERS.eventId]: record.eventId,
        [WEBHOOK_HEADERS.eventType]: record.type,
      });
      void queue.send(
        `${type}:${key}`,
        { url, body, headers },
        {
          attempted: (sofar) => showAttempt(record, sofar),
          finished: (result) => {
            showAttempt(record, result);
            record.state = result.ok ? 'delivered' : 'failed';
            if (!result.ok && result.error !== 'stopped')
              options.log?.(
                `payment sandbox: ${record.type} ${record.key} not delivered to ${url} after ${record.attempts} attempts (${record.status ?? record.error})`,
              );
          },
        },
      );
    },
    records: () => records.map((record) => ({ ...record })),
    idle: () => queue.idle(),
    stop: () => queue.stop(),
  };
}
