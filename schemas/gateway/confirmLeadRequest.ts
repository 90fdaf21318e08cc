import { z } from 'zod';

/** The body of POST /api/v1/leads/confirm: the token of a double opt-in link, as the confirmation page read it. */
export const confirmLeadRequestSchema = z.strictObject({ token: z.string().min(1).max(2048) });
export type ConfirmLeadRequest = z.infer<typeof confirmLeadRequestSchema>;

/** A confirmed lead: the email now confirmed, and the language its link was sent in. */
export const confirmLeadAnswerSchema = z.strictObject({ email: z.string(), locale: z.string().optional() });
export type ConfirmLeadAnswer = z.infer<typeof confirmLeadAnswerSchema>;
