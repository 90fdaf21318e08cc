import { STEP_KINDS } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { billingProblem } from './billingAnswer';
import { birthDateProblem } from './birthDateAnswer';
import { birthPlaceProblem } from './birthPlaceAnswer';
import { isValidEmail } from './emailRule';
import { isValidName } from './nameRule';

/** A phone number: an optional +, then 7 to 15 digits, spaces, dots, hyphens and brackets allowed between. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };
/** A verification code sent by email: 4 to 8 digits. */
const CODE_PATTERN = /^\d{4,8}$/;

/**
 * Why a value cannot be a step's answer, or undefined when it can (docs/validation.md). `today` fixes the age
 * rules, so the same answer is judged the same way in tests and in the browser.
 */
export function answerProblem(step: Step, value: unknown, today: Date): string | undefined {
  const rule = STEP_KINDS[step.kind];
  if (!('answer' in rule)) return 'step-asks-nothing';
  const options = (step.content.options ?? []).map((o) => o.value);
  switch (rule.answer) {
    case 'choice':
    case 'gender':
      return typeof value === 'string' && options.includes(value) ? undefined : 'not-an-option';
    case 'choices':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((v) => options.includes(v)) &&
        new Set(value).size === value.length
        ? undefined
        : 'not-options';
    case 'plan':
      return typeof value === 'string' && (step.content.plans ?? []).includes(value) ? undefined : 'not-a-plan';
    case 'email':
      return typeof value === 'string' && isValidEmail(value) ? undefined : 'invalid-email';
    case 'name':
      return typeof value === 'string' && isValidName(value) ? undefined : 'invalid-name';
    case 'phone': {
      const digits = typeof value === 'string' ? value.replace(/\D/g, '').length : 0;
      return typeof value === 'string' &&
        PHONE_PATTERN.test(value.trim()) &&
        digits >= PHONE_DIGITS.min &&
        digits <= PHONE_DIGITS.max
        ? undefined
        : 'invalid-phone';
    }
    case 'code':
      return typeof value === 'string' && CODE_PATTERN.test(value.trim()) ? undefined : 'invalid-code';
    case 'birthDate':
      return birthDateProblem(value, { askTime: step.content.askTime ?? false, today });
    case 'birthPlace':
      return birthPlaceProblem(value);
    case 'photoReading':
      return typeof value === 'string' && value.length > 0 ? undefined : 'no-photo';
    case 'billing':
      return billingProblem(value);
  }
}
