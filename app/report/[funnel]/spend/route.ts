import { appDatabase } from '@/runtime/platform/db/appDatabase';
import { errorResponse } from '@/runtime/platform/http/errorResponse';
import { HttpError } from '@/runtime/platform/http/httpError';
import { readBodyText } from '@/runtime/platform/http/readBodyText';
import { opensTeamPages } from '@/runtime/platform/opensTeamPages';
import { readCookie, TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { spendImportedText } from '@/runtime/report/spend/importSpend';
import { spendProblemsText } from '@/runtime/report/spend/parseSpendCsv';
import { SPEND_FILE_LIMIT_BYTES, type SpendFileAnswer, takeSpendFile } from '@/runtime/report/spend/takeSpendFile';

type Context = { params: Promise<{ funnel: string }> };

/**
 * `POST /report/<funnel>/spend`: the team's spend file for the funnel (docs/decisions/0042), as CSV (`text/csv`, what
 * `funnel spend import` sends) or as the report page's upload (`multipart/form-data`, its `file`): 200 with what was
 * imported; 422 with each problem by line and column (nothing imported); 404 for anyone else or a funnel not published.
 * The page's form gets the report's page again, saying what was imported or each problem.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { funnel } = await params;
  if (!opensTeamPages(readCookie(request.headers.get('cookie'), TESTER_TOKEN_COOKIE)))
    return errorResponse(404, { message: 'Not found' });
  let text: string;
  try {
    text = await spendFileOf(request);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.originalStatusCode, error.originalError);
    throw error;
  }
  const { db } = await appDatabase();
  const answer = await takeSpendFile(db, funnel, text, new Date());
  if (isPageUpload(request)) return backToReport(request, funnel, answer);
  if (!answer.ok) return errorResponse(answer.status, { message: answer.message, problems: answer.problems });
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
}

/** Whether the report page's form sent the file (a browser's navigation), rather than a program. */
const isPageUpload = (request: Request) => request.headers.get('sec-fetch-mode') === 'navigate';

/** The report's page again (303), saying what was imported or each problem, as the form's answer. */
function backToReport(request: Request, funnel: string, answer: SpendFileAnswer): Response {
  const said: Record<string, string> = answer.ok
    ? { imported: spendImportedText(answer.imported) }
    : { problems: `${answer.message}.\n${spendProblemsText(answer.problems ?? [])}`.trim() };
  const back = new URL(`/report/${encodeURIComponent(funnel)}?${new URLSearchParams(said)}`, request.url);
  return new Response(null, { status: 303, headers: { location: `${back.pathname}${back.search}` } });
}

/** The file's text: the body itself, or the upload's `file` field. */
async function spendFileOf(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('text/csv') || type.startsWith('text/plain'))
    return readBodyText(request, SPEND_FILE_LIMIT_BYTES);
  if (!type.startsWith('multipart/form-data'))
    throw new HttpError({ message: 'Send the spend file as text/csv or as a form upload' }, 415);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > SPEND_FILE_LIMIT_BYTES)
    throw new HttpError({ message: `The body is over ${SPEND_FILE_LIMIT_BYTES} bytes` }, 413);
  const file = (await request.formData()).get('file');
  if (!(file instanceof Blob)) throw new HttpError({ message: 'The form has no file' }, 400);
  return file.text();
}
