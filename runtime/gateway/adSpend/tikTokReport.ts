import { z } from 'zod';
import type { AdNetworkApi } from '@/runtime/gateway/conversions/adNetworkSettings';
import type { SpendPullRange } from './spendPullRange';
import type { NetworkSpend } from './spendRowsOf';

/** The rows asked of each page of a report: the most TikTok gives. */
const REPORT_PAGE_ROWS = 1000;
/** An ad's day, and what it spent, under its campaign, ad group and ad, in the advertiser's currency. */
const DIMENSIONS = ['ad_id', 'stat_time_day'];
const METRICS = ['spend', 'campaign_name', 'adgroup_name', 'ad_name', 'currency'];
/** TikTok writes a day of a daily report as its first second. */
const STAT_DAY = /^(\d{4}-\d{2}-\d{2})(?: 00:00:00)?$/;

const reportPage = z.object({
  code: z.literal(0),
  data: z.object({
    list: z.array(
      z.object({
        dimensions: z.object({ stat_time_day: z.string() }),
        metrics: z.object({
          spend: z.string(),
          campaign_name: z.string(),
          adgroup_name: z.string(),
          ad_name: z.string(),
          currency: z.string(),
        }),
      }),
    ),
    page_info: z.object({ total_page: z.number().int().min(0) }),
  }),
});
const tikTokError = z.object({ code: z.number(), message: z.string() });

/** A page of a report read: its rows and how many pages there are, or why it cannot be used. */
export type TikTokReportPage = { ok: true; rows: NetworkSpend[]; pages: number } | { ok: false; problem: string };

/**
 * A page of an advertiser's daily spend by ad, from the Business API's synchronous report:
 * `GET <report>?advertiser_id=…&report_type=BASIC&data_level=AUCTION_AD&dimensions=["ad_id","stat_time_day"]&metrics=[…]&start_date=…&end_date=…&page=…&page_size=…`,
 * the token in `Access-Token`.
 */
export function tikTokReportCall(
  api: AdNetworkApi,
  advertiserId: string,
  range: SpendPullRange,
  page: number,
): { url: string; init: RequestInit } {
  const url = new URL(api.url);
  const params = {
    advertiser_id: advertiserId,
    report_type: 'BASIC',
    data_level: 'AUCTION_AD',
    dimensions: JSON.stringify(DIMENSIONS),
    metrics: JSON.stringify(METRICS),
    start_date: range.since,
    end_date: range.until,
    page: String(page),
    page_size: String(REPORT_PAGE_ROWS),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { url: url.toString(), init: { headers: { 'Access-Token': api.token } } };
}

/**
 * A page of a report as TikTok answered it (its HTTP status and JSON body): its rows and its count of pages; or why
 * not: TikTok's own error (HTTP 200 with a code that is not 0, such as 40001 for a token it refuses and 40002 for a
 * bad call), another HTTP failure, or a body that is no page of a report.
 */
export function readTikTokReport(status: number, body: unknown): TikTokReportPage {
  const said = JSON.stringify(body ?? null).slice(0, 300);
  if (status < 200 || status >= 300) return { ok: false, problem: `TikTok answered HTTP ${status}: ${said}` };
  const error = tikTokError.safeParse(body);
  if (error.success && error.data.code !== 0)
    return { ok: false, problem: `TikTok refused: ${error.data.message} (code ${error.data.code})` };
  const page = reportPage.safeParse(body);
  if (!page.success) return { ok: false, problem: `TikTok answered no page of a report: ${said}` };
  const rows: NetworkSpend[] = [];
  for (const { dimensions, metrics } of page.data.data.list) {
    const day = STAT_DAY.exec(dimensions.stat_time_day)?.[1];
    if (day === undefined)
      return { ok: false, problem: `TikTok answered a row of ${dimensions.stat_time_day}, not a day` };
    rows.push({
      day,
      campaign: metrics.campaign_name,
      adset: metrics.adgroup_name,
      ad: metrics.ad_name,
      spend: metrics.spend,
      currency: metrics.currency,
    });
  }
  return { ok: true, rows, pages: page.data.data.page_info.total_page };
}
