import { findPublishedFunnel } from '@/runtime/definitions/publishedDefinitions';
import type { Database } from '@/runtime/platform/db/database';
import type { ExperimentResults } from './experimentResults';
import type { FunnelReport } from './funnelReport';
import { readFunnelExperimentResults } from './readFunnelExperimentResults';
import { readFunnelReport } from './readFunnelReport';
import type { ReportRange } from './reportRange';
import type { ReportRates } from './reportRates';
import type { OriginReturn } from './spend/originReturns';
import { readOriginReturns } from './spend/readOriginReturns';

/**
 * A funnel's whole report: its figures, what each origin's spend brought back, and the results of its experiment and
 * of those it ran before.
 */
export type FullFunnelReport = FunnelReport & {
  /** Whether the funnel is published here (else its steps are those its counts name). */
  published: boolean;
  /** Each origin's spend, customers, cost per customer, money to date and return on ad spend (readOriginReturns). */
  returns: OriginReturn[];
  experiment?: ExperimentResults;
  earlierExperiments?: ExperimentResults[];
};

/**
 * The report of the funnel at a path (its slug or an alias) for a range: its figures with the steps of the flow it
 * serves now (a funnel not published here is reported with the steps its counts name), totals at the rates given
 * (readReportRates), each origin's return on its spend, and its experiments' results. The one reader of the report's page, its CSV and JSON, and
 * `funnel report`.
 */
export async function readFunnelReportOf(
  db: Database,
  path: string,
  range: ReportRange,
  rates: ReportRates,
): Promise<FullFunnelReport> {
  const definition = await findPublishedFunnel(db, path);
  const steps = definition?.flow.steps.map((step) => ({ id: step.id, path: step.path })) ?? [];
  const slug = definition?.funnel.slug ?? path;
  const [report, returns, { current, earlier }] = await Promise.all([
    readFunnelReport(db, slug, steps, range, rates),
    readOriginReturns(db, slug, range, rates),
    readFunnelExperimentResults(db, slug, definition?.funnel.experiment),
  ]);
  return {
    ...report,
    published: definition !== undefined,
    returns,
    ...(current && { experiment: current }),
    ...(earlier.length > 0 && { earlierExperiments: earlier }),
  };
}
