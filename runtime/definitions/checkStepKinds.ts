import type { Flow } from '@/schemas/flowSchema';
import { STEP_KINDS } from '@/schemas/stepKinds';
import type { DefinitionError } from './definitionError';
import { withArticle } from './withArticle';

/** Each step has the content its kind needs, and collects an answer exactly when its kind asks something. */
export function checkStepKinds(flow: Flow): DefinitionError[] {
  const errors: DefinitionError[] = [];
  flow.steps.forEach((step, i) => {
    const rule = STEP_KINDS[step.kind];
    for (const field of rule.content) {
      if (step.content[field] === undefined)
        errors.push({
          pointer: `/steps/${i}/content/${field}`,
          rule: 'kind-requires-content',
          message: `${withArticle(step.kind)} step needs content.${field}`,
        });
    }
    if ('answer' in rule && step.answer === undefined)
      errors.push({
        pointer: `/steps/${i}/answer`,
        rule: 'kind-requires-answer',
        message: `${withArticle(step.kind)} step asks the visitor something: give it an answer key`,
      });
    if (!('answer' in rule) && step.answer !== undefined)
      errors.push({
        pointer: `/steps/${i}/answer`,
        rule: 'kind-collects-nothing',
        message: `${withArticle(step.kind)} step asks nothing, so it cannot collect an answer`,
      });
    if (step.content.discountRenewals && (step.content.discountPercent === undefined || !('charges' in rule)))
      errors.push({
        pointer: `/steps/${i}/content/discountRenewals`,
        rule: 'renewal-discount-without-discount',
        message: `only a payment step with a discountPercent can make its discount last through renewals`,
      });
    const { plans, defaultPlan } = step.content;
    if (defaultPlan !== undefined && !plans?.includes(defaultPlan))
      errors.push({
        pointer: `/steps/${i}/content/defaultPlan`,
        rule: 'unknown-plan',
        message: `default plan "${defaultPlan}" is not among the plans this step offers`,
      });
  });
  return errors;
}
