import { type AnswerPart, trimmedText } from '@/runtime/steps/answerPart';
import { isValidName, NAME_MAX_LENGTH } from '@/schemas/nameRule';

/**
 * The name rule of docs/validation.md#names lives in the contract, shared with the gateway; re-exported for the answer
 * rules.
 */
export { isValidName, NAME_MAX_LENGTH };

/** A name, kept trimmed. */
export const nameAnswer: AnswerPart<string> = {
  problem: (_step, value) => (typeof value === 'string' && isValidName(value) ? undefined : 'invalid-name'),
  read: trimmedText,
  samples: () => ['Luna'],
};
