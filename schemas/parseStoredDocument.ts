import { z } from 'zod';
import { validateFlow, validateFunnel } from './compiled/validators.mjs';
import type { Flow } from './flowSchema';
import type { Funnel } from './funnelSchema';
import { type DocumentKind, migrateDocument } from './migrateDocument';
import { StoredDocumentError } from './storedDocumentError';

/**
 * A stored funnel or flow document (a published version, of whatever contract it was written in) as a
 * document of the current contract: migrated (migrateDocument), then its structure checked with the compiled
 * validators, the cheapest check there is (it runs on every uncached page and every order). The semantic
 * rules are not run again: they held when the version was published. Throws StoredDocumentError when the
 * document is of a newer contract than this runtime reads, or its structure does not hold.
 */
export function parseStoredDocument(kind: 'funnel', stored: unknown): Funnel;
export function parseStoredDocument(kind: 'flow', stored: unknown): Flow;
export function parseStoredDocument(kind: DocumentKind, stored: unknown): Funnel | Flow;
export function parseStoredDocument(kind: DocumentKind, stored: unknown): Funnel | Flow {
  const migrated = migrateDocument(kind, stored);
  if (!migrated.ok) throw new StoredDocumentError(nameOf(kind, stored), migrated.error.pointer, migrated.error.message);
  const { document } = migrated;
  const validate = kind === 'funnel' ? validateFunnel : validateFlow;
  if (kind === 'funnel' && validateFunnel(document)) return document;
  if (kind === 'flow' && validateFlow(document)) return document;
  const first = validate.errors?.[0];
  throw new StoredDocumentError(nameOf(kind, stored), first?.instancePath ?? '', first?.message ?? 'is not valid');
}

/** What names a document in an error, each part only if it can be read. */
const namingSchema = z.looseObject({
  id: z.string().optional().catch(undefined),
  slug: z.string().optional().catch(undefined),
  version: z.int().optional().catch(undefined),
});

/** The kind, key and version of a document that could not be read, as far as they can be told. */
function nameOf(kind: DocumentKind, stored: unknown): string {
  const named = namingSchema.safeParse(stored);
  const { id, slug, version } = named.success ? named.data : {};
  const key = kind === 'funnel' ? slug : id;
  return [kind, key, version === undefined ? undefined : `version ${version}`].filter(Boolean).join(' ');
}
