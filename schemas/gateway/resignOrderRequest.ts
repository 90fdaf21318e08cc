import { z } from 'zod';
import { attributionTagsSchema } from '@/schemas/attribution/attributionTagsSchema';
import { CURRENCIES } from '@/schemas/enums/currencies';
import { PATTERNS } from '@/schemas/patterns';
import { versionSchema } from '@/schemas/storedInteger';
import { variantIdSchema } from './variantIdSchema';

/** The body of POST /api/v1/orders/resign: a one-click upsell paid with the card of an earlier paid order. */
export const resignOrderRequestSchema = z.strictObject({
  idempotencyKey: z.uuid(),
  funnel: z.string().min(1),
  funnelVersion: versionSchema,
  variant: variantIdSchema,
  /** The visit the order is placed in (the id its lead has): the report joins orders to visits by it. */
  visitId: z.uuid().optional(),
  upsellId: z.string().min(1),
  currency: z.enum(CURRENCIES),
  previousOrderId: z.string().min(1),
  /** The visit's attribution tags, as in createOrderRequest (the query side of docs/validation.md#tag-precedence). */
  attribution: attributionTagsSchema.optional(),
  /** The visitor's language: the provider's payment line names the upsell in it (the funnel's first when absent). */
  locale: z.string().regex(new RegExp(PATTERNS.locale.pattern)).optional(),
  /**
   * Whether the visitor's consent allows targeting now, as the page's consent library says (absent before it has
   * spoken): the ad networks' server APIs hear of the sale only then (orderBrowserOf).
   */
  targeting: z.boolean().optional(),
});
export type ResignOrderRequest = z.infer<typeof resignOrderRequestSchema>;
