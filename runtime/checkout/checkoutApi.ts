import type { Currency } from '../../schemas/enums/currencies';
import type { CancellationMode } from '../../schemas/funnelSchema';
import { apiClient } from '../platform/http/apiClients';
import type { OrderCheck } from './paymentFormMachine';

/** What the form needs to take a payment: the order and the provider's signed intent (gateway POST /orders). */
export type PaymentIntent = { orderId: string; merchant: string; paymentIntent: string; signature: string };
/** The same for a one-click payment with the saved card (POST /orders/resign). */
export type ResignIntent = { orderId: string; merchant: string; resignIntent: string; signature: string };

/** The visitor proved the email is theirs: a token to cancel with, and their subscriptions. */
export type CancelVerified = {
  token: string;
  subscriptions: {
    id: string;
    product: string;
    status: string;
    nextChargeAt: string | null;
    accessUntil: string | null;
  }[];
};

export type OrderRequest = {
  idempotencyKey: string;
  funnel: string;
  funnelVersion: number;
  product: { kind: 'plan'; planId: string } | { kind: 'upsell'; upsellId: string };
  currency: Currency;
  /** Who pays: the email, and the billing details when a billing step took them. */
  customer: { email: string; name?: string; country?: string; postalCode?: string };
  answers?: Record<string, unknown>;
  /** The visitor's language, as their flow read it: the gateway walks the flow as the browser did. */
  locale?: string;
  /**
   * The payment step paid on, in the flow version the visitor is on: the gateway applies its discount when the
   * flow, walked with these answers, shows that step.
   */
  payment?: { flowVersion: number; stepId: string };
};

/** The gateway's calls checkout makes (runtime/gateway, under /api/v1). */
export const checkoutApi = {
  /** Idempotent by key: asking again with the same key returns the same order, never a second one. */
  createOrder: (request: OrderRequest) => apiClient('gateway').post<PaymentIntent>('/orders', request),
  createResignOrder: (
    request: Omit<OrderRequest, 'product' | 'customer' | 'answers' | 'locale'> & {
      upsellId: string;
      previousOrderId: string;
    },
  ) => apiClient('gateway').post<ResignIntent>('/orders/resign', request),
  /** Always accepted, whether or not the email has a subscription; a code is mailed when it has. */
  requestCancelCode: (email: string, locale: string) =>
    apiClient('gateway').post<unknown>('/subscriptions/cancel/lookup', { email, locale }),
  verifyCancelCode: (email: string, code: string) =>
    apiClient('gateway').post<CancelVerified>('/subscriptions/cancel/verify', { email, code }),
  cancelSubscription: (token: string, subscriptionId: string, reason?: string) =>
    apiClient('gateway').post<{ status: string; mode: CancellationMode; accessUntil: string | null }>(
      '/subscriptions/cancel',
      {
        token,
        subscriptionId,
        reason,
      },
    ),
  readOrder: (orderId: string) =>
    apiClient('gateway').get<OrderCheck & { status: string }>(`/orders/${encodeURIComponent(orderId)}`),
};
