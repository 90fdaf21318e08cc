import type { AnswerPart } from '@/runtime/steps/answerPart';
import { EMAIL_PATTERN } from '@/schemas/emailPattern';

/**
 * The pattern of docs/validation.md#email lives in the contract, shared with the gateway; re-exported for the answer
 * rules.
 */
export { EMAIL_PATTERN };

/** docs/validation.md#email: surrounding whitespace is tolerated; the address kept is the trimmed one. */
export function normalizeEmail(value: string): string {
  return value.trim();
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(value));
}

/** An email address, kept trimmed. */
export const emailAnswer: AnswerPart<string> = {
  problem: (_step, value) => (typeof value === 'string' && isValidEmail(value) ? undefined : 'invalid-email'),
  read: (value) => (typeof value === 'string' ? normalizeEmail(value) : undefined),
  samples: () => ['  luna@example.com '],
};
