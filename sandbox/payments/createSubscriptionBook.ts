import { randomUUID } from 'node:crypto';
import type { DeclineCode } from '@/schemas/payments/declineCodes';
import type { SUBSCRIPTION_STATUSES, SubscriptionUpdated } from '@/schemas/payments/providerProtocol';
import { SUBSCRIPTION_CANCEL_CODES, type SubscriptionCancelCode } from '@/schemas/payments/subscriptionCancelCodes';
import type { Clock } from './createClock';
import { type ProviderError, providerError } from './providerError';

/** A subscription bills again a week after it starts (the funnels' trial week), then every week. */
export const BILLING_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

/** What the status call and webhooks show of a subscription (subscriptionUpdatedSchema). */
export type SubscriptionView = SubscriptionUpdated['subscription'];

export type SubscriptionRecord = SubscriptionView & {
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  /** What each renewal charges (its product price less its coupon), and with which saved card (none for PayPal). */
  amount: number;
  currency: string;
  token?: string;
  renewals: number;
};

export type SubscriptionBook = {
  start(first: {
    customer_email: string;
    product_id: string;
    /** What each renewal charges. */
    amount: number;
    currency: string;
    token?: string;
  }): string;
  get(id: string): SubscriptionView | undefined;
  byCustomer(email: string): SubscriptionView[];
  /**
   * Cancels at the period's end, or at once when forced, keeping the cancel code and its wording
   * (`cancel_code`, `cancel_message`); a cancellation is final (2.14 the second time).
   */
  cancel(
    id: string,
    force: boolean,
    code: SubscriptionCancelCode,
  ): { subscription: SubscriptionView } | { error: ProviderError };
  /**
   * Ends the current period now: a cancelled one expires, an active (or past-due) one renews, or goes to redemption
   * (past due) when the card fails, or when `decline` asks the renewal to fail with that code.
   */
  advance(id: string, decline?: DeclineCode): { subscription: SubscriptionView } | { error: ProviderError };
  all(): SubscriptionView[];
};

export type SubscriptionBookOptions = {
  clock: Clock;
  /** Pushes the subscription.updated webhook. */
  emit(payload: SubscriptionUpdated): void;
  /** Charges a renewal (declined with `decline` when given); true when approved. */
  renew(subscription: SubscriptionRecord, decline?: DeclineCode): boolean;
};

const notFound = () => ({ error: providerError('2.14', 'Subscription not found') });

/** The provider's subscriptions, keyed to the customer's email; every change is pushed as a webhook. */
export function createSubscriptionBook(options: SubscriptionBookOptions): SubscriptionBook {
  const { clock } = options;
  const subscriptions = new Map<string, SubscriptionRecord>();

  const view = (record: SubscriptionRecord): SubscriptionView => {
    const { amount: _amount, currency: _currency, token: _token, renewals: _renewals, ...shown } = record;
    return shown;
  };
  const changed = (record: SubscriptionRecord) => {
    record.updated_at = clock.stamp();
    options.emit({ subscription: view(record) });
    return { subscription: view(record) };
  };
  const later = (iso: string | undefined) => new Date(Date.parse(iso ?? '') + BILLING_PERIOD_MS).toISOString();

  return {
    start(first) {
      const record: SubscriptionRecord = {
        id: randomUUID(),
        status: 'active',
        customer_email: first.customer_email,
        product_id: first.product_id,
        next_charge_at: new Date(clock.now() + BILLING_PERIOD_MS).toISOString(),
        updated_at: '',
        amount: first.amount,
        currency: first.currency,
        renewals: 0,
      };
      if (first.token !== undefined) record.token = first.token;
      subscriptions.set(record.id, record);
      changed(record);
      return record.id;
    },
    get(id) {
      const record = subscriptions.get(id);
      return record && view(record);
    },
    byCustomer: (email) => [...subscriptions.values()].filter((s) => s.customer_email === email).map(view),
    cancel(id, force, code) {
      const record = subscriptions.get(id);
      if (!record) return notFound();
      if (record.status === 'cancelled' || (record.cancelled_at !== undefined && !force))
        return { error: providerError('2.14', 'The subscription is already cancelled') };
      const now = new Date(clock.now()).toISOString();
      record.cancelled_at = now;
      record.cancel_code = code;
      record.cancel_message = SUBSCRIPTION_CANCEL_CODES[code];
      if (force) {
        record.status = 'cancelled';
        record.expired_at = now;
      } else {
        // Access is kept until the period ends; nothing more is charged.
        record.expired_at = record.next_charge_at ?? record.expired_at ?? now;
      }
      delete record.next_charge_at;
      return changed(record);
    },
    advance(id, decline) {
      const record = subscriptions.get(id);
      if (!record) return notFound();
      if (record.status === 'cancelled') return { error: providerError('2.14', 'The subscription is cancelled') };
      if (record.cancelled_at !== undefined) {
        record.status = 'cancelled';
        return changed(record);
      }
      record.renewals++;
      if (options.renew(record, decline)) {
        record.status = 'active';
        record.next_charge_at = later(record.next_charge_at);
      } else {
        record.status = 'redemption';
      }
      return changed(record);
    },
    all: () => [...subscriptions.values()].map(view),
  };
}
