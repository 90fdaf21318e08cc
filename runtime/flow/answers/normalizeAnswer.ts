import { STEP_KINDS } from '../../../schemas/stepKinds';
import type { Step } from '../../../schemas/stepSchema';
import { normalizeEmail } from './emailRule';

/** The answer as kept: typed text trimmed (SPEC §5 tolerates whitespace around an email). */
export function normalizeAnswer(step: Step, value: unknown): unknown {
  const rule = STEP_KINDS[step.kind];
  if (typeof value !== 'string' || !('answer' in rule)) return value;
  return rule.answer === 'email'
    ? normalizeEmail(value)
    : ['name', 'code', 'phone'].includes(rule.answer)
      ? value.trim()
      : value;
}
