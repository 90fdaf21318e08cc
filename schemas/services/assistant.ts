import { z } from 'zod';

/**
 * The assistant contract (docs/services.md): `POST <NEXT_PUBLIC_ASSISTANT_API_URL>/answers` with a JSON question;
 * the answer is JSON with one text in the question's locale.
 */
export const ASSISTANT_ANSWER_PATH = '/answers';

/** The longest question the visitor may ask (one question, not a conversation). */
export const QUESTION_MAX_LENGTH = 500;
/** The longest answer the screens show. */
export const ANSWER_MAX_LENGTH = 4000;

/** The question: its text, the visitor's locale, and what the funnel knows that helps (answer keys to short values). */
export const assistantQuestionSchema = z.object({
  question: z.string().trim().min(1).max(QUESTION_MAX_LENGTH),
  locale: z.string().min(2).max(35),
  context: z.record(z.string(), z.string().max(200)).optional(),
});
export type AssistantQuestion = z.infer<typeof assistantQuestionSchema>;

/** The service's answer. Unknown fields are ignored. */
export const assistantAnswerSchema = z.object({
  answer: z.string().trim().min(1).max(ANSWER_MAX_LENGTH),
  /** Set by a stand-in (sandbox/services): the answer is not a real one. */
  sandbox: z.boolean().optional(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;
