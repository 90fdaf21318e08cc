import type { BillingDetails } from '../../../schemas/billingDetails';
import { STEP_KINDS } from '../../../schemas/stepKinds';
import type { Step } from '../../../schemas/stepSchema';
import { normalizeBilling } from './billingAnswer';
import { normalizeEmail } from './emailRule';

/** The answer as kept (once valid): typed text trimmed (SPEC §5 tolerates whitespace around an email). */
export function normalizeAnswer(step: Step, value: unknown): unknown {
  const rule = STEP_KINDS[step.kind];
  if (!('answer' in rule)) return value;
  if (rule.answer === 'billing') return normalizeBilling(value as BillingDetails);
  if (typeof value !== 'string') return value;
  return rule.answer === 'email'
    ? normalizeEmail(value)
    : ['name', 'code', 'phone'].includes(rule.answer)
      ? value.trim()
      : value;
}
