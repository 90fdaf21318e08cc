import { findPublishedFunnel } from '../definitions/publishedDefinitions';
import { type DatabaseHandle, openDatabase } from '../platform/db/database';
import { serverEnv } from '../platform/env.server';
import { formatExperimentResults } from '../tracking/report/formatExperimentResults';
import { formatFunnelReport } from '../tracking/report/formatFunnelReport';
import { readFunnelExperimentResults } from '../tracking/report/readFunnelExperimentResults';
import { readFunnelReport } from '../tracking/report/readFunnelReport';
import type { CommandResult } from './validateCommand';

/** The app's database, as the server opens it (DATABASE_URL, else the embedded PGlite folder). */
function openAppDatabase(): Promise<DatabaseHandle> {
  const env = serverEnv();
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
}

/**
 * `funnel report <slug> [--json]`: each step's visitors and drop-off, email capture and paid conversion of a funnel,
 * and the results per variant (experimentResults) of its experiment and of those it ran before, from the app's
 * database, as tables with a text chart (or the report as JSON: `experiment`, `earlierExperiments`). Steps are in
 * the order of the flow the funnel serves now; a funnel not published in this database is reported with the steps its
 * events name.
 */
export async function reportCommand(
  path: string,
  json: boolean,
  open: () => Promise<DatabaseHandle> = openAppDatabase,
): Promise<CommandResult> {
  const handle = await open();
  try {
    const definition = await findPublishedFunnel(handle.db, path);
    const steps = definition?.flow.steps.map((step) => ({ id: step.id, path: step.path })) ?? [];
    const slug = definition?.funnel.slug ?? path;
    const report = await readFunnelReport(handle.db, slug, steps);
    const { current, earlier } = await readFunnelExperimentResults(handle.db, slug, definition?.funnel.experiment);
    const note =
      definition === undefined ? `funnel: ${path} is not published here; steps as its events name them\n` : '';
    const experiments = {
      ...(current && { experiment: current }),
      ...(earlier.length > 0 && { earlierExperiments: earlier }),
    };
    const text = [
      formatFunnelReport(report),
      ...(current ? [formatExperimentResults(current)] : []),
      ...earlier.map((ended) => formatExperimentResults(ended, true)),
    ];
    return {
      code: 0,
      stdout: json ? `${JSON.stringify({ ...report, ...experiments }, null, 2)}\n` : text.join('\n'),
      stderr: note,
    };
  } finally {
    await handle.close();
  }
}
