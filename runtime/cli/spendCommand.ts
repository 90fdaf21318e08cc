import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '@/runtime/platform/db/database';
import { serverEnv } from '@/runtime/platform/env.server';
import { isLoopbackUrl } from '@/runtime/platform/isLoopbackUrl';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { spendImportedText } from '@/runtime/report/spend/importSpend';
import { type SpendProblem, spendProblemsText } from '@/runtime/report/spend/parseSpendCsv';
import { type SpendFileAnswer, takeSpendFile } from '@/runtime/report/spend/takeSpendFile';
import type { CommandResult } from './validateCommand';

/** Where a spend file goes: the database, or the running app (its answer; undefined when no app answers there). */
export type SpendTaker = (funnel: string, text: string) => Promise<SpendFileAnswer | undefined>;

/** Takes the file into the app's own database (PostgreSQL, or the embedded PGlite when no app holds it). */
export function intoDatabase(
  open: () => Promise<DatabaseHandle> = () =>
    openDatabase({ databaseUrl: serverEnv().DATABASE_URL, dataDir: serverEnv().PGLITE_DATA_DIR }),
): SpendTaker {
  return async (funnel, text) => {
    const handle = await open();
    try {
      return await takeSpendFile(handle.db, funnel, text, new Date());
    } finally {
      await handle.close();
    }
  };
}

/**
 * Sends the file to the running app (`POST {app}/report/<funnel>/spend`) as a tester of the team, on this machine or
 * over https only: the embedded database serves one process, so while the app runs, it imports.
 */
export function throughApp(app: string, token: string = serverEnv().TESTER_TOKENS?.[0] ?? randomUUID()): SpendTaker {
  return async (funnel, text) => {
    const url = `${app.replace(/\/$/, '')}/report/${encodeURIComponent(funnel)}/spend`;
    if (new URL(url).protocol !== 'https:' && !isLoopbackUrl(url))
      return { ok: false, status: 404, message: `the app at ${app} is neither on this machine nor reached by https` };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', cookie: `${TESTER_TOKEN_COOKIE}=${token}` },
        body: text,
      });
    } catch {
      return undefined;
    }
    const body = (await response.json().catch(() => undefined)) as
      | SpendFileAnswer
      | { originalError?: { message?: string; problems?: SpendProblem[] } }
      | undefined;
    if (response.ok && body && 'ok' in body) return body;
    const error = body && 'originalError' in body ? body.originalError : undefined;
    return {
      ok: false,
      status: response.status === 422 ? 422 : 404,
      message: `the app at ${app} answered ${response.status}${error?.message ? `: ${error.message}` : ''}`,
      ...(error?.problems && { problems: error.problems }),
    };
  };
}

/**
 * `funnel spend import <file.csv> --funnel <slug>`: a spend file of the ad networks (date, source, campaign, currency,
 * amount; adset and ad optional) imported for the funnel (docs/decisions/0042): each day and source it holds replaces
 * what was kept of them. Exit 0 with what was imported; 1 with each problem by line and column, nothing imported.
 */
export async function spendCommand(
  file: string,
  funnel: string,
  takers: readonly SpendTaker[],
): Promise<CommandResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { code: 2, stdout: '', stderr: `funnel: cannot read ${file}: ${(error as Error).message}\n` };
  }
  for (const take of takers) {
    const answer = await take(funnel, text);
    if (answer === undefined) continue;
    if (!answer.ok)
      return {
        code: 1,
        stdout: '',
        stderr: `funnel: ${file}: ${answer.message}\n${answer.problems ? `${spendProblemsText(answer.problems)}\n` : ''}`,
      };
    return { code: 0, stdout: `${spendImportedText(answer.imported, answer.funnel)}\n`, stderr: '' };
  }
  return { code: 1, stdout: '', stderr: 'funnel: nothing took the spend file\n' };
}
