/**
 * A reason a definition is refused: where (a JSON pointer into the document), which rule it breaks
 * (an ajv keyword for structure, a kebab-case name for semantics) and a sentence a marketer can act on.
 */
export type DefinitionError = { pointer: string; rule: string; message: string };

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}

export function pointerOf(...segments: (string | number)[]): string {
  return segments.map((s) => `/${pointerSegment(s)}`).join('');
}

/** One error as one line: `file: /pointer sentence [rule]`. */
export function formatDefinitionError(name: string, error: DefinitionError): string {
  return `${name}: ${error.pointer || '/'} ${error.message} [${error.rule}]`;
}
