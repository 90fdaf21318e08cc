import { ATTRIBUTION_PARAMETERS } from '@/schemas/enums/attributionParameters';
import { dominators, flowGraph } from '@/schemas/flowGraph';
import type { Flow } from '@/schemas/flowSchema';
import type { DefinitionError } from './definitionError';

/** The operators of JSON Logic (jsonlogic.com/operations.html) that conditions may use. */
export const JSON_LOGIC_OPERATORS = [
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!',
  '!!',
  'and',
  'or',
  'if',
  '?:',
  'in',
  'cat',
  'substr',
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
  'merge',
  'var',
  'missing',
  'missing_some',
  'all',
  'none',
  'some',
  'map',
  'reduce',
  'filter',
] as const;

/** Names besides `answers.<key>` and `attribution.<parameter>` that a condition may read. */
const PLAIN_VARIABLES = ['funnel.condition', 'locale'];

type Found = { variable: string; pointer: string } | { operator: string; pointer: string };

/** Operators whose later arguments run once per item of the first, reading the item, not the data. */
const ITERATING_OPERATORS = ['all', 'none', 'some', 'map', 'reduce', 'filter'];

function segment(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * Walks a rule, yielding the variables it reads (`var`, and the names `missing` and `missing_some`
 * test) and the operators it uses, with their pointers. Inside an iterating operator's per-item
 * rule, variables name parts of the item and are not yielded.
 */
function* walk(node: unknown, pointer: string, perItem = false): Generator<Found> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* walk(item, `${pointer}/${i}`, perItem);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [operator, args] of Object.entries(node)) {
    const at = `${pointer}/${segment(operator)}`;
    const list: unknown[] = Array.isArray(args) ? args : [args];
    if (operator === 'var') {
      if (!perItem) yield { variable: String(list[0] ?? ''), pointer: Array.isArray(args) ? `${at}/0` : at };
      continue;
    }
    yield { operator, pointer: at };
    if ((operator === 'missing' || operator === 'missing_some') && !perItem) {
      const [names, namesAt] = operator === 'missing' ? [args, at] : [list[1], `${at}/1`];
      if (typeof names === 'string') yield { variable: names, pointer: namesAt };
      if (Array.isArray(names))
        for (const [i, name] of names.entries())
          if (typeof name === 'string') yield { variable: name, pointer: `${namesAt}/${i}` };
      continue;
    }
    if (ITERATING_OPERATORS.includes(operator) && Array.isArray(args)) {
      yield* walk(args[0], `${at}/0`, perItem);
      for (const [i, item] of args.slice(1).entries()) yield* walk(item, `${at}/${i + 1}`, true);
      continue;
    }
    yield* walk(args, at, perItem);
  }
}

/**
 * Conditions use JSON Logic operators, read only known variables, and read answers that are surely
 * collected by then: by the branching step itself or by a step every path to it passes.
 */
export function checkConditions(flow: Flow): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const graph = flowGraph(flow);
  const dom = dominators(graph, flow.firstStep);
  const collector = new Map(flow.steps.flatMap((s) => (s.answer ? [[s.answer.key, s.id] as const] : [])));
  flow.steps.forEach((step, i) => {
    (step.branches ?? []).forEach((branch, b) => {
      for (const found of walk(branch.when, `/steps/${i}/branches/${b}/when`)) {
        if ('operator' in found) {
          if (!(JSON_LOGIC_OPERATORS as readonly string[]).includes(found.operator))
            errors.push({
              pointer: found.pointer,
              rule: 'condition-unknown-operator',
              message: `"${found.operator}" is not a JSON Logic operator`,
            });
          continue;
        }
        const [scope, ...rest] = found.variable.split('.');
        const name = rest.join('.');
        if (scope === 'answers') {
          const by = collector.get(name);
          if (name === '')
            errors.push({
              pointer: found.pointer,
              rule: 'condition-unknown-answer',
              message: 'name the answer to read, as answers.<key>',
            });
          else if (by === undefined)
            errors.push({
              pointer: found.pointer,
              rule: 'condition-unknown-answer',
              message: `no step collects the answer "${name}"`,
            });
          else if (!(dom.get(step.id)?.has(by) ?? true))
            errors.push({
              pointer: found.pointer,
              rule: 'condition-reads-later-answer',
              message: `the answer "${name}" is collected by "${by}", which not every visitor has passed when they reach "${step.id}"`,
            });
        } else if (scope === 'attribution') {
          if (!(ATTRIBUTION_PARAMETERS as readonly string[]).includes(name))
            errors.push({
              pointer: found.pointer,
              rule: 'condition-unknown-variable',
              message: `"${name}" is not a captured attribution parameter`,
            });
        } else if (!PLAIN_VARIABLES.includes(found.variable)) {
          errors.push({
            pointer: found.pointer,
            rule: 'condition-unknown-variable',
            message: `"${found.variable}" is not something a condition can read: use answers.<key>, attribution.<parameter>, funnel.condition or locale`,
          });
        }
      }
    });
  });
  return errors;
}
