import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DECLINE_CODE_LIST } from '@/schemas/payments/declineCodes';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { createApiHandler } from './createApiHandler';
import { createClock } from './createClock';
import { createFormHandler } from './createFormHandler';
import { createPaymentProcessor, type OrderRecord } from './createPaymentProcessor';
import { createProductCatalogue } from './createProductCatalogue';
import { createSubscriptionBook, type SubscriptionBook, type SubscriptionView } from './createSubscriptionBook';
import { createWebhookDelivery, type WebhookDeliveryOptions, type WebhookRecord } from './createWebhookDelivery';
import type { KeyPair } from './openSignedIntent';
import {
  createFaultSwitch,
  laneOf,
  PAYMENT_FAULTS_PATH,
  type PaymentFault,
  parsePaymentFault,
} from './parsePaymentFault';
import { providerError } from './providerError';
import { readBodyText } from './readBodyText';
import { sendResponse } from './sendResponse';

/**
 * `POST {subscription_id, decline?}`: ends the subscription's current period now (a renewal, or the end of a
 * cancelled one); with `decline` (a decline code, such as `3.02`) the renewal fails with it.
 */
export const ADVANCE_SUBSCRIPTION_PATH = '/__sandbox/subscriptions/advance';
/**
 * `POST {order_id, amount?, reason_code?}`: the cardholder's bank takes the order's payment back (all of what is left
 * by default), as a chargeback.received webhook tells.
 */
export const CHARGEBACK_PATH = '/__sandbox/orders/chargeback';
/**
 * `POST {order_id, chargeback_id?}`: the merchant wins the dispute of the order's last chargeback standing (or the one
 * named): the bank gives the money back, as a chargeback.received webhook of the same chargeback, status `reversed`,
 * tells.
 */
export const CHARGEBACK_REVERSAL_PATH = '/__sandbox/orders/chargeback/reversal';
/**
 * `GET`: every webhook made since start, oldest first (`{ webhooks: WebhookRecord[] }`: event id, type, key, payload,
 * how its delivery went), for a test that must deliver some to an app the sandbox does not push to.
 */
export const WEBHOOKS_PATH = '/__sandbox/webhooks';

export type PaymentSandboxOptions = {
  /** 0 picks a free port. */
  port?: number;
  /** The API key pair: API calls and form intents are signed with it. */
  merchant?: KeyPair;
  /** The webhook key pair: webhooks are signed with it. */
  webhook?: KeyPair;
  /** Where webhooks are pushed (the runtime's PAYMENT_WEBHOOK_PATH); unset, they are only recorded. */
  webhookUrl?: string;
  /** Retry tuning, for tests that cannot wait a minute. */
  delivery?: Pick<WebhookDeliveryOptions, 'attempts' | 'backoffMs' | 'timeoutMs'>;
  /** The clock, for tests that skip past an order's half-hour lifetime. */
  now?: () => number;
  /** How long a 7.04 cascade stays processing (2 s by default). */
  cascadeSettleMs?: number;
  /** Whether the one-click (resign) form asks for the CVV; true by default (the provider's merchant setting). */
  resignCvv?: boolean;
  /** Where one-line notices go (a webhook given up on); standard error by default. */
  log?: (line: string) => void;
};

export type PaymentSandbox = {
  /** `http://127.0.0.1:<port>`: the API base is `url + SANDBOX_PROVIDER.apiPath`, the SDK script `url + sdkPath`. */
  url: string;
  /** Every webhook made since start, oldest first, with how its delivery went so far. */
  webhooks(): WebhookRecord[];
  /** Resolves once every 7.04 cascade has settled and every webhook has been delivered or given up on. */
  idle(): Promise<void>;
  /** A copy of every order, oldest first, with its transactions. */
  orders(): OrderRecord[];
  subscriptions(): SubscriptionView[];
  /** Breaks the server API as the fault says (also `POST /__sandbox/faults`); throws on a fault that is not one. */
  setFault(fault: Partial<PaymentFault> & Pick<PaymentFault, 'mode'>): void;
  close(): Promise<void>;
};

/**
 * A stand-in for the payment provider (Solidgate's protocol, docs/payment-provider.md) on 127.0.0.1 only: the
 * server API, the browser SDK script with its card form, wallet buttons and 3-D Secure challenge
 * page, the test cards (README.md), subscriptions, and signed webhooks with retries.
 */
