import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { spendAccountsFor } from './fixtureSpendAccounts';
import type { SpendAccount } from './sandboxSpend';
import { type AdsSandbox, startAdsSandbox } from './startAdsSandbox';

const NOW = new Date('2026-11-30T12:00:00Z');
const ACCOUNTS = spendAccountsFor(['palmistry', 'starseed']);
const [facebook, tikTok] = ACCOUNTS as [SpendAccount, SpendAccount];
const MONTH = { since: '2026-11-01', until: '2026-11-28' };

let sandbox: AdsSandbox;
beforeAll(async () => {
  sandbox = await startAdsSandbox({ spendAccounts: ACCOUNTS, now: () => NOW });
});
afterAll(() => sandbox.close());
afterEach(() => fault('none'));

const fault = (name: string) =>
  fetch(`${sandbox.url}${SANDBOX_ADS.faultsPath}`, { method: 'POST', body: JSON.stringify({ fault: name }) });

/** Facebook's insights of an account, as the Marketing API is asked them; `change` overrides the parameters. */
function insightsUrl(accountId: string, change: Record<string, string> = {}): string {
  const url = new URL(`${sandbox.spendUrls.facebook}/act_${accountId}/insights`);
  const params = {
    level: 'ad',
    time_increment: '1',
    time_range: JSON.stringify(MONTH),
    fields: 'campaign_name,adset_name,ad_name,spend,account_currency',
    limit: '50',
    access_token: SANDBOX_ADS.tokens.facebookAds,
    ...change,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** TikTok's report of an advertiser, as the Business API is asked it. */
function reportUrl(advertiserId: string, change: Record<string, string> = {}): string {
  const url = new URL(sandbox.spendUrls.tikTok);
  const params = {
    advertiser_id: advertiserId,
    report_type: 'BASIC',
    data_level: 'AUCTION_AD',
    dimensions: '["ad_id","stat_time_day"]',
    metrics: '["spend","campaign_name","adgroup_name","ad_name","currency"]',
    start_date: MONTH.since,
    end_date: MONTH.until,
    page: '1',
    page_size: '30',
    ...change,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
const tikTokGet = (url: string, token: string = SANDBOX_ADS.tokens.tikTokAds) =>
  fetch(url, { headers: { 'Access-Token': token } });

/** What the sandbox says the account spent over the month, the days it spent, in units as the networks write them. */
const expectedOf = (account: SpendAccount, withZero: boolean) =>
  sandbox
    .spend(account, MONTH.since, MONTH.until)
    .filter((row) => withZero || row.amount > 0)
    .map((row) => ({ ...row, spend: (row.amount / 100).toFixed(2) }));

describe("the ads sandbox serves Facebook's insights", () => {
  it('a page at a time, following `next` to the last page, the days without spend left out', async () => {
    const rows: Record<string, string>[] = [];
    let url: string | undefined = insightsUrl(facebook.accountId);
    let pages = 0;
    while (url !== undefined) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const page = (await response.json()) as {
        data: Record<string, string>[];
        paging: { cursors: { before: string; after: string }; next?: string };
      };
      expect(page.data.length).toBeLessThanOrEqual(50);
      expect(page.paging.cursors.after).not.toBe(page.paging.cursors.before);
      rows.push(...page.data);
      url = page.paging.next;
      pages += 1;
    }
    const expected = expectedOf(facebook, false);
    expect(pages).toBe(Math.ceil(expected.length / 50));
    expect(expected.length).toBeLessThan(4 * 28);
    expect(rows).toEqual(
      expected.map((row) => ({
        campaign_name: row.campaign,
        adset_name: row.adset,
        ad_name: row.ad,
        spend: row.spend,
        account_currency: 'USD',
        date_start: row.day,
        date_stop: row.day,
      })),
    );
  });

  it('nothing for the days to come', async () => {
    const response = await fetch(
      insightsUrl(facebook.accountId, {
        time_range: JSON.stringify({ since: '2026-12-01', until: '2026-12-31' }),
      }),
    );
    expect(await response.json()).toEqual({ data: [] });
  });

  it.each([
    ['another token', { access_token: 'EAAB-real' }, 190],
    ["the conversions' token", { access_token: SANDBOX_ADS.tokens.facebook }, 190],
    ['a badly written time range', { time_range: '{"since":"2026-11-01"}' }, 100],
    ['a time range that ends before it begins', { time_range: '{"since":"2026-11-02","until":"2026-11-01"}' }, 100],
    ['a time range from 38 months ago', { time_range: '{"since":"2023-09-30","until":"2026-11-28"}' }, 100],
    ['another level', { level: 'campaign' }, 100],
    ['a field it has not', { fields: 'spend,clicks' }, 100],
    ['a cursor it never gave', { after: 'bm90LWEtY3Vyc29y' }, 100],
  ])('refuses %s with the Graph error %s', async (_, change, code) => {
    const response = await fetch(insightsUrl(facebook.accountId, change));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code, type: 'OAuthException' } });
  });

  it('refuses an account it does not keep, or one of TikTok, as Facebook does an unknown object (100)', async () => {
    for (const accountId of ['999', tikTok.accountId]) {
      const response = await fetch(insightsUrl(accountId));
      expect(await response.json()).toMatchObject({
        error: { code: 100, message: expect.stringContaining(accountId) },
      });
    }
  });

  it('fails on purpose: down (503) and refusing (error 100)', async () => {
    await fault('down');
    expect((await fetch(insightsUrl(facebook.accountId))).status).toBe(503);
    await fault('refusing');
    const refused = await fetch(insightsUrl(facebook.accountId));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 100 } });
  });
});

