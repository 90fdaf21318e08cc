import { z } from 'zod';
import { CURRENCIES } from '../enums/currencies';
import { versionSchema } from '../storedInteger';

/** The body of POST /api/v1/orders/resign: a one-click upsell paid with the card of an earlier paid order. */
export const resignOrderRequestSchema = z.strictObject({
  idempotencyKey: z.uuid(),
  funnel: z.string().min(1),
  funnelVersion: versionSchema,
  upsellId: z.string().min(1),
  currency: z.enum(CURRENCIES),
  previousOrderId: z.string().min(1),
});
export type ResignOrderRequest = z.infer<typeof resignOrderRequestSchema>;
