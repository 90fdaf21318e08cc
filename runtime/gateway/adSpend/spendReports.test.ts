import { describe, expect, it } from 'vitest';
import type { AdAccount } from '@/schemas/ads/adAccounts';
import { CAMPAIGN_MAX_LENGTH } from '@/schemas/attribution/campaignOf';
import { facebookInsightsUrl, readFacebookInsights } from './facebookInsights';
import { mergeSpendRows } from './mergeSpendRows';
import { pullAccountSpend } from './pullAccountSpend';
import { SPEND_PULL_DAYS, spendPullRange } from './spendPullRange';
import { type NetworkSpend, spendRowsOf } from './spendRowsOf';
import { readTikTokReport, tikTokReportCall } from './tikTokReport';

const RANGE = { since: '2026-11-01', until: '2026-11-28' };
const GRAPH = { url: 'https://graph.test/v25.0/', token: 'fb-token' };
const REPORTS = { url: 'https://tiktok.test/open_api/v1.3/report/integrated/get/', token: 'tt-token' };
const FACEBOOK_ACCOUNT: AdAccount = { network: 'facebook', accountId: '1001', funnelSlug: 'palmistry' };
const TIKTOK_ACCOUNT: AdAccount = { network: 'tikTok', accountId: '7001', funnelSlug: 'palmistry' };

const insightsRow = (day: string, spend: string, ad = 'video-1') => ({
  campaign_name: 'palmistry-broad',
  adset_name: 'broad-18-65',
  ad_name: ad,
  spend,
  account_currency: 'USD',
  date_start: day,
  date_stop: day,
});
const reportRow = (day: string, spend: string) => ({
  dimensions: { ad_id: '700101', stat_time_day: `${day} 00:00:00` },
  metrics: {
    spend,
    campaign_name: 'palmistry-spark',
    adgroup_name: 'spark-creators',
    ad_name: 'creator-1',
    currency: 'EUR',
  },
});
const reportPage = (list: unknown[], totalPage: number) => ({
  code: 0,
  message: 'OK',
  request_id: 'r1',
  data: { list, page_info: { page: 1, page_size: 1000, total_number: list.length, total_page: totalPage } },
});

describe('the days a pull reads', () => {
  it.each([
    ['in the afternoon', '2026-11-29T15:00:00Z', { since: '2026-11-01', until: '2026-11-28' }],
    ['just after midnight (UTC)', '2026-11-29T00:00:01Z', { since: '2026-11-01', until: '2026-11-28' }],
    ['just before it', '2026-11-28T23:59:59Z', { since: '2026-10-31', until: '2026-11-27' }],
    ['across a new year', '2027-01-10T08:00:00Z', { since: '2026-12-13', until: '2027-01-09' }],
  ])('%s: the %s days up to yesterday', (_, now, range) => {
    expect(spendPullRange(new Date(now))).toEqual(range);
    const days = (Date.parse(range.until) - Date.parse(range.since)) / 86_400_000 + 1;
    expect(days).toBe(SPEND_PULL_DAYS);
  });
});

describe("the networks' calls", () => {
  it("asks Facebook for an account's daily insights by ad, with the token", () => {
    const url = new URL(facebookInsightsUrl(GRAPH, '1001', RANGE));
    expect(url.origin + url.pathname).toBe('https://graph.test/v25.0/act_1001/insights');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      level: 'ad',
      time_increment: '1',
      time_range: '{"since":"2026-11-01","until":"2026-11-28"}',
      fields: 'campaign_name,adset_name,ad_name,spend,account_currency',
      limit: '500',
      access_token: 'fb-token',
    });
  });

  it("asks TikTok for an advertiser's daily report by ad, the token in its header", () => {
    const { url, init } = tikTokReportCall(REPORTS, '7001', RANGE, 2);
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      advertiser_id: '7001',
      report_type: 'BASIC',
      data_level: 'AUCTION_AD',
      dimensions: '["ad_id","stat_time_day"]',
      metrics: '["spend","campaign_name","adgroup_name","ad_name","currency"]',
      start_date: '2026-11-01',
      end_date: '2026-11-28',
      page: '2',
      page_size: '1000',
    });
    expect(init.headers).toEqual({ 'Access-Token': 'tt-token' });
  });
});

