import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { appDatabase } from '@/runtime/platform/db/appDatabase';
import { serverEnv } from '@/runtime/platform/env.server';
import { opensTeamPages } from '@/runtime/platform/opensTeamPages';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { readFunnelReportOf } from '@/runtime/report/readFunnelReportOf';
import { readReportRates } from '@/runtime/report/readReportRates';
import { reportRange } from '@/runtime/report/reportRange';
import { ExperimentResultsView } from '@/runtime/screens/ExperimentResultsView';
import { FunnelReportView } from '@/runtime/screens/FunnelReportView';
import { OriginReturnsView, type SpendUploadOutcome } from '@/runtime/screens/OriginReturnsView';

export const metadata: Metadata = { title: 'Funnel report' };

type Props = {
  params: Promise<{ funnel: string }>;
  searchParams: Promise<{
    from?: string | string[];
    to?: string | string[];
    /** What the last spend upload imported, or its problems (the upload comes back here saying so). */
    imported?: string | string[];
    problems?: string | string[];
  }>;
};

const uploadOutcome = (imported?: string, problems?: string): SpendUploadOutcome =>
  problems !== undefined ? { problems } : imported !== undefined ? { imported } : undefined;

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * `/report/<funnel>?from=&to=`: the funnel's report for a range of days of the report's time zone (the last 30 by
 * default), its totals in the report's currency, each origin's return on its spend (and the upload of a spend file), with
 * its experiments' results, for the team only (opensTeamPages): anyone else, or a funnel not published, gets the
 * not-found page. A range that is not one says why.
 */
export default async function FunnelReportPage({ params, searchParams }: Props) {
  if (!opensTeamPages((await cookies()).get(TESTER_TOKEN_COOKIE)?.value)) notFound();
  const { funnel } = await params;
  const asked = await searchParams;
  const range = reportRange({ from: one(asked.from), to: one(asked.to) }, new Date(), serverEnv().REPORT_TIME_ZONE);
  if (typeof range === 'string')
    return (
      <main className="draft">
        <p role="alert">The report cannot be read: {range}.</p>
      </main>
    );
  const { db } = await appDatabase();
  const report = await readFunnelReportOf(db, funnel, range, await readReportRates());
  if (!report.published) notFound();
  const csv = `/report/${encodeURIComponent(funnel)}/csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
  return (
    <main className="draft">
      <FunnelReportView report={report} csvHref={csv} />
      <OriginReturnsView
        returns={report.returns}
        currency={report.rates.currency}
        uploadHref={`/report/${encodeURIComponent(funnel)}/spend`}
        outcome={uploadOutcome(one(asked.imported), one(asked.problems))}
      />
      {report.experiment && <ExperimentResultsView results={report.experiment} />}
      {report.earlierExperiments?.map((results) => (
        <ExperimentResultsView key={results.experimentId} results={results} ended />
      ))}
    </main>
  );
}
