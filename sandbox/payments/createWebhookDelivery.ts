import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { WEBHOOK_HEADERS, type WebhookEventType } from '../../schemas/payments/providerProtocol';
import { signProviderPayload } from '../../schemas/payments/signProviderPayload';
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

export type WebhookDeliveryOptions = {
  url?: string;
  keys: KeyPair;
  attempts?: number;
  backoffMs?: number;
  timeoutMs?: number;
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

/**
 * Pushes webhooks as the provider does (PAYMENTS.md): POST, signed with the webhook key pair, with the
 * event's id and type in headers; retried with backoff until a 2xx; in order per order or subscription.
 */
export function createWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const attempts = options.attempts ?? WEBHOOK_ATTEMPTS;
  const backoffMs = options.backoffMs ?? WEBHOOK_BACKOFF_MS;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const { url, keys } = options;
  const stopping = new AbortController();
  const records: WebhookRecord[] = [];
  const tails = new Map<string, Promise<void>>();
  const pending = new Set<Promise<void>>();

  /** One try: the status, or the network error's cause. */
  async function post(target: string, record: WebhookRecord, body: string): Promise<void> {
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_HEADERS.merchant]: keys.publicKey,
          [WEBHOOK_HEADERS.signature]: signProviderPayload(keys.publicKey, keys.secretKey, body),
          [WEBHOOK_HEADERS.eventId]: record.eventId,
          [WEBHOOK_HEADERS.eventType]: record.type,
        },
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      record.status = response.status;
      delete record.error;
    } catch (error) {
      // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a timeout).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      record.error = stopping.signal.aborted ? 'stopped' : (cause?.code ?? cause?.message ?? (error as Error).message);
      delete record.status;
    }
  }

  async function deliver(target: string, record: WebhookRecord, body: string): Promise<void> {
    while (record.attempts < attempts && !stopping.signal.aborted) {
      record.attempts++;
      await post(target, record, body);
      if (record.status !== undefined && record.status >= 200 && record.status < 300) {
        record.state = 'delivered';
        return;
      }
      if (record.attempts < attempts)
        await sleep(backoffMs * 2 ** (record.attempts - 1), undefined, { signal: stopping.signal }).catch(() => {});
    }
    record.state = 'failed';
    if (stopping.signal.aborted) record.error = 'stopped';
    else
      options.log?.(
        `payment sandbox: ${record.type} ${record.key} not delivered to ${target} after ${record.attempts} attempts (${record.status ?? record.error})`,
      );
  }

  return {
    send(type, key, payload) {
      const record: WebhookRecord = { eventId: randomUUID(), type, key, payload, state: 'unsent', attempts: 0 };
      records.push(record);
      if (url === undefined) return;
      record.state = 'pending';
      const body = JSON.stringify(payload);
      const queue = `${type}:${key}`;
      const done = (tails.get(queue) ?? Promise.resolve()).then(() => deliver(url, record, body));
      tails.set(queue, done);
      pending.add(done);
      void done.finally(() => {
        pending.delete(done);
        if (tails.get(queue) === done) tails.delete(queue);
      });
    },
    records: () => records.map((record) => ({ ...record })),
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    stop: () => stopping.abort(),
  };
}
