import { readFileSync } from 'node:fs';
import type { DocumentKind } from '@/schemas/migrateDocument';

/** Both documents of a funnel, the kinds a database stores. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['funnel', 'flow'];

/** A fixture funnel's document as it is today (the current contract). */
export function currentDocument(slug: string, kind: DocumentKind): Record<string, unknown> {
  return JSON.parse(readFileSync(`fixtures/funnels/${slug}/${kind}.json`, 'utf8'));
}

/** The same document as a database written before documents named their contract keeps it: no `contract` field. */
export function contractOneDocument(slug: string, kind: DocumentKind): Record<string, unknown> {
  const { contract: _, ...document } = currentDocument(slug, kind);
  return document;
}
