import solidgate from '@solidgate/node-sdk';
import pg from 'pg';
import { signProviderPayload } from '@/runtime/signing/signProviderPayload';
import { WEBHOOKS_PATH } from '@/sandbox/payments/startPaymentSandbox';
import { PAYMENT_WEBHOOK_PATH, SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { E2E_PAYMENT_SANDBOX_URL } from './e2ePorts';
import { queryDatabase } from './queryDatabase';

type Transaction = { id: string; operation: string; status: string; card_token?: { token: string } };
type StatusAnswer = {
  order: { order_id: string; status: string; amount: number; currency: string; updated_at: string } & Record<
    string,
    unknown
  >;
  transactions?: Record<string, Transaction>;
  transaction?: Transaction;
  error?: unknown;
};

const provider = () =>
  new solidgate.Api(
    SANDBOX_PROVIDER.merchant.publicKey,
    SANDBOX_PROVIDER.merchant.secretKey,
    `${E2E_PAYMENT_SANDBOX_URL}${SANDBOX_PROVIDER.apiPath}`,
  );

/** The merchant refunds an order in full, through the provider's SDK, as the team does from its dashboard. */
export async function refundOrder(orderId: string): Promise<void> {
  await provider().refund({ order_id: orderId });
}

/**
 * What the provider does on its own, as the e2e payment sandbox plays it (its `__sandbox` paths): a subscription renewed
 * (ADVANCE_SUBSCRIPTION_PATH), a bank's chargeback (CHARGEBACK_PATH). Fails the test when the sandbox refuses.
 */
export async function providerActs(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${E2E_PAYMENT_SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the payment sandbox answered ${path} with ${response.status}`);
}

/** The order as the e2e payment sandbox has it, asked as the merchant; undefined when it has none. */
export async function providerOrder(orderId: string): Promise<StatusAnswer | undefined> {
  const answer = (await provider().status({ order_id: orderId })) as Partial<StatusAnswer>;
  return answer.order === undefined ? undefined : (answer as StatusAnswer);
}

/** The successful card charges the provider holds for an order. */
export async function chargesOf(orderId: string): Promise<number> {
  const answer = await providerOrder(orderId);
  return Object.values(answer?.transactions ?? {}).filter((t) => t.operation === 'pay' && t.status === 'success')
    .length;
}

/** The subscriptions the provider started for a customer (one per plan paid). */
export async function subscriptionsOf(email: string): Promise<number> {
  const body = JSON.stringify({ customer_email: email });
  const { publicKey, secretKey } = SANDBOX_PROVIDER.merchant;
  const response = await fetch(`${E2E_PAYMENT_SANDBOX_URL}${SANDBOX_PROVIDER.apiPath}subscription/list`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Merchant: publicKey,
      Signature: signProviderPayload(publicKey, secretKey, body),
    },
    body,
  });
  return ((await response.json()) as { subscriptions: unknown[] }).subscriptions.length;
}

/** The orders an app's database keeps for a customer, oldest first, with where each payment stands. */
export async function ordersOf(
  databaseUrl: string,
  email: string,
): Promise<{ id: string; productKind: string; status: string; transactionStatus: string | null }[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select o.id, o.product_kind as "productKind", o.status, o.transaction_status as "transactionStatus"
         from orders o where o.email = $1 order by o.created_at`,
      [email],
    );
    return rows;
  } finally {
    await db.end();
  }
}

/**
 * The provider's order webhooks for an app instance the e2e payment sandbox does not push to (its webhooks go to
 * the first e2e app): every half second each order of the instance's database that is not final is read from the
 * sandbox, and a change is pushed to the instance as the sandbox pushes it, signed with the webhook keys.
 */
export function relayOrderWebhooks(appUrl: string, databaseUrl: string): { stop: () => Promise<void> } {
  return relayWebhooksOf(appUrl, async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>(
        `select id from orders where created_at > now() - interval '1 hour' order by created_at`,
      );
      return rows.map((row) => row.id);
    } finally {
      await db.end();
    }
  });
}

