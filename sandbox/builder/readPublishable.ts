import type { DocumentKind, PublishableDocument } from './createDocumentStore';

export type Publishable = { ok: true; key: string; document: PublishableDocument } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isKey = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isVersion = (value: unknown) => value === undefined || (Number.isInteger(value) && (value as number) > 0);

/**
 * Reads a saved document as the builder would before publishing it: JSON, with the fields the builder
 * itself needs (the key, an optional version, a funnel's flow id). Anything deeper is the runtime's to
 * validate, so a structurally invalid document can still be published and refused downstream.
 */
export function readPublishable(kind: DocumentKind, text: string): Publishable {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isObject(document)) return { ok: false, problem: 'is not a JSON object' };
  const keyField = kind === 'funnel' ? 'slug' : 'id';
  const key = document[keyField];
  if (!isKey(key)) return { ok: false, problem: `has no ${keyField} (a non-empty string)` };
  if (!isVersion(document.version)) return { ok: false, problem: 'has a version that is not a positive integer' };
  if (kind === 'funnel' && !(isObject(document.flow) && isKey(document.flow.id) && isVersion(document.flow.version)))
    return { ok: false, problem: 'has no flow { id, version? }' };
  return { ok: true, key, document: document as PublishableDocument };
}
