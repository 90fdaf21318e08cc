import type { DefinitionError } from './definitionError';
import type { FunnelDefinition } from './funnelDefinition';
import { readDocumentFiles } from './readDocumentFiles';
import { validateDocumentSet } from './validateDocumentSet';

export type FixtureCatalog = {
  /** Servable funnels, sorted by slug. */
  funnels: FunnelDefinition[];
  /** Documents refused, with their errors: never served. */
  refused: { name: string; errors: DefinitionError[] }[];
};

/**
 * Reads the fixture folder (the embedded stand-in for the builder) and keeps the funnels whose funnel
 * and flow documents are both valid. A refused document is reported, not served.
 */
export function readFixtureCatalog(dir: string): FixtureCatalog {
  const { documents, unreadable } = readDocumentFiles([dir]);
  const { reports, pairs } = validateDocumentSet(documents);
  const funnels = pairs
    .filter((p) => p.funnelReport.errors.length === 0 && p.flowReport.errors.length === 0)
    .map(({ funnel, flow }) => ({ funnel, flow }))
    .sort((a, b) => a.funnel.slug.localeCompare(b.funnel.slug));
  const refused = [...unreadable, ...reports.filter((r) => r.errors.length > 0)];
  return { funnels, refused };
}

/** The funnel served at a URL path segment: by slug, then by alias. */
export function findFunnel(catalog: FixtureCatalog, path: string): FunnelDefinition | undefined {
  return (
    catalog.funnels.find((d) => d.funnel.slug === path) ?? catalog.funnels.find((d) => d.funnel.aliases?.includes(path))
  );
}
