import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/runtime/platform/db/database';
import { builderEvents } from '@/runtime/platform/db/schema';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { listDefinitionVersions } from './definitionVersions';
import { documentErrorsSchema } from './documentErrorsSchema';
import { flowOf, publishedFunnels } from './publishedDefinitions';

/** How many refused changes the index lists, newest first. */
export const DEVELOPER_INDEX_REFUSALS = 10;

/** What a refused change event recorded: the errors of each document it pointed at. */
const refusalDetailSchema = z.array(documentErrorsSchema);

export type DeveloperIndex = {
  /** Every funnel served now, by slug: its flow at the version it runs (none when not published), its stored versions newest first. */
  funnels: { funnel: Funnel; flow?: Flow; storedVersions: number[] }[];
  /** The latest refused change events, newest first; `problems` is absent when the stored detail does not read. */
  refused: { id: string; type: string; key: string; problems?: z.infer<typeof refusalDetailSchema> }[];
};

/** What the developer's index shows: the published funnels, and the changes the builder pushed that were refused. */
export async function developerIndex(db: Database): Promise<DeveloperIndex> {
  const funnels = await Promise.all(
    (await publishedFunnels(db)).map(async (funnel) => {
      const [flow, versions] = await Promise.all([
        flowOf(db, funnel),
        listDefinitionVersions(db, 'funnel', funnel.slug),
      ]);
      return { funnel, ...(flow && { flow }), storedVersions: versions.map((v) => v.version) };
    }),
  );
  const refusals = await db
    .select()
    .from(builderEvents)
    .where(eq(builderEvents.outcome, 'rejected'))
    .orderBy(desc(builderEvents.receivedAt))
    .limit(DEVELOPER_INDEX_REFUSALS);
  const refused = refusals.map(({ id, type, key, detail }) => {
    const problems = refusalDetailSchema.safeParse(detail);
    return { id, type, key, ...(problems.success && { problems: problems.data }) };
  });
  return { funnels, refused };
}
