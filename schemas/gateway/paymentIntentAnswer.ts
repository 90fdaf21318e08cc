import { z } from 'zod';
import { CURRENCIES } from '@/schemas/enums/currencies';

/**
 * The answer of POST /api/v1/orders: the order made for one payment attempt and the provider's signed payment
 * intent, which the card form is mounted with (201 made, 200 the same idempotency key again).
 */
export const paymentIntentAnswerSchema = z.strictObject({
  orderId: z.string(),
  merchant: z.string(),
  paymentIntent: z.string(),
  signature: z.string(),
  /** What is charged, in minor units of the currency. */
  amount: z.int(),
  currency: z.enum(CURRENCIES),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;
