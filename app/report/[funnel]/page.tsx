import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { findPublishedFunnel } from '../../../runtime/definitions/publishedDefinitions';
import { appDatabase } from '../../../runtime/platform/db/appDatabase';
import { opensTeamPages } from '../../../runtime/platform/opensTeamPages';
import { TESTER_TOKEN_COOKIE } from '../../../runtime/platform/testerMode';
import { ExperimentResultsView } from '../../../runtime/screens/ExperimentResultsView';
import { FunnelReportView } from '../../../runtime/screens/FunnelReportView';
import { readFunnelExperimentResults } from '../../../runtime/tracking/report/readFunnelExperimentResults';
import { readFunnelReport } from '../../../runtime/tracking/report/readFunnelReport';

export const metadata: Metadata = { title: 'Funnel report' };

type Props = { params: Promise<{ funnel: string }> };

/**
 * `/report/<funnel>`: the funnel's visitors per step, drop-off, email capture and paid conversion, from the events
 * the app stored, and the results per variant of its experiment and of those it ran before, for the team only
 * (opensTeamPages): anyone else, or a funnel not published, gets the not-found page.
 */
export default async function FunnelReportPage({ params }: Props) {
  if (!opensTeamPages((await cookies()).get(TESTER_TOKEN_COOKIE)?.value)) notFound();
  const { db } = await appDatabase();
  const definition = await findPublishedFunnel(db, (await params).funnel);
  if (definition === undefined) notFound();
  const steps = definition.flow.steps.map((step) => ({ id: step.id, path: step.path }));
  const { slug, experiment } = definition.funnel;
  const [report, experiments] = await Promise.all([
    readFunnelReport(db, slug, steps),
    readFunnelExperimentResults(db, slug, experiment),
  ]);
  return (
    <main className="draft">
      <FunnelReportView report={report} />
      {experiments.current && <ExperimentResultsView results={experiments.current} />}
      {experiments.earlier.map((results) => (
        <ExperimentResultsView key={results.experimentId} results={results} ended />
      ))}
    </main>
  );
}
