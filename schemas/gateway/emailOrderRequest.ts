import { z } from 'zod';
import { attributionTagsSchema } from '@/schemas/attribution/attributionTagsSchema';
import { CURRENCIES } from '@/schemas/enums/currencies';
import { PATTERNS } from '@/schemas/patterns';
import { customerEmailSchema } from './customerEmailSchema';

/** A report page linked from email (its path, such as `/email/tarot-reading`). */
const emailPageSchema = z.string().regex(/^\/email\/[a-z0-9-]{1,60}$/, 'must be an /email/ page path');
/** A signed email link's token, as the page read it from its link. */
const linkTokenSchema = z.string().min(1).max(2048);

/**
 * The body of POST /api/v1/email-orders: the report a page linked from email sells, by card. Who pays is the email
 * the page's signed link names (`token`, checked by the gateway), or, for a page opened without one, the email the
 * visitor typed (`email`): exactly one of the two.
 */
export const emailOrderRequestSchema = z
  .strictObject({
    idempotencyKey: z.uuid(),
    page: emailPageSchema,
    token: linkTokenSchema.optional(),
    email: customerEmailSchema.optional(),
    currency: z.enum(CURRENCIES),
    locale: z.string().regex(new RegExp(PATTERNS.locale.pattern)).optional(),
    attribution: attributionTagsSchema.optional(),
  })
  .refine((body) => (body.token === undefined) !== (body.email === undefined), {
    message: 'give either the link token or an email, not both',
    path: ['email'],
  });
export type EmailOrderRequest = z.infer<typeof emailOrderRequestSchema>;

/**
 * The body of POST /api/v1/email-orders/resign: the page's report in one click, with the card saved on an earlier
 * paid order of the email the signed link names (the link is the proof; without one there is no one-click).
 */
export const emailResignOrderRequestSchema = z.strictObject({
  idempotencyKey: z.uuid(),
  page: emailPageSchema,
  token: linkTokenSchema,
  currency: z.enum(CURRENCIES),
  attribution: attributionTagsSchema.optional(),
});
export type EmailResignOrderRequest = z.infer<typeof emailResignOrderRequestSchema>;

/** The body of POST /api/v1/email-links/verify: whether a page's link is good, before anything is bought. */
export const emailLinkCheckRequestSchema = z.strictObject({ page: emailPageSchema, token: linkTokenSchema });
export type EmailLinkCheckRequest = z.infer<typeof emailLinkCheckRequestSchema>;

/** A good link: the email it names (the page buys for it). */
export const emailLinkCheckAnswerSchema = z.strictObject({ email: z.string() });
export type EmailLinkCheckAnswer = z.infer<typeof emailLinkCheckAnswerSchema>;
