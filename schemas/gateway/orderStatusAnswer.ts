import { z } from 'zod';
import { CURRENCIES } from '@/schemas/enums/currencies';
import { ORDER_STATUSES } from '@/schemas/enums/orderStatuses';
import { PAYMENT_METHODS } from '@/schemas/enums/paymentMethods';
import { TRANSACTION_STATUSES } from '@/schemas/enums/transactionStatuses';

/** The answer of GET /api/v1/orders/:id: an order's payment status, as the payment form polls it. */
export const orderStatusAnswerSchema = z.strictObject({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The provider's status; null until the provider first reports. */
  transactionStatus: z.enum(TRANSACTION_STATUSES).nullable(),
  /** docs/states.md#active-payments: whether the payment counts as active. */
  active: z.boolean(),
  declineCode: z.string().optional(),
  /** What the order charges, in minor units of its currency (a paid order's Purchase event reports it). */
  amount: z.int(),
  currency: z.enum(CURRENCIES),
  /** What the order buys: the plan's id, or the upsell's (the Purchase event names it). */
  productId: z.string(),
  /** How it was paid (docs/limits.md#payment-methods-and-placements), once the provider has said. */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** While the bank's 3-D Secure check waits: where the visitor completes it (after a reload, say). */
  verifyUrl: z.url().optional(),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusAnswerSchema>;
