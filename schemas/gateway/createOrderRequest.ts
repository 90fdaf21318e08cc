import { z } from 'zod';
import { attributionTagsSchema } from '@/schemas/attribution/attributionTagsSchema';
import { BILLING_COUNTRIES, POSTAL_CODE_PATTERN } from '@/schemas/billingDetails';
import { CURRENCIES } from '@/schemas/enums/currencies';
import { PATTERNS } from '@/schemas/patterns';
import { versionSchema } from '@/schemas/storedInteger';
import { customerEmailSchema } from './customerEmailSchema';
import { customerNameSchema } from './customerNameSchema';
import { orderProductSchema } from './orderProductSchema';
import { variantIdSchema } from './variantIdSchema';

/** The body of POST /api/v1/orders: one payment attempt (a fresh idempotency key per attempt). */
export const createOrderRequestSchema = z.strictObject({
  idempotencyKey: z.uuid(),
  funnel: z.string().min(1),
  funnelVersion: versionSchema,
  variant: variantIdSchema,
  /** The visit the order is placed in (the id its lead has): the report joins orders to visits by it. */
  visitId: z.uuid().optional(),
  product: orderProductSchema,
  currency: z.enum(CURRENCIES),
  /** Who pays: the email, and the billing details a billing step took (sent on to the provider). */
  customer: z.strictObject({
    email: customerEmailSchema,
    name: customerNameSchema.optional(),
    country: z.enum(BILLING_COUNTRIES).optional(),
    postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN, 'must be 2 to 10 letters or digits').optional(),
  }),
  answers: z.record(z.string(), z.unknown()).optional(),
  /**
   * The attribution tags of the visit as the page knows them (the query side of the precedence of
   * docs/validation.md#tag-precedence; the server weighs them against the request's attribution cookie). Keys outside
   * the list of docs/limits.md#attribution-parameters are dropped.
   */
  attribution: attributionTagsSchema.optional(),
  /** The visitor's language, as their flow read it (conditions may read it): the funnel's first when absent. */
  locale: z.string().regex(new RegExp(PATTERNS.locale.pattern)).optional(),
  /**
   * Whether the visitor's consent allows targeting now, as the page's consent library says (absent before it has
   * spoken): the ad networks' server APIs hear of the sale only then (orderBrowserOf).
   */
  targeting: z.boolean().optional(),
  /**
   * The payment step the visitor pays on, in the flow version they are on: its discount applies when the flow,
   * walked with these answers, shows it.
   */
  payment: z.strictObject({ flowVersion: versionSchema, stepId: z.string().min(1) }).optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
