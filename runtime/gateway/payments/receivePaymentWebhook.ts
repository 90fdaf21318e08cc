import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import {
  applySubscriptionUpdate,
  type SubscriptionUpdateOutcome,
} from '@/runtime/gateway/subscriptions/applySubscriptionUpdate';
import { paymentWebhookEvents } from '@/runtime/platform/db/schema';
import type { HttpError } from '@/runtime/platform/http/httpError';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { isProviderSignatureValid } from '@/runtime/signing/signProviderPayload';
import {
  type ChargebackReceived,
  chargebackReceivedSchema,
  type OrderUpdated,
  orderUpdatedSchema,
  type SubscriptionUpdated,
  subscriptionUpdatedSchema,
  WEBHOOK_HEADERS,
  type WebhookEventType,
} from '@/schemas/payments/providerProtocol';
import { applyChargeback } from './applyChargeback';
import { applyOrderUpdate, type OrderUpdateOutcome } from './applyOrderUpdate';

export type WebhookOutcome = OrderUpdateOutcome | SubscriptionUpdateOutcome | 'duplicate';

/**
 * A provider webhook, as received: verified with the webhook key pair (401 otherwise, saying nothing of
 * which part was wrong), parsed (400), and applied once. Only what the signature covers is believed: the
 * event's type is read from the signed body (a type header that disagrees is refused), and the event is
 * known by a digest of the signed body, not by its unsigned id header, so a captured report cannot be
 * replayed under a fresh id. The event is recorded in the same transaction that applies it, so a
 * redelivery (even a concurrent one) finds it and changes nothing, while an event refused with 409 or 422
 * leaves no record and is judged again when the provider retries. An order report found stale is followed
 * by a status read from the provider, whose answer is applied in its own right (`refreshed`).
 */
export async function receivePaymentWebhook(
  ctx: GatewayContext,
  request: { headers: Headers; body: string },
): Promise<{ outcome: WebhookOutcome; refreshed?: OrderUpdateOutcome }> {
  const { headers, body } = request;
  const { publicKey, secretKey } = ctx.webhookKeys;
  const signature = headers.get(WEBHOOK_HEADERS.signature);
  if (
    headers.get(WEBHOOK_HEADERS.merchant) !== publicKey ||
    signature === null ||
    !isProviderSignatureValid(publicKey, secretKey, body, signature)
  )
    throw gatewayRefusal({ message: 'The webhook signature is not valid' }, 401);
  const event = parseEvent(body);
  const claimed = headers.get(WEBHOOK_HEADERS.eventType);
  if (claimed !== null && claimed !== event.type)
    throw gatewayRefusal({ message: `The ${WEBHOOK_HEADERS.eventType} header does not match the signed body` }, 400);

  const outcome = await ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId: `sha256:${createHash('sha256').update(body).digest('hex')}`, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (recorded.length === 0) return 'duplicate' as const;
    switch (event.type) {
      case 'order.updated':
        return await applyOrderUpdate(tx, event.data, ctx.now(), ctx.adNetworks);
      case 'subscription.updated':
        return await applySubscriptionUpdate(tx, event.data, ctx.now());
      case 'chargeback.received':
        return await applyChargeback(tx, event.data, ctx.now());
    }
  });
  if (outcome !== 'stale' || event.type !== 'order.updated') return { outcome };
  return { outcome, refreshed: await refreshOrder(ctx, event.data.order.order_id) };
}

/**
 * A stale report may hide a state the runtime never heard of (the newer report lost, or refused): the order
 * is read from the provider and its answer applied. A failed read is reported; the webhook is still answered.
 */
async function refreshOrder(ctx: GatewayContext, orderId: string): Promise<OrderUpdateOutcome | undefined> {
  try {
    const order = await ctx.provider.orderStatus(orderId);
    return await ctx.db.transaction((tx) => applyOrderUpdate(tx, { order }, ctx.now(), ctx.adNetworks));
  } catch (error) {
    reportServerError(error, { area: 'webhook', orderId, step: 'status read after a stale report' });
    return undefined;
  }
}

type ParsedEvent =
  | { type: 'order.updated'; data: OrderUpdated }
  | { type: 'subscription.updated'; data: SubscriptionUpdated }
  | { type: 'chargeback.received'; data: ChargebackReceived };

/**
 * The event a signed body holds: a chargeback carries `chargeback` (and its `order`), an order report `order`, a
 * subscription report `subscription`.
 */
function parseEvent(body: string): ParsedEvent {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw gatewayRefusal({ message: 'The body is not valid JSON' }, 400);
  }
  const has = (key: string) => typeof json === 'object' && json !== null && key in json;
  if (has('chargeback')) {
    const parsed = chargebackReceivedSchema.safeParse(json);
    if (parsed.success) return { type: 'chargeback.received', data: parsed.data };
    throw invalidBody('chargeback.received', parsed.error);
  }
  if (has('order')) {
    const parsed = orderUpdatedSchema.safeParse(json);
    if (parsed.success) return { type: 'order.updated', data: parsed.data };
    throw invalidBody('order.updated', parsed.error);
  }
  if (has('subscription')) {
    const parsed = subscriptionUpdatedSchema.safeParse(json);
    if (parsed.success) return { type: 'subscription.updated', data: parsed.data };
    throw invalidBody('subscription.updated', parsed.error);
  }
  throw gatewayRefusal({ message: 'The body is neither an order, a subscription nor a chargeback report' }, 400);
}

function invalidBody(type: WebhookEventType, error: z.ZodError): HttpError {
  return gatewayRefusal(
    {
      message: `The body is not a valid ${type} event`,
      issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    },
    400,
  );
}
