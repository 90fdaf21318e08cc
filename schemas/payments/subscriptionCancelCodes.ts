/**
 * The payment provider's subscription cancel codes: the `cancel_code` of `POST /subscription/cancel`
 * (which takes only these, "8.01" to "8.15") and of a cancelled subscription in its status and webhooks.
 * Meanings: https://docs.solidgate.com/subscriptions/subscription-insights/subscription-cancel-codes/
 * (8.01-8.03 and 8.12 read there; the others as public integrations of the provider quote that page).
 * Most are the provider's own (fraud, disputes, failed renewals, expired tokens); a merchant cancelling
 * sends the one that says who asked.
 */
export const SUBSCRIPTION_CANCEL_CODES = {
  /** The card brand, or the payment instrument, does not support recurring payments. */
  '8.01': 'Card brand is not supported',
  /** A fraud chargeback came in. */
  '8.02': 'Fraud chargeback received',
  /** A dispute came in (a refund may be due). */
  '8.03': 'Dispute received',
  /** A fraud alert came in for one of the subscription's invoices. */
  '8.04': 'Fraud alert received',
  /** A fraud decline came in. */
  '8.05': 'Fraud decline received',
  /** The merchant's support cancelled it, at the customer's request through support. */
  '8.06': 'Cancellation by support',
  /** The provider's antifraud blocked the recurring payment. */
  '8.07': 'Recurring payment is blocked by antifraud',
  /** The subscription reached its end. */
  '8.08': 'Subscription has expired',
  /** Every retry of a failed renewal failed during the redemption period. */
  '8.09': 'Cancellation after redemption period',
  /** The saved card's token expired. */
  '8.10': 'Card token has expired',
  /** The customer revoked the saved payment token. */
  '8.11': 'Token revoked by customer',
  /** The bank's antifraud blocked the payment, or the card is on the bank's blocklist. */
  '8.12': 'Bank antifraud system',
  /** The amount became invalid (for example, a discount beyond the provider's limit). */
  '8.13': 'Invalid amount',
  /** The customer cancelled it themselves. */
  '8.14': 'Cancellation by customer',
  /** The recurring token was not found. */
  '8.15': 'Recurring token is not found',
} as const;

export type SubscriptionCancelCode = keyof typeof SUBSCRIPTION_CANCEL_CODES;
export const SUBSCRIPTION_CANCEL_CODE_LIST = Object.keys(SUBSCRIPTION_CANCEL_CODES) as [
  SubscriptionCancelCode,
  ...SubscriptionCancelCode[],
];

/** What our cancel screens send: the customer asked, themselves, to cancel. */
export const CUSTOMER_CANCEL_CODE: SubscriptionCancelCode = '8.14';

export function isSubscriptionCancelCode(value: unknown): value is SubscriptionCancelCode {
  return typeof value === 'string' && Object.hasOwn(SUBSCRIPTION_CANCEL_CODES, value);
}