/** Posts a webhook's body to an app instance, signed with the sandbox's webhook keys, with the event's headers. */
export function postWebhook(appUrl: string, body: string, event: Record<string, string>): Promise<Response> {
  const { publicKey, secretKey } = SANDBOX_PROVIDER.webhook;
  return fetch(`${appUrl}${PAYMENT_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      merchant: publicKey,
      signature: signProviderPayload(publicKey, secretKey, body),
      ...event,
    },
    body,
  });
}

/** Runs `relayOnce` every half second (a failed round is tried again at the next) until stopped. */
function relayEvery(relayOnce: () => Promise<void>): { stop: () => Promise<void> } {
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      await relayOnce().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/**
 * The same relay for the orders `orderIds` names, for an instance whose database the test cannot read (its own
 * PGlite): the test gives the ids the gateway answered the browser with.
 */
export function relayWebhooksOf(appUrl: string, orderIds: () => Promise<string[]>): { stop: () => Promise<void> } {
  const told = new Map<string, string>();
  const relayOnce = async () => {
    for (const id of await orderIds()) {
      const answer = await providerOrder(id);
      if (answer?.transaction === undefined) continue;
      const { transaction } = answer;
      const state = `${answer.order.status}:${transaction.id}:${transaction.status}`;
      if (told.get(id) === state) continue;
      const body = JSON.stringify({
        order: answer.order,
        transaction: {
          id: transaction.id,
          operation: transaction.operation,
          status: transaction.status,
          ...(transaction.card_token && { card_token: transaction.card_token }),
        },
      });
      const response = await postWebhook(appUrl, body, { 'solidgate-event-type': 'order.updated' });
      if (response.ok) told.set(id, state);
    }
  };
  return relayEvery(relayOnce);
}

type SandboxWebhook = { eventId: string; type: string; payload: Record<string, Record<string, unknown> | undefined> };

/**
 * Every webhook the e2e payment sandbox made about the orders and subscriptions of an app instance it does not push
 * to (its webhooks go to the first e2e app), delivered to the instance as the sandbox delivers them, signed with the
 * webhook keys, each once and in the order made: orders' reports, the renewals the provider charges under its own
 * order ids, subscriptions' changes and chargebacks. Every half second, the instance's orders are read from its
 * database, and the sandbox's webhooks (`GET /__sandbox/webhooks`) that name one of them or their subscriptions go.
 */
export function relaySandboxWebhooks(appUrl: string, databaseUrl: string): { stop: () => Promise<void> } {
  const delivered = new Set<string>();
  const relayOnce = async () => {
    const known = new Set<string>();
    const orders = await queryDatabase<{ id: string; subscription_id: string | null }>(
      databaseUrl,
      'select id, subscription_id from orders',
    );
    for (const row of orders) {
      known.add(row.id);
      if (row.subscription_id) known.add(row.subscription_id);
    }
    const { webhooks } = (await (await fetch(`${E2E_PAYMENT_SANDBOX_URL}${WEBHOOKS_PATH}`)).json()) as {
      webhooks: SandboxWebhook[];
    };
    for (const webhook of webhooks) {
      const { order, subscription } = webhook.payload;
      const names = [order?.order_id, order?.subscription_id, subscription?.id].filter((n) => typeof n === 'string');
      if (delivered.has(webhook.eventId) || !names.some((name) => known.has(name as string))) continue;
      const body = JSON.stringify(webhook.payload);
      const response = await postWebhook(appUrl, body, {
        'solidgate-event-id': webhook.eventId,
        'solidgate-event-type': webhook.type,
      });
      // Refused (a report ahead of the one it follows): delivered again on the next round, as the provider retries.
      if (response.ok) delivered.add(webhook.eventId);
      else break;
    }
  };
  return relayEvery(relayOnce);
}
