import { parseStoredDocument } from '../../schemas/parseStoredDocument';
import { publishedFunnelDocuments, storedFlowStepIds } from '../definitions/definitionVersions';
import type { Database } from '../platform/db/database';
import { gatewayRefusal } from './gatewayRefusal';

/**
 * The steps a funnel's moments may name: those of every stored version of the flows the published funnel runs (its
 * own and its variants'), so a visitor pinned to an older version is counted, and nobody can fill the report with
 * steps no flow has. A funnel not published is 404.
 */
export async function measuredSteps(db: Database, slug: string): Promise<Set<string>> {
  const [document] = await publishedFunnelDocuments(db, slug);
  if (document === undefined) throw gatewayRefusal({ message: `No funnel ${slug} is published` }, 404);
  const funnel = parseStoredDocument('funnel', document);
  const flows = [funnel.flow.id, ...(funnel.experiment?.variants ?? []).flatMap((v) => (v.flow ? [v.flow.id] : []))];
  return storedFlowStepIds(db, [...new Set(flows)]);
}
