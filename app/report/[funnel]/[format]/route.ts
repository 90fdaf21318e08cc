import { appDatabase } from '@/runtime/platform/db/appDatabase';
import { serverEnv } from '@/runtime/platform/env.server';
import { errorResponse } from '@/runtime/platform/http/errorResponse';
import { opensTeamPages } from '@/runtime/platform/opensTeamPages';
import { readCookie, TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { funnelReportCsv } from '@/runtime/report/funnelReportCsv';
import { readFunnelReportOf } from '@/runtime/report/readFunnelReportOf';
import { readReportRates } from '@/runtime/report/readReportRates';
import { reportRange } from '@/runtime/report/reportRange';

type Context = { params: Promise<{ funnel: string; format: string }> };

/**
 * `/report/<funnel>/csv` and `/report/<funnel>/json` (`?from=&to=`): the funnel's report as CSV (a figure a line, for a
 * spreadsheet) or as JSON (what `funnel report` prints), for the team only, as the report's page: anyone else, another
 * format or a funnel not published is 404; a range that is not one is 400.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { funnel, format } = await params;
  const token = readCookie(request.headers.get('cookie'), TESTER_TOKEN_COOKIE);
  if (!opensTeamPages(token) || (format !== 'csv' && format !== 'json'))
    return errorResponse(404, { message: 'Not found' });
  const query = new URL(request.url).searchParams;
  const range = reportRange(
    { from: query.get('from') || undefined, to: query.get('to') || undefined },
    new Date(),
    serverEnv().REPORT_TIME_ZONE,
  );
  if (typeof range === 'string') return errorResponse(400, { message: range });
  const { db } = await appDatabase();
  const report = await readFunnelReportOf(db, funnel, range, await readReportRates());
  if (!report.published) return errorResponse(404, { message: `No funnel ${funnel} is published` });
  const headers = { 'cache-control': 'private, no-store' };
  if (format === 'json') return Response.json(report, { headers });
  return new Response(funnelReportCsv(report), {
    headers: {
      ...headers,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${report.funnel}-${range.from}-${range.to}.csv"`,
    },
  });
}