describe("Facebook's pages of insights", () => {
  it.each<[string, number, unknown, unknown]>([
    [
      'a page and the next',
      200,
      { data: [insightsRow('2026-11-01', '123.45')], paging: { cursors: {}, next: 'https://graph.test/next' } },
      {
        ok: true,
        rows: [
          {
            day: '2026-11-01',
            campaign: 'palmistry-broad',
            adset: 'broad-18-65',
            ad: 'video-1',
            spend: '123.45',
            currency: 'USD',
          },
        ],
        next: 'https://graph.test/next',
      },
    ],
    ['the last page', 200, { data: [], paging: { cursors: {} } }, { ok: true, rows: [], next: undefined }],
    ['no rows at all', 200, { data: [] }, { ok: true, rows: [], next: undefined }],
    [
      'a token it refuses',
      400,
      { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } },
      { ok: false, problem: 'Facebook refused: Invalid OAuth access token (code 190)' },
    ],
    [
      'its rate limit',
      400,
      { error: { message: 'User request limit reached', code: 17 } },
      { ok: false, problem: 'Facebook refused: User request limit reached (code 17)' },
    ],
    ['its trouble', 502, 'Bad Gateway', { ok: false, problem: 'Facebook answered HTTP 502: "Bad Gateway"' }],
    ['garbage', 200, '<html>', { ok: false, problem: expect.stringContaining('no page of insights') }],
    [
      'a spend that is a number',
      200,
      { data: [{ ...insightsRow('2026-11-01', '1'), spend: 1 }] },
      { ok: false, problem: expect.stringContaining('no page of insights') },
    ],
    [
      'a row of a week',
      200,
      { data: [{ ...insightsRow('2026-11-01', '1'), date_stop: '2026-11-07' }] },
      { ok: false, problem: 'Facebook answered a row of 2026-11-01 to 2026-11-07, not a day' },
    ],
  ])('%s', (_, status, body, read) => {
    expect(readFacebookInsights(status, body)).toEqual(read);
  });
});

describe("TikTok's pages of a report", () => {
  it.each<[string, number, unknown, unknown]>([
    [
      'a page of two',
      200,
      reportPage([reportRow('2026-11-02', '12.34')], 2),
      {
        ok: true,
        rows: [
          {
            day: '2026-11-02',
            campaign: 'palmistry-spark',
            adset: 'spark-creators',
            ad: 'creator-1',
            spend: '12.34',
            currency: 'EUR',
          },
        ],
        pages: 2,
      },
    ],
    ['no rows', 200, reportPage([], 0), { ok: true, rows: [], pages: 0 }],
    [
      'a token it refuses, at HTTP 200',
      200,
      { code: 40001, message: 'Access token is incorrect or has been revoked.', request_id: 'r', data: {} },
      { ok: false, problem: 'TikTok refused: Access token is incorrect or has been revoked. (code 40001)' },
    ],
    [
      'more than 30 days',
      200,
      { code: 40002, message: 'The time span cannot exceed 30 days', data: {} },
      { ok: false, problem: 'TikTok refused: The time span cannot exceed 30 days (code 40002)' },
    ],
    [
      'its trouble',
      503,
      'Service Unavailable',
      { ok: false, problem: 'TikTok answered HTTP 503: "Service Unavailable"' },
    ],
    [
      'garbage',
      200,
      { code: 0, data: { rows: [] } },
      { ok: false, problem: expect.stringContaining('no page of a report') },
    ],
    [
      'a row of an hour',
      200,
      reportPage([{ ...reportRow('2026-11-02', '1'), dimensions: { stat_time_day: '2026-11-02 13:00:00' } }], 1),
      { ok: false, problem: 'TikTok answered a row of 2026-11-02 13:00:00, not a day' },
    ],
  ])('%s', (_, status, body, read) => {
    expect(readTikTokReport(status, body)).toEqual(read);
  });
});

