import jsonLogic from 'json-logic-js';
import type { Condition } from '@/schemas/conditionSchema';

/** What a branch condition may read (the variables the definition checks allow). */
export type ConditionData = {
  answers: Record<string, unknown>;
  attribution: Record<string, string>;
  funnel: { condition?: string };
  locale: string;
};

/** Whether a branch's JSON Logic rule holds for the visitor; a rule that fails to evaluate does not hold. */
export function evaluateCondition(rule: Condition, data: ConditionData): boolean {
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule as jsonLogic.RulesLogic, data));
  } catch {
    return false;
  }
}
