import { stepEdges } from '@/schemas/flowGraph';
import type { Flow } from '@/schemas/flowSchema';
import type { DefinitionError } from './definitionError';

function firstSeen<T>(values: T[]): Map<T, number> {
  const seen = new Map<T, number>();
  values.forEach((v, i) => {
    if (!seen.has(v)) seen.set(v, i);
  });
  return seen;
}

/** Ids, paths and answer keys are unique; the first step and every target exist; branches have a default. */
export function checkStepIdentity(flow: Flow): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const ids = firstSeen(flow.steps.map((s) => s.id));
  const paths = firstSeen(flow.steps.map((s) => s.path));
  const keys = firstSeen(flow.steps.map((s) => s.answer?.key));
  flow.steps.forEach((step, i) => {
    if (ids.get(step.id) !== i)
      errors.push({
        pointer: `/steps/${i}/id`,
        rule: 'duplicate-step-id',
        message: `step id "${step.id}" is already used by step ${ids.get(step.id)}`,
      });
    if (paths.get(step.path) !== i)
      errors.push({
        pointer: `/steps/${i}/path`,
        rule: 'duplicate-path',
        message: `path "${step.path}" is already used by step ${paths.get(step.path)}`,
      });
    const key = step.answer?.key;
    if (key !== undefined && keys.get(key) !== i)
      errors.push({
        pointer: `/steps/${i}/answer/key`,
        rule: 'duplicate-answer-key',
        message: `answer key "${key}" is already collected by step ${keys.get(key)}: one answer, one step`,
      });
    if (step.branches !== undefined && step.next === undefined)
      errors.push({
        pointer: `/steps/${i}/next`,
        rule: 'branches-need-default',
        message: 'a step with branches needs a next step for when no branch matches',
      });
    for (const edge of stepEdges(step, i)) {
      if (!ids.has(edge.to))
        errors.push({ pointer: edge.pointer, rule: 'unknown-target', message: `there is no step "${edge.to}"` });
      else if (edge.to === step.id)
        errors.push({ pointer: edge.pointer, rule: 'cycle', message: 'a step cannot lead to itself' });
    }
  });
  if (!ids.has(flow.firstStep))
    errors.push({ pointer: '/firstStep', rule: 'unknown-target', message: `there is no step "${flow.firstStep}"` });
  return errors;
}
