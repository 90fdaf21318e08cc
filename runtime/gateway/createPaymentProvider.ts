import solidgate from '@solidgate/node-sdk';
import { z } from 'zod';
import { type ProviderOrder, providerErrorSchema, providerOrderSchema } from '../../schemas/payments/providerProtocol';
import { signProviderPayload } from '../../schemas/payments/signProviderPayload';

export type ProviderSettings = { apiUrl: string; publicKey: string; secretKey: string };

/** The order attributes a payment intent carries (amount in integer minor units). */
export type IntentAttributes = {
  order_id: string;
  amount: number;
  currency: string;
  order_description: string;
  customer_email: string;
  platform: 'WEB';
  /** The provider's subscription product, for plans and renewing upsells. */
  product_id?: string;
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
  /** Cancels a subscription: at the period's end (access kept until then), or at once when forced. */
  cancelSubscription: (request: { subscriptionId: string; force: boolean; reason: string }) => Promise<void>;
};

const statusAnswerSchema = z.object({ order: providerOrderSchema, verify_url: z.url().optional() });
const errorAnswerSchema = z.object({ error: providerErrorSchema });

/**
 * The provider adapter: intents and the status call through the provider's own SDK (so the protocol is
 * theirs), and the subscription cancel, which the SDK lacks, as a signed call of the same kind.
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
    cancelSubscription: async ({ subscriptionId, force, reason }) => {
      const body = JSON.stringify({ subscription_id: subscriptionId, force, cancel_reason: reason });
      const response = await fetch(`${settings.apiUrl}subscription/cancel`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          Merchant: settings.publicKey,
          Signature: signProviderPayload(settings.publicKey, settings.secretKey, body),
        },
        body,
      });
      const answer: unknown = await response.json().catch(() => undefined);
      if (!response.ok || errorAnswerSchema.safeParse(answer).success)
        throw providerFailure('subscription/cancel', answer, response.status);
    },
  };
}

function providerFailure(call: string, answer: unknown, status?: number): Error {
  const error = errorAnswerSchema.safeParse(answer);
  const detail = error.success ? `${error.data.error.code} ${error.data.error.messages?.join(' ') ?? ''}` : '';
  return new Error(`The payment provider refused ${call}${status ? ` (HTTP ${status})` : ''}: ${detail}`.trim());
}
