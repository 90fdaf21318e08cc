/**
 * The provider's transaction operations that move money, once they succeed: a charge (`pay`, a saved card's
 * `recurring` or `resign`, or the `settle` that captures an authorization) brings it in; a `refund` or a
 * `chargeback` (the cardholder's bank taking it back) sends it out, and a dispute won brings a chargeback's money back
 * (MONEY_RECOVERED_OPERATIONS). An `auth` only reserves it, a `void` releases the reserve: neither is money taken or
 * returned.
 */
export const MONEY_IN_OPERATIONS = ['pay', 'recurring', 'resign', 'settle'] as const;
export const MONEY_OUT_OPERATIONS = ['refund', 'chargeback'] as const;
/**
 * A chargeback reversed (`chargeback_reversal`): the merchant won the dispute and the bank gave back what the chargeback
 * took. Money in again, but no sale: the report adds it to what is left, never to what was sold.
 */
export const MONEY_RECOVERED_OPERATIONS = ['chargeback_reversal'] as const;

/** The operations an order's report carries (a chargeback comes as an event of its own). */
export const PROVIDER_OPERATIONS = ['pay', 'auth', 'settle', 'void', 'refund', 'recurring', 'resign'] as const;
/** Every operation a transaction of ours records. */
export const TRANSACTION_OPERATIONS = [...PROVIDER_OPERATIONS, 'chargeback', ...MONEY_RECOVERED_OPERATIONS] as const;
export type TransactionOperation = (typeof TRANSACTION_OPERATIONS)[number];
