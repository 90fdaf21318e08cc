import { type AnswerPart, trimmedText } from '@/runtime/steps/answerPart';

/** A verification code sent by email: 4 to 8 digits. */
const CODE_PATTERN = /^\d{4,8}$/;

/** The code a cancel mail sent, kept trimmed. */
export const codeAnswer: AnswerPart<string> = {
  problem: (_step, value) =>
    typeof value === 'string' && CODE_PATTERN.test(value.trim()) ? undefined : 'invalid-code',
  read: trimmedText,
  samples: () => ['123456'],
};
