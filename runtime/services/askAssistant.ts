import { clientEnv } from '@/runtime/platform/env.client';
import {
  ASSISTANT_ANSWER_PATH,
  type AssistantQuestion,
  assistantAnswerSchema,
  assistantQuestionSchema,
} from '@/schemas/services/assistant';
import { callService, type ServiceCallOptions, type ServiceFailure } from './callService';

/** How long the assistant may take to answer before the visitor is told it cannot answer now. */
export const ASSISTANT_TIMEOUT_MS = 15000;

/** An assistant's answer, or why there is none (the screens then say so, in their own words). */
export type AssistantResult =
  | { source: 'service'; answer: string; sandbox: boolean }
  | { source: 'none'; failure: ServiceFailure };

/**
 * Asks the assistant service one question (NEXT_PUBLIC_ASSISTANT_API_URL; docs/services.md), within
 * ASSISTANT_TIMEOUT_MS. Never throws: a question that is not one (empty, too long) is not sent, and when the service
 * is unset, fails, times out or answers garbage there is no answer, the failure logged. The talk-with-an-expert
 * step asks it (TalkWithExpertStep).
 */
export async function askAssistant(
  question: AssistantQuestion,
  options: ServiceCallOptions = {},
): Promise<AssistantResult> {
  const asked = assistantQuestionSchema.safeParse(question);
  if (!asked.success)
    return { source: 'none', failure: { kind: 'invalid', message: asked.error.issues[0]?.message ?? 'no question' } };
  const result = await callService({
    service: 'assistant',
    baseUrl: options.baseUrl === undefined ? clientEnv.NEXT_PUBLIC_ASSISTANT_API_URL : (options.baseUrl ?? undefined),
    path: ASSISTANT_ANSWER_PATH,
    body: JSON.stringify(asked.data),
    contentType: 'application/json',
    timeoutMs: ASSISTANT_TIMEOUT_MS,
    schema: assistantAnswerSchema,
    options,
  });
  return result.ok
    ? { source: 'service', answer: result.value.answer, sandbox: result.sandbox }
    : { source: 'none', failure: result.failure };
}