describe("a network's rows as rows of spend", () => {
  const row = (spend: string, currency = 'USD', change: Partial<NetworkSpend> = {}): NetworkSpend => ({
    day: '2026-11-02',
    campaign: 'palmistry-broad',
    adset: 'broad-18-65',
    ad: 'video-1',
    spend,
    currency,
    ...change,
  });

  it.each([
    ['cents', row('123.45'), 12_345],
    ['one decimal', row('12.5'), 1250],
    ['no decimals', row('7'), 700],
    ['euros written in lower case', row('0.99', 'eur'), 99],
    ['a peso, which has no minor unit', row('8900', 'CLP'), 8900],
  ])('reads %s in minor units', (_, networkRow, amount) => {
    const read = spendRowsOf('fb', [networkRow], RANGE);
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          day: '2026-11-02',
          source: 'fb',
          campaign: 'palmistry-broad',
          adset: 'broad-18-65',
          ad: 'video-1',
          currency: networkRow.currency.toUpperCase(),
          amount,
        },
      ],
    });
  });

  it('leaves out the days an ad spent nothing, and cuts names where the report cuts a visit’s', () => {
    const long = 'x'.repeat(CAMPAIGN_MAX_LENGTH + 20);
    const read = spendRowsOf('tiktok', [row('0.00'), row('1.00', 'USD', { campaign: ` ${long} ` })], RANGE);
    expect(read.ok && read.rows.map((r) => [r.campaign.length, r.amount])).toEqual([[CAMPAIGN_MAX_LENGTH, 100]]);
  });

  it.each([
    ['a currency the runtime does not know', row('100', 'JPY'), '"JPY" is not a currency the runtime knows'],
    ['no currency', row('100', ''), '"" is not a currency the runtime knows'],
    ['more decimals than the currency has', row('1.005'), '"1.005" is not an amount of USD'],
    ['a decimal comma', row('12,50'), '"12,50" is not an amount of USD'],
    ['decimals of a peso', row('10.5', 'CLP'), '"10.5" is not an amount of CLP'],
    ['a negative amount', row('-3.00'), '"-3.00" is not an amount of USD'],
    ['a day not asked', row('1', 'USD', { day: '2026-11-29' }), 'is not a day from 2026-11-01 to 2026-11-28'],
    ['a day that is none', row('1', 'USD', { day: '2026-11-31' }), 'is not a day from'],
  ])('refuses the whole report for %s, saying which row', (_, networkRow, problem) => {
    const read = spendRowsOf('fb', [row('1.00'), networkRow], RANGE);
    expect(read).toEqual({ ok: false, problem: expect.stringContaining(problem) });
    expect(read.ok ? '' : read.problem).toMatch(/^row 2 /);
  });

  it('adds up ads named alike on a day, and refuses them in two currencies', () => {
    const [a, b] = [row('1.00'), row('2.50')].map((r) => {
      const read = spendRowsOf('fb', [r], RANGE);
      return read.ok ? read.rows[0] : undefined;
    });
    if (a === undefined || b === undefined) throw new Error('unread');
    const other = { ...b, ad: 'static-1' };
    expect(mergeSpendRows([a, b, other])).toEqual({ ok: true, rows: [{ ...a, amount: 350 }, other] });
    expect(mergeSpendRows([a, { ...b, currency: 'EUR' }])).toEqual({
      ok: false,
      problem: expect.stringContaining('spent in USD and EUR on 2026-11-02'),
    });
  });
});

