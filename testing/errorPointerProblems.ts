import type { DefinitionError } from '@/runtime/definitions/definitionError';

/** RFC 6901: empty (the whole document), or `/`-led segments where `~` only starts `~0` or `~1`. */
const JSON_POINTER = /^(\/([^~/]|~[01])*)*$/;

function segmentsOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Whether a pointer names a node that is there: own keys of objects, indexes of arrays. */
function resolves(document: unknown, segments: readonly string[]): boolean {
  let node = document;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(segment) || Number(segment) >= node.length) return false;
      node = node[Number(segment)];
    } else if (typeof node === 'object' && node !== null && Object.hasOwn(node, segment)) {
      node = (node as Record<string, unknown>)[segment];
    } else return false;
  }
  return true;
}

/**
 * What is wrong with a refusal's errors, as sentences (none when all is well): each must name a rule and say a
 * sentence, and point, with a JSON pointer, at a node of the document or at a missing key of one (a required field).
 */
export function errorPointerProblems(document: unknown, errors: readonly DefinitionError[]): string[] {
  return errors.flatMap(({ pointer, rule, message }) => {
    const problems: string[] = [];
    if (typeof pointer !== 'string' || !JSON_POINTER.test(pointer)) problems.push(`not a JSON pointer: ${pointer}`);
    else {
      const segments = segmentsOf(pointer);
      if (!resolves(document, segments) && !resolves(document, segments.slice(0, -1)))
        problems.push(`${pointer} (${rule}) points at nothing in the document`);
    }
    if (typeof rule !== 'string' || rule === '') problems.push(`no rule at ${pointer}`);
    if (typeof message !== 'string' || message.trim() === '') problems.push(`no sentence at ${pointer} (${rule})`);
    return problems;
  });
}