describe("the ads sandbox serves TikTok's reports", () => {
  it('a page at a time, with its page info, paused days at zero', async () => {
    const expected = expectedOf(tikTok, true);
    const first = await (await tikTokGet(reportUrl(tikTok.accountId))).json();
    expect(first).toMatchObject({
      code: 0,
      message: 'OK',
      request_id: expect.any(String),
      data: { page_info: { page: 1, page_size: 30, total_number: expected.length, total_page: 2 } },
    });
    const second = await (await tikTokGet(reportUrl(tikTok.accountId, { page: '2' }))).json();
    expect(second.data.page_info.page).toBe(2);
    expect([...first.data.list, ...second.data.list]).toEqual(
      expected.map((row) => ({
        dimensions: { ad_id: row.adId, stat_time_day: `${row.day} 00:00:00` },
        metrics: {
          spend: row.spend,
          campaign_name: row.campaign,
          adgroup_name: row.adset,
          ad_name: row.ad,
          currency: 'EUR',
        },
      })),
    );
    expect(expected.some((row) => row.amount === 0)).toBe(true);
  });

  it.each([
    ['another token', {}, 'tt-real', 40001, 'Access token'],
    ["the events' token", {}, SANDBOX_ADS.tokens.tikTok, 40001, 'Access token'],
    ['an advertiser it does not keep', { advertiser_id: '999' }, undefined, 40001, '999'],
    ['31 days by day', { start_date: '2026-10-29', end_date: '2026-11-28' }, undefined, 40002, 'cannot exceed 30 days'],
    ['days that are none', { start_date: '2026-11-31' }, undefined, 40002, 'must be days'],
    ['another report', { data_level: 'AUCTION_CAMPAIGN' }, undefined, 40002, 'AUCTION_AD'],
    ['a metric it has not', { metrics: '["spend","clicks"]' }, undefined, 40002, 'metrics'],
    ['pages too large', { page_size: '5000' }, undefined, 40002, 'page_size'],
  ])('refuses %s with code %s, HTTP 200 as TikTok does', async (_, change, token, code, said) => {
    const response = await tikTokGet(reportUrl(tikTok.accountId, change), token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code, message: expect.stringContaining(said) });
  });

  it('takes 30 days', async () => {
    const response = await tikTokGet(reportUrl(tikTok.accountId, { start_date: '2026-10-30', end_date: '2026-11-28' }));
    expect(await response.json()).toMatchObject({ code: 0 });
  });

  it('fails on purpose: down (503) and refusing (40002)', async () => {
    await fault('down');
    expect((await tikTokGet(reportUrl(tikTok.accountId))).status).toBe(503);
    await fault('refusing');
    expect(await (await tikTokGet(reportUrl(tikTok.accountId))).json()).toMatchObject({ code: 40002 });
  });
});

describe("the ads sandbox's page", () => {
  it('lists its accounts and their campaigns', async () => {
    const page = await (await fetch(sandbox.url)).text();
    expect(page).toContain('fb:act_1001');
    expect(page).toContain('tiktok:7002');
    for (const campaign of ['palmistry-broad', 'palmistry-lookalike', 'starseed-spark'])
      expect(page).toContain(campaign);
  });
});
