import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { definitionVersions, experimentExposures } from '@/runtime/platform/db/schema';
import type { Experiment } from '@/schemas/funnelSchema';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';
import { StoredDocumentError } from '@/schemas/storedDocumentError';

/**
 * The experiments a funnel ran before the one it runs now: those the gateway kept exposures of and its published
 * version no longer has (removed, or replaced by another test), each as the newest stored version that had it
 * describes it, the most recent first. So a test concluded and taken out of the document keeps its results on the
 * report. A stored version this runtime cannot read is passed over.
 */
export async function readEarlierExperiments(
  db: Database,
  funnel: string,
  current: string | undefined,
): Promise<Experiment[]> {
  const exposed = await db
    .selectDistinct({ id: experimentExposures.experimentId })
    .from(experimentExposures)
    .where(eq(experimentExposures.funnelSlug, funnel));
  const wanted = new Set(exposed.map((row) => row.id).filter((id) => id !== current));
  const found: Experiment[] = [];
  if (wanted.size === 0) return found;
  const stored = await db
    .select({ document: definitionVersions.document })
    .from(definitionVersions)
    .where(and(eq(definitionVersions.kind, 'funnel'), eq(definitionVersions.key, funnel)))
    .orderBy(desc(definitionVersions.version));
  for (const { document } of stored) {
    const experiment = experimentIn(document);
    if (experiment === undefined || !wanted.delete(experiment.id)) continue;
    found.push(experiment);
    if (wanted.size === 0) break;
  }
  return found;
}

function experimentIn(document: unknown): Experiment | undefined {
  try {
    return parseStoredDocument('funnel', document).experiment;
  } catch (error) {
    if (error instanceof StoredDocumentError) return undefined;
    throw error;
  }
}
