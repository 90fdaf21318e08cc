import type { AdNetworkApi } from '@/runtime/gateway/conversions/adNetworkSettings';
import { SPEND_ROWS_MAX } from '@/runtime/report/spend/parseSpendCsv';
import { AD_ACCOUNT_SOURCES, type AdAccount } from '@/schemas/ads/adAccounts';
import { facebookInsightsUrl, readFacebookInsights } from './facebookInsights';
import type { SpendPullRange } from './spendPullRange';
import { type NetworkSpend, type SpendRows, spendRowsOf } from './spendRowsOf';
import { readTikTokReport, tikTokReportCall } from './tikTokReport';

/** A network that has not answered a page in this long has failed this pull; the next pull tries again. */
const SPEND_CALL_TIMEOUT_MS = 30_000;
/** The most pages one account's pull follows: a network that pages on and on past it is answering garbage. */
const SPEND_PULL_MOST_PAGES = 1000;

/**
 * An ad account's spend over the range, every page of it, as rows of spend under its network's traffic source
 * (spendRowsOf); or why not, whatever failed: no token for its network, a network unreachable or too slow, its error,
 * a body that is not its report, more rows than a spend file may hold. All of it or nothing.
 */
export async function pullAccountSpend(
  api: AdNetworkApi | undefined,
  account: AdAccount,
  range: SpendPullRange,
  fetchFn: typeof fetch = fetch,
): Promise<SpendRows> {
  if (api === undefined) return { ok: false, problem: `no token reads ${account.network}'s spend` };
  const reported: NetworkSpend[] = [];
  const took = (rows: NetworkSpend[]) => {
    reported.push(...rows);
    return reported.length <= SPEND_ROWS_MAX;
  };
  const tooMany = { ok: false, problem: `the network reported more than ${SPEND_ROWS_MAX} rows` } as const;
  try {
    if (account.network === 'facebook') {
      let url = facebookInsightsUrl(api, account.accountId, range);
      const origin = new URL(url).origin;
      for (let pages = 1; ; pages += 1) {
        const page = readFacebookInsights(...(await call(fetchFn, url, {})));
        if (!page.ok) return page;
        if (!took(page.rows)) return tooMany;
        if (page.next === undefined) break;
        // The next page's address carries the token: it goes nowhere but where the first page was asked.
        if (new URL(page.next).origin !== origin || pages >= SPEND_PULL_MOST_PAGES)
          return { ok: false, problem: `Facebook's next page is elsewhere or endless: ${new URL(page.next).origin}` };
        url = page.next;
      }
    } else {
      for (let number = 1; ; number += 1) {
        const { url, init } = tikTokReportCall(api, account.accountId, range, number);
        const page = readTikTokReport(...(await call(fetchFn, url, init)));
        if (!page.ok) return page;
        if (!took(page.rows)) return tooMany;
        if (number >= page.pages) break;
        if (number >= SPEND_PULL_MOST_PAGES)
          return { ok: false, problem: `TikTok reported ${page.pages} pages, more than are read` };
      }
    }
  } catch (error) {
    return { ok: false, problem: `${account.network} did not answer: ${reasonOf(error)}` };
  }
  return spendRowsOf(AD_ACCOUNT_SOURCES[account.network], reported, range);
}

/** One page asked: the status and the body (JSON, else its text); no answer in time throws. */
async function call(fetchFn: typeof fetch, url: string, init: RequestInit): Promise<[number, unknown]> {
  const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(SPEND_CALL_TIMEOUT_MS) });
  const text = await response.text();
  try {
    return [response.status, JSON.parse(text)];
  } catch {
    return [response.status, text];
  }
}

/** Why a call failed, with its cause where fetch gives one (`fetch failed: connect ECONNREFUSED …`). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
