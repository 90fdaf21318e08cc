import type { ErrorObject } from 'ajv';
import { sentenceForPattern } from '@/schemas/patterns';
import { type DefinitionError, pointerSegment } from './definitionError';

function listOf(values: unknown): string {
  return Array.isArray(values) ? values.map((v) => JSON.stringify(v)).join(', ') : String(values);
}

/** Turns one ajv error into a pointer at the offending field, its rule and a plain sentence. */
function toDefinitionError(error: ErrorObject): DefinitionError {
  const at = error.instancePath;
  const p = error.params as Record<string, unknown>;
  const rule = error.keyword;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${at}/${pointerSegment(String(p.missingProperty))}`,
        rule,
        message: `"${String(p.missingProperty)}" is required`,
      };
    case 'additionalProperties':
      return {
        pointer: `${at}/${pointerSegment(String(p.additionalProperty))}`,
        rule,
        message: `unknown field "${String(p.additionalProperty)}": remove it or check its spelling`,
      };
    case 'enum':
      return { pointer: at, rule, message: `must be one of ${listOf(p.allowedValues)}` };
    case 'type':
      return {
        pointer: at,
        rule,
        message: `must be ${p.type === 'integer' ? 'a whole number' : `of type ${String(p.type)}`}`,
      };
    case 'pattern':
      return { pointer: at, rule, message: sentenceForPattern(String(p.pattern)) ?? `must match ${String(p.pattern)}` };
    case 'propertyNames':
      return {
        pointer: `${at}/${pointerSegment(String(p.propertyName))}`,
        rule,
        message: `"${String(p.propertyName)}" is not an allowed key here`,
      };
    case 'minItems':
      return { pointer: at, rule, message: `must list at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}` };
    case 'minProperties':
      return { pointer: at, rule, message: `must have at least ${String(p.limit)} entr${p.limit === 1 ? 'y' : 'ies'}` };
    case 'maxProperties':
      // Only conditions cap their entries at one: a JSON Logic rule is one operator.
      if (p.limit === 1)
        return { pointer: at, rule, message: 'must hold exactly one operator: combine several with "and" or "or"' };
      return { pointer: at, rule, message: `must have at most ${String(p.limit)} entries` };
    case 'minLength':
      return {
        pointer: at,
        rule,
        message: p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters long`,
      };
    case 'maxLength':
      return { pointer: at, rule, message: `must be at most ${String(p.limit)} characters long` };
    case 'minimum':
    case 'maximum':
      return {
        pointer: at,
        rule,
        message: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}`,
      };
    case 'uniqueItems': {
      const [earlier, later] = [Number(p.i), Number(p.j)].sort((a, b) => a - b);
      return {
        pointer: `${at}/${later}`,
        rule,
        message: `repeats item ${earlier}: each item may appear once`,
      };
    }
    default:
      return { pointer: at, rule, message: error.message ?? 'is not valid' };
  }
}

/**
 * The errors of a compiled validator as DefinitionErrors. A key that breaks `propertyNames` is reported
 * once, on the key itself, with the sentence of the rule it broke.
 */
export function structuralErrors(errors: readonly ErrorObject[] | null | undefined): DefinitionError[] {
  const list = errors ?? [];
  const keyErrors = list.filter((e) => e.propertyName !== undefined);
  const wrongType = new Set(list.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return (
    list
      .filter((e) => !(e.keyword === 'propertyNames' && keyErrors.some((k) => k.instancePath === e.instancePath)))
      // A value of the wrong type breaks its enum or pattern too; the type is the one thing to fix.
      .filter((e) => e.keyword === 'type' || e.propertyName !== undefined || !wrongType.has(e.instancePath))
      .map((e) => {
        const error = toDefinitionError(e);
        if (e.propertyName === undefined) return error;
        return {
          pointer: `${e.instancePath}/${pointerSegment(e.propertyName)}`,
          rule: 'propertyNames',
          message: `the key "${e.propertyName}" ${error.message}`,
        };
      })
  );
}
