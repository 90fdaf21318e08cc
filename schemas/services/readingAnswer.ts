/**
 * What a photo step keeps as its answer (the palm, the face): the reading's ids in one string, never the photo. Without
 * zod: the steps read it, and the first steps' bundles carry no validator.
 */

/** Where a reading came from: the service, its sandbox stand-in (not a real reading), or none (the generic one). */
export const READING_SOURCES = ['read', 'sandbox', 'generic'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/** The answer for a reading: `<prefix><id>.<id>….<source>` (ids have no dots). */
export function readingAnswer(prefix: string, ids: readonly string[], source: ReadingSource): string {
  return `${prefix}${[...ids, source].join('.')}`;
}

/**
 * The ids and the source an answer holds, each id one of its field's choices, in order; undefined for anything else
 * (another reading's answer, an older one, a sample).
 */
export function readingOfAnswer(
  prefix: string,
  answer: unknown,
  fields: readonly (readonly string[])[],
): { ids: string[]; source: ReadingSource } | undefined {
  if (typeof answer !== 'string' || !answer.startsWith(prefix)) return undefined;
  const ids = answer.slice(prefix.length).split('.');
  const source = ids.pop() as ReadingSource;
  if (ids.length !== fields.length || !READING_SOURCES.includes(source)) return undefined;
  return fields.every((choices, i) => choices.includes(ids[i] ?? '')) ? { ids, source } : undefined;
}
