import type { Currency } from '../../schemas/enums/currencies';
import { apiClient } from '../platform/http/apiClients';
import type { OrderCheck } from './paymentFormMachine';

/** What the form needs to take a payment: the order and the provider's signed intent (gateway POST /orders). */
export type PaymentIntent = { orderId: string; merchant: string; paymentIntent: string; signature: string };
/** The same for a one-click payment with the saved card (POST /orders/resign). */
export type ResignIntent = { orderId: string; merchant: string; resignIntent: string; signature: string };

export type OrderRequest = {
  idempotencyKey: string;
  funnel: string;
  funnelVersion: number;
  product: { kind: 'plan'; planId: string } | { kind: 'upsell'; upsellId: string };
  currency: Currency;
  customer: { email: string; name?: string };
  answers?: Record<string, unknown>;
};

/** The gateway's calls checkout makes (runtime/gateway, under /api/v1). */
export const checkoutApi = {
  /** Idempotent by key: asking again with the same key returns the same order, never a second one. */
  createOrder: (request: OrderRequest) => apiClient('gateway').post<PaymentIntent>('/orders', request),
  createResignOrder: (
    request: Omit<OrderRequest, 'product' | 'customer' | 'answers'> & { upsellId: string; previousOrderId: string },
  ) => apiClient('gateway').post<ResignIntent>('/orders/resign', request),
  readOrder: (orderId: string) =>
    apiClient('gateway').get<OrderCheck & { status: string }>(`/orders/${encodeURIComponent(orderId)}`),
};
