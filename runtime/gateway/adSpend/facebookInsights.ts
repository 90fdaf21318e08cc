import { z } from 'zod';
import type { AdNetworkApi } from '@/runtime/gateway/conversions/adNetworkSettings';
import { FACEBOOK_ACCOUNT_PREFIX } from '@/schemas/ads/adAccounts';
import type { SpendPullRange } from './spendPullRange';
import type { NetworkSpend } from './spendRowsOf';

/** The rows asked of each page of insights: a month of a large account's ads in a few calls. */
const INSIGHTS_PAGE_ROWS = 500;
/** What each row says: its campaign, ad set and ad by name, what it spent and in which currency. */
const INSIGHTS_FIELDS = ['campaign_name', 'adset_name', 'ad_name', 'spend', 'account_currency'];

/** A page of insights, as the Graph API answers: rows of an ad's day, and the next page's address while there is one. */
const insightsPage = z.object({
  data: z.array(
    z.object({
      campaign_name: z.string(),
      adset_name: z.string(),
      ad_name: z.string(),
      spend: z.string(),
      account_currency: z.string(),
      date_start: z.string(),
      date_stop: z.string(),
    }),
  ),
  paging: z.object({ next: z.string().optional() }).optional(),
});
const graphError = z.object({ error: z.object({ message: z.string(), code: z.number() }) });

/** A page of a network's spend read: its rows and where the next page is, or why it cannot be used. */
export type FacebookInsightsPage = { ok: true; rows: NetworkSpend[]; next?: string } | { ok: false; problem: string };

/**
 * The first page of an ad account's daily spend by ad, from the Marketing API's insights:
 * `GET <graph>/act_<id>/insights?level=ad&time_increment=1&time_range={"since","until"}&fields=…&limit=…`, the token as
 * `access_token`. The pages after it are the addresses each page gives (readFacebookInsights).
 */
export function facebookInsightsUrl(api: AdNetworkApi, accountId: string, range: SpendPullRange): string {
  const url = new URL(
    `${api.url.replace(/\/$/, '')}/${FACEBOOK_ACCOUNT_PREFIX}${encodeURIComponent(accountId)}/insights`,
  );
  url.searchParams.set('level', 'ad');
  url.searchParams.set('time_increment', '1');
  url.searchParams.set('time_range', JSON.stringify({ since: range.since, until: range.until }));
  url.searchParams.set('fields', INSIGHTS_FIELDS.join(','));
  url.searchParams.set('limit', String(INSIGHTS_PAGE_ROWS));
  url.searchParams.set('access_token', api.token);
  return url.toString();
}

/**
 * A page of insights as Facebook answered it (its HTTP status and JSON body): its rows, each a day (`date_start` is
 * `date_stop`), and the next page's address; or why not: the Graph API's error (its message and code: 190 a token it
 * refuses, 100 a bad call, 4 and 17 its rate limits), another HTTP failure, or a body that is no page of insights.
 */
export function readFacebookInsights(status: number, body: unknown): FacebookInsightsPage {
  const error = graphError.safeParse(body);
  if (error.success)
    return { ok: false, problem: `Facebook refused: ${error.data.error.message} (code ${error.data.error.code})` };
  const said = JSON.stringify(body ?? null).slice(0, 300);
  if (status < 200 || status >= 300) return { ok: false, problem: `Facebook answered HTTP ${status}: ${said}` };
  const page = insightsPage.safeParse(body);
  if (!page.success) return { ok: false, problem: `Facebook answered no page of insights: ${said}` };
  const notDaily = page.data.data.find((row) => row.date_start !== row.date_stop);
  if (notDaily !== undefined)
    return {
      ok: false,
      problem: `Facebook answered a row of ${notDaily.date_start} to ${notDaily.date_stop}, not a day`,
    };
  return {
    ok: true,
    rows: page.data.data.map((row) => ({
      day: row.date_start,
      campaign: row.campaign_name,
      adset: row.adset_name,
      ad: row.ad_name,
      spend: row.spend,
      currency: row.account_currency,
    })),
    next: page.data.paging?.next,
  };
}
