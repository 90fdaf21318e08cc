import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { CURRENCY_MINOR_DIGITS } from '@/schemas/enums/currencies';
import { type SandboxAnswer, tikTokAnswer } from './networkAnswers';
import { accountSpend, type SpendAccount } from './sandboxSpend';
import { DAY_MS, dayMs, dayText } from './spendDays';

/** TikTok reports a day at a time over at most 30 days: a longer span with stat_time_day is refused. */
const DAILY_REPORT_MOST_DAYS = 30;
/** The rows of a page when the call names no `page_size`, and the most it may name. */
const DEFAULT_PAGE_ROWS = 10;
const MOST_PAGE_ROWS = 1000;
/** The one report the sandbox serves: the basic report of auction ads, by ad and day. */
const DIMENSIONS = ['ad_id', 'stat_time_day'];
const METRICS = ['spend', 'campaign_name', 'adgroup_name', 'ad_name', 'currency'] as const;
type Metric = (typeof METRICS)[number];

/**
 * TikTok's synchronous report of an advertiser's spend, as the Business API answers
 * `GET …/report/integrated/get/?advertiser_id=…&report_type=BASIC&data_level=AUCTION_AD&dimensions=["ad_id","stat_time_day"]&metrics=[…]&start_date=…&end_date=…&page=…&page_size=…`
 * with the token in `Access-Token`: a page of rows by ad and day (days an ad was paused at zero, as TikTok lists its
 * ads), and the page info. Always HTTP 200, as TikTok answers: a token not the sandbox's, or an advertiser it does not
 * keep, is code 40001; any other bad request is 40002, saying what, among them a daily span over 30 days.
 */
export function answerTikTokReport(
  url: URL,
  token: string | undefined,
  accounts: readonly SpendAccount[],
  now: Date,
): SandboxAnswer {
  const refused = (code: number, message: string): SandboxAnswer => ({
    status: 200,
    body: tikTokAnswer(code, message),
  });
  const params = url.searchParams;
  if (token !== SANDBOX_ADS.tokens.tikTokAds) return refused(40001, 'Access token is incorrect or has been revoked.');
  const advertiserId = params.get('advertiser_id') ?? '';
  const account = accounts.find((a) => a.network === 'tikTok' && a.accountId === advertiserId);
  if (account === undefined) return refused(40001, `No permission to operate advertiser ${advertiserId}.`);
  if (params.get('report_type') !== 'BASIC' || params.get('data_level') !== 'AUCTION_AD')
    return refused(40002, 'The sandbox serves report_type BASIC at data_level AUCTION_AD only.');
  const dimensions = jsonList(params.get('dimensions'));
  if (dimensions === undefined || [...dimensions].sort().join() !== DIMENSIONS.join())
    return refused(40002, `dimensions must be ${JSON.stringify(DIMENSIONS)}.`);
  const metrics = jsonList(params.get('metrics'));
  if (
    metrics === undefined ||
    metrics.length === 0 ||
    !metrics.every((m) => (METRICS as readonly string[]).includes(m))
  )
    return refused(40002, `metrics must be some of ${JSON.stringify(METRICS)}.`);
  const start = dayMs(params.get('start_date') ?? '');
  const end = dayMs(params.get('end_date') ?? '');
  if (start === undefined || end === undefined || start > end)
    return refused(40002, 'start_date and end_date must be days (YYYY-MM-DD), start_date not after end_date.');
  if ((end - start) / DAY_MS + 1 > DAILY_REPORT_MOST_DAYS)
    return refused(
      40002,
      `The time span between start_date and end_date cannot exceed ${DAILY_REPORT_MOST_DAYS} days when stat_time_day is a dimension.`,
    );
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('page_size') ?? DEFAULT_PAGE_ROWS);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MOST_PAGE_ROWS)
    return refused(40002, `page must be 1 or more, page_size from 1 to ${MOST_PAGE_ROWS}.`);

  const until = Math.min(end, now.getTime());
  const rows = until < start ? [] : accountSpend(account, dayText(start), dayText(until), now);
  const digits = CURRENCY_MINOR_DIGITS[account.currency];
  const values: Record<Metric, (row: (typeof rows)[number]) => string> = {
    spend: (row) => (row.amount / 10 ** digits).toFixed(digits),
    campaign_name: (row) => row.campaign,
    adgroup_name: (row) => row.adset,
    ad_name: (row) => row.ad,
    currency: () => account.currency,
  };
  const list = rows.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
    dimensions: { ad_id: row.adId, stat_time_day: `${row.day} 00:00:00` },
    metrics: Object.fromEntries(metrics.map((metric) => [metric, values[metric as Metric](row)])),
  }));
  const pageInfo = {
    page,
    page_size: pageSize,
    total_number: rows.length,
    total_page: Math.ceil(rows.length / pageSize),
  };
  return { status: 200, body: tikTokAnswer(0, 'OK', { list, page_info: pageInfo }) };
}

/** A JSON list of strings, as TikTok takes its dimensions and metrics; else undefined. */
function jsonList(text: string | null): string[] | undefined {
  try {
    const list = JSON.parse(text ?? '') as unknown;
    return Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : undefined;
  } catch {
    return undefined;
  }
}