describe("an account's spend, every page of it", () => {
  /** A fetch that answers each call with the next of the answers, recording what it was asked. */
  function answering(...answers: (readonly [number, unknown] | Error)[]) {
    const asked: { url: string; headers: Headers }[] = [];
    const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
      asked.push({ url: String(input), headers: new Headers(init?.headers) });
      const answer = answers.shift();
      if (answer === undefined || answer instanceof Error) throw answer ?? new Error('asked too often');
      return new Response(typeof answer[1] === 'string' ? answer[1] : JSON.stringify(answer[1]), { status: answer[0] });
    }) as typeof fetch;
    return { fetchFn, asked };
  }

  it("follows Facebook's next pages to the last", async () => {
    const next = 'https://graph.test/v25.0/act_1001/insights?after=MjA&access_token=fb-token';
    const { fetchFn, asked } = answering(
      [200, { data: [insightsRow('2026-11-01', '10.00')], paging: { next } }],
      [200, { data: [insightsRow('2026-11-02', '20.00')], paging: {} }],
    );
    const pulled = await pullAccountSpend(GRAPH, FACEBOOK_ACCOUNT, RANGE, fetchFn);
    expect(pulled.ok && pulled.rows.map((r) => [r.day, r.source, r.amount])).toEqual([
      ['2026-11-01', 'fb', 1000],
      ['2026-11-02', 'fb', 2000],
    ]);
    expect(asked.map((a) => a.url)[1]).toBe(next);
  });

  it('never sends the token to a next page elsewhere', async () => {
    const { fetchFn, asked } = answering([
      200,
      { data: [], paging: { next: 'https://elsewhere.test/act_1001/insights?access_token=fb-token' } },
    ]);
    const pulled = await pullAccountSpend(GRAPH, FACEBOOK_ACCOUNT, RANGE, fetchFn);
    expect(pulled).toEqual({ ok: false, problem: expect.stringContaining('elsewhere') });
    expect(asked).toHaveLength(1);
  });

  it("reads every page of TikTok's report", async () => {
    const { fetchFn, asked } = answering(
      [200, reportPage([reportRow('2026-11-01', '1.00')], 3)],
      [200, reportPage([reportRow('2026-11-02', '2.00')], 3)],
      [200, reportPage([reportRow('2026-11-03', '0.00')], 3)],
    );
    const pulled = await pullAccountSpend(REPORTS, TIKTOK_ACCOUNT, RANGE, fetchFn);
    expect(pulled.ok && pulled.rows.map((r) => [r.day, r.source, r.currency, r.amount])).toEqual([
      ['2026-11-01', 'tiktok', 'EUR', 100],
      ['2026-11-02', 'tiktok', 'EUR', 200],
    ]);
    expect(asked.map((a) => new URL(a.url).searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(asked[0]?.headers.get('access-token')).toBe('tt-token');
  });

  it.each<[string, AdAccount, (readonly [number, unknown] | Error)[], string]>([
    [
      "a failure on Facebook's second page",
      FACEBOOK_ACCOUNT,
      [
        [200, { data: [], paging: { next: 'https://graph.test/v25.0/p2' } }],
        [500, 'oops'],
      ],
      'Facebook answered HTTP 500',
    ],
    [
      "an error on TikTok's second page",
      TIKTOK_ACCOUNT,
      [
        [200, reportPage([reportRow('2026-11-01', '1.00')], 2)],
        [200, { code: 40100, message: 'Too many requests' }],
      ],
      'TikTok refused: Too many requests (code 40100)',
    ],
    ['no answer at all', TIKTOK_ACCOUNT, [new TypeError('fetch failed')], 'tikTok did not answer: fetch failed'],
  ])('takes nothing of an account after %s', async (_, account, answers, problem) => {
    const { fetchFn } = answering(...answers);
    const api = account.network === 'facebook' ? GRAPH : REPORTS;
    expect(await pullAccountSpend(api, account, RANGE, fetchFn)).toEqual({
      ok: false,
      problem: expect.stringContaining(problem),
    });
  });

  it('asks nothing of a network without a token', async () => {
    const { fetchFn, asked } = answering();
    expect(await pullAccountSpend(undefined, TIKTOK_ACCOUNT, RANGE, fetchFn)).toEqual({
      ok: false,
      problem: "no token reads tikTok's spend",
    });
    expect(asked).toEqual([]);
  });
});
