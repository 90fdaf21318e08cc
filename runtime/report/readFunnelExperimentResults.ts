import type { Database } from '@/runtime/platform/db/database';
import type { Experiment } from '@/schemas/funnelSchema';
import type { ExperimentResults } from './experimentResults';
import { readEarlierExperiments } from './readEarlierExperiments';
import { readExperimentResults } from './readExperimentResults';

/** What a funnel's report shows of its experiments: the one it runs now, and the earlier ones, most recent first. */
export type FunnelExperimentResults = { current?: ExperimentResults; earlier: ExperimentResults[] };

/** The results of the experiment a funnel runs now (`experiment`, if any) and of those it ran before it. */
export async function readFunnelExperimentResults(
  db: Database,
  funnel: string,
  experiment: Experiment | undefined,
): Promise<FunnelExperimentResults> {
  const [current, earlier] = await Promise.all([
    experiment && readExperimentResults(db, funnel, experiment),
    readEarlierExperiments(db, funnel, experiment?.id).then((found) =>
      Promise.all(found.map((ended) => readExperimentResults(db, funnel, ended))),
    ),
  ]);
  return { ...(current && { current }), earlier };
}
