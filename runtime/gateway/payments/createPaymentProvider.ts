import solidgate from '@solidgate/node-sdk';
import { z } from 'zod';
import { signProviderPayload } from '@/runtime/signing/signProviderPayload';
import { type ProviderOrder, type ProviderProduct, providerOrderSchema } from '@/schemas/payments/providerProtocol';
import type { SubscriptionCancelCode } from '@/schemas/payments/subscriptionCancelCodes';

export type ProviderSettings = {
  /** The payments API base, ending in / (the provider's card payments host). */
  apiUrl: string;
  /** The subscriptions API base, ending in / (the provider's subscriptions host); default: `apiUrl`. */
  subscriptionsApiUrl?: string;
  publicKey: string;
  secretKey: string;
};

/** The order attributes a payment intent carries (amount in integer minor units). */
export type IntentAttributes = {
  order_id: string;
  amount: number;
  currency: string;
  order_description: string;
  customer_email: string;
  platform: 'WEB';
  /** The provider's subscription product, for plans and renewing upsells (registerProduct). */
  product_id?: string;
  /** The product's price in the order's currency: what each renewal charges. */
  product_price_id?: string;
  /** The product's coupon that lowers every charge of the subscription (a lasting discount). */
  coupon_id?: string;
  /** The billing details a billing step took: ISO 3166-1 alpha-2 country and postal code. */
  billing_address?: { country: string; zip_code?: string };
};

export type PaymentProvider = {
  /** The form's merchant data: the encrypted intent and its signature. */
  paymentIntent: (attributes: IntentAttributes) => { merchant: string; paymentIntent: string; signature: string };
  /** A one-click payment with a saved card. */
  resignIntent: (attributes: IntentAttributes & { recurring_token: string }) => {
    merchant: string;
    resignIntent: string;
    signature: string;
  };
  /** The order as the provider has it now. */
  orderStatus: (orderId: string) => Promise<ProviderOrder>;
  /** Where the bank's 3-D Secure check of an order waits, if it does (a visitor who reloaded resumes it there). */
  pendingChallenge: (orderId: string) => Promise<string | undefined>;
  /** Writes a subscription product, its prices and coupons at the provider, before an intent names them. */
  registerProduct: (product: ProviderProduct) => Promise<void>;
  /**
   * Cancels a subscription: at the period's end (access kept until then), or at once when forced, with the
   * provider's cancel code saying why (subscriptionCancelCodes).
   */
  cancelSubscription: (request: {
    subscriptionId: string;
    force: boolean;
    cancelCode: SubscriptionCancelCode;
  }) => Promise<void>;
};

const statusAnswerSchema = z.object({ order: providerOrderSchema, verify_url: z.url().optional() });
/**
 * A refusal: `{ error: { code, messages } }`, its messages a list (payment calls) or by field (the cancel call's
 * 2.01, `{ cancel_code: [...] }`).
 */
const refusalSchema = z.object({
  error: z.object({
    code: z.string(),
    messages: z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]).optional(),
  }),
});

/**
 * The provider adapter: intents and the status call through the provider's own SDK (so the protocol is
 * theirs), and the subscription calls, which the SDK lacks, as signed calls of the same kind to the
 * subscriptions API: the cancel (https://api-docs.solidgate.com/api/manage-subscriptions/cancel-subscription:
 * `{ subscription_id, force, cancel_code }`, answering `{ status: "ok" }` or `{ error: { code, messages } }`) and
 * the product a subscription renews (providerProductSchema, docs/decisions/0023).
 */
export function createPaymentProvider(settings: ProviderSettings): PaymentProvider {
  const api = new solidgate.Api(settings.publicKey, settings.secretKey, settings.apiUrl);
  return {
    paymentIntent: (attributes) => api.formMerchantData(attributes).toObject(),
    resignIntent: (attributes) => api.formResign(attributes).toObject(),
    orderStatus: async (orderId) => {
      const answer = await api.status({ order_id: orderId });
      const parsed = statusAnswerSchema.safeParse(answer);
      if (!parsed.success) throw providerFailure('status', answer);
      return parsed.data.order;
    },
    pendingChallenge: async (orderId) => {
      const parsed = statusAnswerSchema.safeParse(await api.status({ order_id: orderId }));
      return parsed.success ? parsed.data.verify_url : undefined;
    },
    registerProduct: (product) => subscriptionsCall('products', product),
    cancelSubscription: ({ subscriptionId, force, cancelCode }) =>
      subscriptionsCall('subscription/cancel', { subscription_id: subscriptionId, force, cancel_code: cancelCode }),
  };

  /** A signed call of the subscriptions API; a refusal (any `error`, even with HTTP 200) throws. */
  async function subscriptionsCall(call: string, payload: object): Promise<void> {
    const body = JSON.stringify(payload);
    const response = await fetch(`${settings.subscriptionsApiUrl ?? settings.apiUrl}${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        Merchant: settings.publicKey,
        Signature: signProviderPayload(settings.publicKey, settings.secretKey, body),
      },
      body,
    });
    const answer: unknown = await response.json().catch(() => undefined);
    const refused = typeof answer === 'object' && answer !== null && 'error' in answer;
    if (!response.ok || refused) throw providerFailure(call, answer, response.status);
  }
}

function providerFailure(call: string, answer: unknown, status?: number): Error {
  const error = refusalSchema.safeParse(answer);
  const messages = error.success ? error.data.error.messages : undefined;
  const text = Array.isArray(messages)
    ? messages.join(' ')
    : Object.entries(messages ?? {})
        .map(([field, said]) => `${field}: ${said.join(' ')}`)
        .join('; ');
  const detail = error.success ? `${error.data.error.code} ${text}` : '';
  return new Error(`The payment provider refused ${call}${status ? ` (HTTP ${status})` : ''}: ${detail}`.trim());
}
