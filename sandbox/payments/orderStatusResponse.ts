import type { OrderRecord } from './createPaymentProcessor';
import { FORM_PATHS } from './formPaths';
import type { ProviderError } from './providerError';

/** The order as webhooks report it (providerOrderSchema's fields); the status call adds more. */
export function orderSummary(order: OrderRecord) {
  return {
    order_id: order.order_id,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    updated_at: order.updated_at,
    ...(order.customer_email !== undefined && { customer_email: order.customer_email }),
    ...(order.subscription_id !== undefined && { subscription_id: order.subscription_id }),
    ...(order.method !== undefined && { method: order.method }),
  };
}

/**
 * The answer of the status call, of the payment calls, and of the form's `orderStatus` event:
 * `{ order, transactions, transaction, error, verify_url }`. `order` is providerOrderSchema's (with
 * the provider's created_at and order_description besides); `transactions` is keyed by id.
 */
export function orderStatusResponse(
  order: OrderRecord,
  origin: string,
  error: ProviderError | undefined = order.error,
) {
  const transactions = Object.fromEntries(order.transactions.map((transaction) => [transaction.id, transaction]));
  const transaction = order.transactions.at(-1);
  return structuredClone({
    order: {
      ...orderSummary(order),
      created_at: order.created_at,
      ...(order.order_description !== undefined && { order_description: order.order_description }),
    },
    transactions,
    ...(transaction && { transaction }),
    ...(error && { error }),
    ...(order.challenge_id !== undefined && {
      verify_url: `${origin}${FORM_PATHS.challengePage}?id=${encodeURIComponent(order.challenge_id)}`,
    }),
  });
}
