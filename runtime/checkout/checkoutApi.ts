import { apiClient } from '@/runtime/platform/http/apiClients';
import type { CancelAnswer } from '@/schemas/gateway/cancelAnswer';
import type { CancelLookupAnswer } from '@/schemas/gateway/cancelLookupAnswer';
import type { CancelLookupRequest } from '@/schemas/gateway/cancelLookupRequest';
import type { CancelSubscriptionRequest } from '@/schemas/gateway/cancelSubscriptionRequest';
import type { CancelVerifiedAnswer } from '@/schemas/gateway/cancelVerifiedAnswer';
import type { CancelVerifyRequest } from '@/schemas/gateway/cancelVerifyRequest';
import type { CreateOrderRequest } from '@/schemas/gateway/createOrderRequest';
import type { OrderStatusAnswer } from '@/schemas/gateway/orderStatusAnswer';
import type { PaymentIntentAnswer } from '@/schemas/gateway/paymentIntentAnswer';
import type { ResignIntentAnswer } from '@/schemas/gateway/resignIntentAnswer';
import type { ResignOrderRequest } from '@/schemas/gateway/resignOrderRequest';

/**
 * The gateway's calls checkout makes (runtime/gateway, under the gateway API's base URL). Bodies and answers are
 * the types of the schemas the gateway parses with and answers by (schemas/gateway): a change the browser does not
 * follow fails type-checking.
 */
export const checkoutApi = {
  /** Idempotent by key: asking again with the same key returns the same order, never a second one. */
  createOrder: (request: CreateOrderRequest) => apiClient('gateway').post<PaymentIntentAnswer>('/orders', request),
  createResignOrder: (request: ResignOrderRequest) =>
    apiClient('gateway').post<ResignIntentAnswer>('/orders/resign', request),
  /** Always accepted, whether or not the email has a subscription; a code is mailed when it has. */
  requestCancelCode: (request: CancelLookupRequest) =>
    apiClient('gateway').post<CancelLookupAnswer>('/subscriptions/cancel/lookup', request),
  /** The email proved, with the code of the visitor's lookup or a cancel mail's link: a token to cancel with. */
  verifyCancelEmail: (request: CancelVerifyRequest) =>
    apiClient('gateway').post<CancelVerifiedAnswer>('/subscriptions/cancel/verify', request),
  cancelSubscription: (request: CancelSubscriptionRequest) =>
    apiClient('gateway').post<CancelAnswer>('/subscriptions/cancel', request),
  readOrder: (orderId: string) => apiClient('gateway').get<OrderStatusAnswer>(`/orders/${encodeURIComponent(orderId)}`),
};
