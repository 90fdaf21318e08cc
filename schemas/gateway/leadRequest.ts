import { z } from 'zod';
import { attributionTagsSchema } from '@/schemas/attribution/attributionTagsSchema';
import { versionSchema } from '@/schemas/storedInteger';
import { customerEmailSchema } from './customerEmailSchema';
import { variantIdSchema } from './variantIdSchema';

/**
 * The body of POST /api/v1/leads: an email given in a funnel, sent at once by the email step (free funnels and
 * visitors who leave before paying are kept). Sent again when the consent answer changes: one lead per visit.
 */
export const leadRequestSchema = z.strictObject({
  /** The visit (a UUID the browser keeps for the tab): the lead's identity, so a resend updates it. */
  visitId: z.uuid(),
  funnel: z.string().min(1),
  funnelVersion: versionSchema,
  variant: variantIdSchema,
  email: customerEmailSchema,
  /** The answer to the email step's consent question (`answers.<key>Consent`), once given. */
  consent: z.boolean().optional(),
  /** The visitor's language (a BCP 47 tag): the double opt-in mail is written in it. */
  locale: z.string().min(2).max(35).optional(),
  /**
   * The attribution tags the page captured (docs/validation.md#attribution-tags); the server resolves them with the
   * attribution cookie's.
   */
  attribution: attributionTagsSchema.optional(),
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;
