import { z } from 'zod';

/** What an order sells: a subscription plan of the funnel, or a one-time upsell of the catalogue. */
export const orderProductSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('plan'), planId: z.string().min(1) }),
  z.strictObject({ kind: z.literal('upsell'), upsellId: z.string().min(1) }),
]);
export type OrderProduct = z.infer<typeof orderProductSchema>;
