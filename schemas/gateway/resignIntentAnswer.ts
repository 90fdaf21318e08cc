import { z } from 'zod';
import { CURRENCIES } from '@/schemas/enums/currencies';

/** The answer of POST /api/v1/orders/resign: a one-click order and the provider's signed resign intent. */
export const resignIntentAnswerSchema = z.strictObject({
  orderId: z.string(),
  merchant: z.string(),
  resignIntent: z.string(),
  signature: z.string(),
  /** What is charged, in minor units of the currency. */
  amount: z.int(),
  currency: z.enum(CURRENCIES),
});
export type ResignIntentAnswer = z.infer<typeof resignIntentAnswerSchema>;