export async function startPaymentSandbox(options: PaymentSandboxOptions = {}): Promise<PaymentSandbox> {
  const merchant = options.merchant ?? SANDBOX_PROVIDER.merchant;
  const log = options.log ?? ((line: string) => console.error(line));
  const clock = createClock(options.now);
  let origin = '';
  const delivery = createWebhookDelivery({
    url: options.webhookUrl,
    keys: options.webhook ?? SANDBOX_PROVIDER.webhook,
    log,
    ...options.delivery,
  });
  // The book renews through the processor, and the processor starts subscriptions in the book.
  let book: SubscriptionBook | undefined;
  const catalogue = createProductCatalogue();
  const processor = createPaymentProcessor({
    clock,
    catalogue,
    subscriptions: () => book as SubscriptionBook,
    emit: (payload) => delivery.send('order.updated', payload.order.order_id, payload),
    emitChargeback: (payload) => delivery.send('chargeback.received', payload.order.order_id, payload),
    ...(options.cascadeSettleMs !== undefined && { cascadeSettleMs: options.cascadeSettleMs }),
  });
  const subscriptions = createSubscriptionBook({
    clock,
    emit: (payload) => delivery.send('subscription.updated', payload.subscription.id, payload),
    renew: (subscription, decline) => processor.renew(subscription, decline),
  });
  book = subscriptions;

  const handleApi = createApiHandler({
    keys: merchant,
    processor,
    subscriptions,
    catalogue,
    clock,
    origin: () => origin,
  });
  const handleForm = createFormHandler({
    keys: merchant,
    processor,
    catalogue,
    clock,
    origin: () => origin,
    resignCvv: options.resignCvv ?? true,
  });

  const faults = createFaultSwitch();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const { lane, pathname } = laneOf(url.pathname);
    url.pathname = pathname;
    try {
      if (url.pathname === PAYMENT_FAULTS_PATH && req.method === 'POST') {
        const fault = parsePaymentFault(JSON.parse((await readBodyText(req)) || '{}'));
        if (typeof fault === 'string') return sendResponse(res, 400, { error: providerError('2.01', fault) });
        faults.set(fault);
        return sendResponse(res, 200, fault);
      }
      if (url.pathname.startsWith(SANDBOX_PROVIDER.apiPath)) {
        const behaviour = faults.take(url.pathname.slice(SANDBOX_PROVIDER.apiPath.length), lane);
        if (behaviour === 'reset') return void req.socket.destroy();
        if (behaviour === 'down')
          return sendResponse(res, 503, { error: providerError('5.03', 'The provider is down (sandbox fault)') });
        if (typeof behaviour === 'object') await new Promise((resolve) => setTimeout(resolve, behaviour.slow));
      }
      if (await handleApi(req, res, url)) return;
      if (await handleForm(req, res, url)) return;
      if (url.pathname === ADVANCE_SUBSCRIPTION_PATH && req.method === 'POST') {
        const body = JSON.parse((await readBodyText(req)) || '{}') as { subscription_id?: unknown; decline?: unknown };
        const decline = DECLINE_CODE_LIST.find((code) => code === body.decline);
        if (body.decline !== undefined && decline === undefined)
          return sendResponse(res, 400, { error: providerError('2.01', 'decline is not a decline code') });
        const result = subscriptions.advance(String(body.subscription_id ?? ''), decline);
        return sendResponse(res, 'error' in result ? 404 : 200, result);
      }
      if (url.pathname === WEBHOOKS_PATH && req.method === 'GET')
        return sendResponse(res, 200, { webhooks: delivery.records() });
      if (url.pathname === CHARGEBACK_PATH && req.method === 'POST') {
        const body = JSON.parse((await readBodyText(req)) || '{}') as Record<string, unknown>;
        const amount = body.amount === undefined ? undefined : Number(body.amount);
        const reason = typeof body.reason_code === 'string' ? body.reason_code : undefined;
        const result = processor.chargeback(String(body.order_id ?? ''), amount, reason);
        const status = result.error === undefined ? 200 : result.order === undefined ? 404 : 422;
        return sendResponse(res, status, result.error === undefined ? { status: 'ok' } : { error: result.error });
      }
      if (url.pathname === CHARGEBACK_REVERSAL_PATH && req.method === 'POST') {
        const body = JSON.parse((await readBodyText(req)) || '{}') as Record<string, unknown>;
        const named = typeof body.chargeback_id === 'string' ? body.chargeback_id : undefined;
        const result = processor.reverseChargeback(String(body.order_id ?? ''), named);
        const status = result.error === undefined ? 200 : result.order === undefined ? 404 : 422;
        return sendResponse(res, status, result.error === undefined ? { status: 'ok' } : { error: result.error });
      }
      sendResponse(
        res,
        404,
        `The payment sandbox has no ${req.method} ${url.pathname} (see sandbox/payments/README.md)`,
      );
    } catch (error) {
      sendResponse(res, 500, { error: providerError('5.03', (error as Error).message) });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const idle = async () => {
    await processor.idle();
    await delivery.idle();
  };
  return {
    url: origin,
    webhooks: () => delivery.records(),
    idle,
    orders: () => processor.orders(),
    subscriptions: () => subscriptions.all(),
    setFault(fault) {
      const parsed = parsePaymentFault(fault);
      if (typeof parsed === 'string') throw new Error(parsed);
      faults.set(parsed);
    },
    async close() {
      processor.stop();
      delivery.stop();
      await delivery.idle();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets would otherwise hold close() open.
      server.closeAllConnections();
      await closed;
    },
  };
}
