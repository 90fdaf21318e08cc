import type { z } from 'zod';
import {
  type OrderUpdated,
  orderUpdatedSchema,
  type SubscriptionUpdated,
  subscriptionUpdatedSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  type WebhookEventType,
} from '../../schemas/payments/providerProtocol';
import { isProviderSignatureValid } from '../../schemas/payments/signProviderPayload';
import { paymentWebhookEvents } from '../platform/db/schema';
import { HttpError } from '../platform/http/httpError';
import { applyOrderUpdate, type OrderUpdateOutcome } from './applyOrderUpdate';
import { applySubscriptionUpdate, type SubscriptionUpdateOutcome } from './applySubscriptionUpdate';
import type { GatewayContext } from './gatewayContext';

export type WebhookOutcome = OrderUpdateOutcome | SubscriptionUpdateOutcome | 'duplicate';

/**
 * A provider webhook, as received: verified with the webhook key pair (401 otherwise), parsed (400),
 * and applied once per event id. The event is recorded in the same transaction that applies it, so
 * a redelivery (even a concurrent one) finds it and changes nothing, while an event refused with 409
 * leaves no record and is judged again when the provider retries.
 */
export async function receivePaymentWebhook(
  ctx: GatewayContext,
  request: { headers: Headers; body: string },
): Promise<{ outcome: WebhookOutcome }> {
  const { headers, body } = request;
  const { publicKey, secretKey } = ctx.webhookKeys;
  const signature = headers.get(WEBHOOK_HEADERS.signature);
  if (
    headers.get(WEBHOOK_HEADERS.merchant) !== publicKey ||
    signature === null ||
    !isProviderSignatureValid(publicKey, secretKey, body, signature)
  )
    throw new HttpError({ message: 'The webhook signature is not valid' }, 401);
  const eventId = headers.get(WEBHOOK_HEADERS.eventId);
  if (!eventId) throw new HttpError({ message: `The ${WEBHOOK_HEADERS.eventId} header is missing` }, 400);
  const type = WEBHOOK_EVENT_TYPES.find((t) => t === headers.get(WEBHOOK_HEADERS.eventType));
  if (type === undefined)
    throw new HttpError(
      { message: `The ${WEBHOOK_HEADERS.eventType} header is not one of ${WEBHOOK_EVENT_TYPES}` },
      400,
    );
  const event = parseEvent(type, body);

  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, type })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (recorded.length === 0) return { outcome: 'duplicate' as const };
    const outcome =
      event.type === 'order.updated'
        ? await applyOrderUpdate(tx, event.data)
        : await applySubscriptionUpdate(tx, event.data);
    return { outcome };
  });
}

type ParsedEvent =
  | { type: 'order.updated'; data: OrderUpdated }
  | { type: 'subscription.updated'; data: SubscriptionUpdated };

function parseEvent(type: WebhookEventType, body: string): ParsedEvent {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpError({ message: 'The body is not valid JSON' }, 400);
  }
  if (type === 'order.updated') {
    const parsed = orderUpdatedSchema.safeParse(json);
    if (parsed.success) return { type, data: parsed.data };
    throw invalidBody(type, parsed.error);
  }
  const parsed = subscriptionUpdatedSchema.safeParse(json);
  if (parsed.success) return { type, data: parsed.data };
  throw invalidBody(type, parsed.error);
}

function invalidBody(type: WebhookEventType, error: z.ZodError): HttpError {
  return new HttpError(
    {
      message: `The body is not a valid ${type} event`,
      issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    },
    400,
  );
}
