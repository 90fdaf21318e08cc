import { z } from 'zod';
import { TRANSACTION_STATUSES } from '@/schemas/enums/transactionStatuses';
import { DECLINE_CODE_LIST } from './declineCodes';
import { PROVIDER_OPERATIONS } from './moneyOperations';

/**
 * The parts of the payment provider's protocol (docs/payment-provider.md) that the runtime and the sandbox must
 * agree on beyond what the provider's SDKs do themselves: webhook headers and bodies, and the order
 * object the status call and webhooks carry.
 */

/** Webhook headers: the webhook key pair's public key and signature (signProviderPayload), the event's id and type. */
export const WEBHOOK_HEADERS = {
  merchant: 'merchant',
  signature: 'signature',
  eventId: 'solidgate-event-id',
  eventType: 'solidgate-event-type',
} as const;

export const WEBHOOK_EVENT_TYPES = ['order.updated', 'subscription.updated', 'chargeback.received'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The provider's card order statuses, which are the transaction statuses of
 * docs/states.md#order-and-transaction-statuses.
 */
const providerStatus = z.enum(TRANSACTION_STATUSES);

export const providerOrderSchema = z.object({
  order_id: z.string().min(1),
  status: providerStatus,
  amount: z.int().nonnegative(),
  currency: z.string().length(3),
  customer_email: z.string().optional(),
  subscription_id: z.string().optional(),
  /**
   * How it was paid, in the provider's words: `card`, `apple-pay`, `google-pay`, `paypal`, or `token` for a charge
   * of a saved card (a one-click payment, a renewal). Absent before a payment is tried.
   */
  method: z.string().optional(),
  /** When the provider last changed the order (ISO 8601): a webhook older than what is stored is stale. */
  updated_at: z.iso.datetime({ offset: true }),
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;

export const providerErrorSchema = z.object({
  code: z.enum(DECLINE_CODE_LIST as [string, ...string[]]),
  messages: z.array(z.string()).optional(),
  recommended_message_for_user: z.string().optional(),
});

export const orderUpdatedSchema = z.object({
  order: providerOrderSchema,
  transaction: z
    .object({
      id: z.string(),
      operation: z.enum(PROVIDER_OPERATIONS),
      status: z.enum(['success', 'fail', 'verify', 'processing']),
      /**
       * What the transaction moved, in minor units (a refund's own amount, which may be part of the order's); the
       * order's amount when absent.
       */
      amount: z.int().nonnegative().optional(),
      currency: z.string().length(3).optional(),
      /** The saved card's token, for one-click (resign) payments. */
      card_token: z.object({ token: z.string() }).optional(),
    })
    .optional(),
  error: providerErrorSchema.optional(),
});
export type OrderUpdated = z.infer<typeof orderUpdatedSchema>;

/**
 * The status of a chargeback whose dispute the merchant won: the bank gave back what it took. The provider reports the
 * same chargeback (its id) again as its dispute moves, with the status it has now (its docs' chargeback entity
 * "always contains the actual chargeback type and status"); this one is the only status that moves money.
 */
export const CHARGEBACK_WON_STATUS = 'reversed';

/**
 * A cardholder's bank took a payment back (a dispute): the provider reports it on the order it was paid with (a
 * renewal's order is the provider's own), and again under the same chargeback id as its dispute moves; a report with
 * status CHARGEBACK_WON_STATUS says the dispute was won and the money given back.
 */
export const chargebackReceivedSchema = z.object({
  order: providerOrderSchema.pick({ order_id: true, amount: true, currency: true, subscription_id: true }),
  chargeback: z.object({
    id: z.string().min(1),
    /** What was taken back, in minor units of the order's currency. */
    amount: z.int().positive(),
    currency: z.string().length(3),
    /** The card scheme's reason code, as the provider passes it on. */
    reason_code: z.string().optional(),
    /**
     * Where the dispute stands, in the provider's words; CHARGEBACK_WON_STATUS once the merchant won it. Any other
     * status (or none) is a chargeback standing. Not checked against a list, so that a status the provider adds
     * later still arrives.
     */
    status: z.string().optional(),
    created_at: z.iso.datetime({ offset: true }),
    /** When the dispute last moved (the reversal's time, for a dispute won); `created_at` when absent. */
    updated_at: z.iso.datetime({ offset: true }).optional(),
  }),
});
export type ChargebackReceived = z.infer<typeof chargebackReceivedSchema>;

/**
 * The provider's subscription statuses. `redemption` is a subscription whose renewal failed: past due, the provider
 * trying the card again, access kept meanwhile.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'redemption', 'paused'] as const;

export const subscriptionUpdatedSchema = z.object({
  subscription: z.object({
    id: z.string().min(1),
    status: z.enum(SUBSCRIPTION_STATUSES),
    customer_email: z.string(),
    product_id: z.string(),
    next_charge_at: z.iso.datetime({ offset: true }).optional(),
    cancelled_at: z.iso.datetime({ offset: true }).optional(),
    /** When access ends, once cancelled: the period's end, or the moment of an immediate cancel. */
    expired_at: z.iso.datetime({ offset: true }).optional(),
    /**
     * Why it was cancelled, as a cancel code (subscriptionCancelCodes: "8.01".."8.15"); every cancellation
     * carries one. Not checked against the list, so that a code the provider adds later still arrives.
     */
    cancel_code: z.string().optional(),
    /** The code's wording, as the provider words it (SUBSCRIPTION_CANCEL_CODES). */
    cancel_message: z.string().optional(),
    updated_at: z.iso.datetime({ offset: true }),
  }),
});
export type SubscriptionUpdated = z.infer<typeof subscriptionUpdatedSchema>;

/**
 * A subscription product as the provider keeps it (its products, prices and coupons): what a renewal charges is
 * the provider's to take, from the product's price in the order's currency less the coupon the intent names. The
 * runtime writes a funnel's plan (or renewing upsell) here before it sells it (`POST {subscriptions API}products`,
 * idempotent by `product_id`), and the intent names the product, its price and the coupon (`product_id`,
 * `product_price_id`, `coupon_id`).
 */
export const providerProductSchema = z.object({
  product_id: z.string().min(1),
  name: z.string().min(1),
  billing_period: z.object({ unit: z.enum(['day', 'week', 'month', 'year']), value: z.int().min(1) }),
  /** Days of the trial the first charge pays for, before the first renewal. */
  trial_days: z.int().min(1).optional(),
  /** One price per currency the funnel sells in: the recurring amount, in minor units. */
  prices: z
    .array(
      z.object({ product_price_id: z.string().min(1), currency: z.string().length(3), amount: z.int().nonnegative() }),
    )
    .min(1),
  /** Discounts on every charge of a subscription that names them (a payment step's discount that lasts). */
  coupons: z.array(z.object({ coupon_id: z.string().min(1), percent_off: z.int().min(1).max(100) })),
});
export type ProviderProduct = z.infer<typeof providerProductSchema>;
