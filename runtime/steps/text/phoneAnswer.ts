import { type AnswerPart, trimmedText } from '@/runtime/steps/answerPart';

/** A phone number: an optional +, then 7 to 15 digits, spaces, dots, hyphens and brackets allowed between. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };

/** A phone number, kept trimmed. */
export const phoneAnswer: AnswerPart<string> = {
  problem: (_step, value) => {
    if (typeof value !== 'string') return 'invalid-phone';
    const digits = value.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(value.trim()) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
      ? undefined
      : 'invalid-phone';
  },
  read: trimmedText,
  samples: () => ['+1 415 555 0100'],
};
