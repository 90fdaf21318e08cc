import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { findPublishedFunnel } from '../../../runtime/definitions/publishedDefinitions';
import { appDatabase } from '../../../runtime/platform/db/appDatabase';
import { opensTeamPages } from '../../../runtime/platform/opensTeamPages';
import { TESTER_TOKEN_COOKIE } from '../../../runtime/platform/testerMode';
import { ExperimentResultsView } from '../../../runtime/screens/ExperimentResultsView';
import { FunnelReportView } from '../../../runtime/screens/FunnelReportView';
import { readExperimentResults } from '../../../runtime/tracking/report/readExperimentResults';
import { readFunnelReport } from '../../../runtime/tracking/report/readFunnelReport';

export const metadata: Metadata = { title: 'Funnel report' };

type Props = { params: Promise<{ funnel: string }> };

/**
 * `/report/<funnel>`: the funnel's visitors per step, drop-off, email capture and paid conversion, from the events
 * the app stored, and its experiment's results per variant, for the team only (opensTeamPages): anyone else, or a funnel not published, gets the not-found
 * page.
 */
export default async function FunnelReportPage({ params }: Props) {
  if (!opensTeamPages((await cookies()).get(TESTER_TOKEN_COOKIE)?.value)) notFound();
  const { db } = await appDatabase();
  const definition = await findPublishedFunnel(db, (await params).funnel);
  if (definition === undefined) notFound();
  const steps = definition.flow.steps.map((step) => ({ id: step.id, path: step.path }));
  const { slug, experiment } = definition.funnel;
  return (
    <main className="draft">
      <FunnelReportView report={await readFunnelReport(db, slug, steps)} />
      {experiment && <ExperimentResultsView results={await readExperimentResults(db, slug, experiment)} />}
    </main>
  );
}
