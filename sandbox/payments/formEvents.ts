import type { Attempt, OrderRecord, Wallet } from './createPaymentProcessor';
import { orderStatusResponse } from './orderStatusResponse';

/** The `entity` of a form event: which form or button it comes from. */
export type FormEntity = 'form' | 'resign' | Wallet;

/** What the frame does with an attempt: post these SDK events to the page, then go to `redirect` or poll. */
export type FormReply = {
  events: Record<string, unknown>[];
  /** The 3-D Secure challenge page, which the frame navigates to. */
  redirect?: string;
  /** A 7.04 cascade is under way: ask `status` until the order is final. */
  poll?: boolean;
};

/** The `order` of success and fail events. */
function orderShort(order: OrderRecord) {
  return {
    order_id: order.order_id,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    ...(order.subscription_id !== undefined && { subscription_id: order.subscription_id }),
  };
}

/**
 * The SDK events an attempt makes the form emit (docs/payment-provider.md#sdk-events), in order: `orderStatus` then
 * `success` or `fail {code, message}`; `verify` first for 3-D Secure; `verify`, `orderStatus`, `formRedirect` before
 * the challenge page; `fail` 7.04 with a processing order, then later the final events.
 */
export function formEvents(attempt: Attempt, entity: FormEntity, origin: string): FormReply {
  const { order, error } = attempt;
  if (!order) return { events: [{ type: 'fail', entity, code: error?.code, message: error?.messages[0] }] };
  const orderStatus = { type: 'orderStatus', entity, response: orderStatusResponse(order, origin, error) };
  if (error)
    return {
      events: [
        orderStatus,
        { type: 'fail', entity, code: error.code, message: error.messages[0], order: orderShort(order) },
      ],
      ...(order.status === 'processing' && { poll: true }),
    };
  if (order.status === '3ds_verify' && orderStatus.response.verify_url)
    return {
      events: [{ type: 'verify' }, orderStatus, { type: 'formRedirect' }],
      redirect: orderStatus.response.verify_url,
    };
  const success = { type: 'success', entity, order: orderShort(order) };
  return { events: attempt.frictionless ? [{ type: 'verify' }, orderStatus, success] : [orderStatus, success] };
}
