import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { adSpend } from '@/runtime/platform/db/schema';
import { type AdsSandbox, type SpendAccount, startAdsSandbox } from '@/sandbox/ads/startAdsSandbox';
import { AD_ACCOUNT_SOURCES } from '@/schemas/ads/adAccounts';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import type { Currency } from '@/schemas/enums/currencies';
import { testDatabases } from '@/testing/testDatabases';
import type { AdSpendSettings } from './adSpendSettings';
import { pullAdSpend } from './pullAdSpend';
import { spendPullRange } from './spendPullRange';

const reported = vi.hoisted(() => [] as { error: unknown; context: Record<string, unknown> }[]);
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({
  reportServerError: (error: unknown, context: Record<string, unknown>) => reported.push({ error, context }),
}));

/** When the pull runs, and what the sandbox takes for now: its insights end with yesterday, the 28th. */
const NOW = new Date('2026-11-29T10:00:00Z');
const RANGE = spendPullRange(NOW);

/** An account of `ads` ads in one campaign and ad set, numbered after the account. */
function account(
  network: SpendAccount['network'],
  accountId: string,
  funnelSlug: string,
  currency: Currency,
  campaign: string,
  ads: number,
): SpendAccount {
  const named = Array.from({ length: ads }, (_, i) => ({ id: `${accountId}${i}`, name: `ad-${i + 1}` }));
  return {
    network,
    accountId,
    funnelSlug,
    currency,
    campaigns: [{ name: campaign, adsets: [{ name: 'all', ads: named }] }],
  };
}

/**
 * Palmistry's spend comes from two Facebook accounts (one in euros) and a TikTok advertiser, each large enough to be
 * read in two pages (over 500 insights rows, over 1000 report rows); starseed's from one small Facebook account.
 */
const ACCOUNTS = [
  account('facebook', '1001', 'palmistry', 'USD', 'palmistry-broad', 20),
  account('facebook', '1002', 'palmistry', 'EUR', 'palmistry-lookalike', 2),
  account('tikTok', '7001', 'palmistry', 'EUR', 'palmistry-spark', 40),
  account('facebook', '1003', 'starseed', 'USD', 'starseed-broad', 3),
];

/** What the report's spend holds, in order, without when it was imported. */
async function spendRows(handle: DatabaseHandle) {
  const rows = await handle.db
    .select()
    .from(adSpend)
    .orderBy(asc(adSpend.funnelSlug), asc(adSpend.day), asc(adSpend.source), asc(adSpend.campaign), asc(adSpend.ad));
  return rows.map(({ importedAt: _, ...row }) => row);
}

describe.each(testDatabases())('the spend pulled from the ads sandbox on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let sandbox: AdsSandbox;
  let settings: AdSpendSettings;
  /** The pages asked, by account. */
  let asked: string[] = [];
  const counting = ((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(url.searchParams.get('advertiser_id') ?? url.pathname.split('/').at(-2) ?? '');
    return fetch(input, init);
  }) as typeof fetch;
  const fault = (name: string) =>
    fetch(`${sandbox.url}${SANDBOX_ADS.faultsPath}`, { method: 'POST', body: JSON.stringify({ fault: name }) });

  beforeAll(async () => {
    handle = await open();
    sandbox = await startAdsSandbox({ spendAccounts: ACCOUNTS, now: () => NOW });
    settings = {
      accounts: ACCOUNTS.map(({ network, accountId, funnelSlug }) => ({ network, accountId, funnelSlug })),
      apis: {
        facebook: { url: sandbox.spendUrls.facebook, token: SANDBOX_ADS.tokens.facebookAds },
        tikTok: { url: sandbox.spendUrls.tikTok, token: SANDBOX_ADS.tokens.tikTokAds },
      },
    };
  });
  afterAll(async () => {
    await sandbox?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    reported.length = 0;
    asked = [];
    await fault('none');
  });

  /** The rows the sandbox's own figures make: every ad's day that spent, under its funnel and network's source. */
  const sandboxFigures = () =>
    ACCOUNTS.flatMap((a) =>
      sandbox
        .spend(a, RANGE.since, RANGE.until)
        .filter((row) => row.amount > 0)
        .map((row) => ({
          funnelSlug: a.funnelSlug,
          day: row.day,
          source: AD_ACCOUNT_SOURCES[a.network],
          campaign: row.campaign,
          adset: row.adset,
          ad: row.ad,
          currency: a.currency,
          amount: row.amount,
        })),
    ).sort((x, y) =>
      [x.funnelSlug, x.day, x.source, x.campaign, x.ad].join('\n') <
      [y.funnelSlug, y.day, y.source, y.campaign, y.ad].join('\n')
        ? -1
        : 1,
    );

  it("keeps every account's days as the sandbox says they spent, every page of them", async () => {
    const pulled = await pullAdSpend(handle.db, settings, NOW, counting);
    expect(reported).toEqual([]);
    expect(pulled.map(({ funnel, pulled, failed }) => ({ funnel, pulled, failed }))).toEqual([
      { funnel: 'palmistry', pulled: ['fb', 'tiktok'], failed: [] },
      { funnel: 'starseed', pulled: ['fb'], failed: [] },
    ]);
    const figures = sandboxFigures();
    expect(await spendRows(handle)).toEqual(figures);
    expect(figures.filter((row) => row.day === RANGE.since)).not.toEqual([]);
    expect(figures.filter((row) => row.day === RANGE.until)).not.toEqual([]);
    // The large accounts in two pages each, the small in one.
    expect(asked.filter((a) => a === 'act_1001')).toHaveLength(2);
    expect(asked.filter((a) => a === '7001')).toHaveLength(2);
    expect(asked.filter((a) => a === 'act_1003')).toHaveLength(1);
  });

  it('changes nothing when pulled again', async () => {
    const before = await spendRows(handle);
    const pulled = await pullAdSpend(handle.db, settings, NOW);
    expect(await spendRows(handle)).toEqual(before);
    expect(pulled.map((p) => [p.imported?.rows, p.imported?.replaced])).toEqual(
      ['palmistry', 'starseed'].map((funnel) => {
        const rows = before.filter((row) => row.funnelSlug === funnel).length;
        return [rows, rows];
      }),
    );
  });

  it('replaces what a pulled source had on the days pulled, and leaves other days and sources', async () => {
    const kept = { funnelSlug: 'palmistry', adset: '', ad: '', currency: 'USD' as const, amount: 500 };
    const stale = { ...kept, day: RANGE.until, source: 'fb' as const, campaign: 'from-an-old-file' };
    const before = { ...kept, day: '2026-10-01', source: 'fb' as const, campaign: 'from-an-old-file' };
    const google = { ...kept, day: RANGE.until, source: 'google' as const, campaign: 'search' };
    await handle.db.insert(adSpend).values([stale, before, google].map((row) => ({ ...row, importedAt: NOW })));
    await pullAdSpend(handle.db, settings, NOW);
    const rows = await spendRows(handle);
    expect(rows).toContainEqual(before);
    expect(rows).toContainEqual(google);
    expect(rows).not.toContainEqual(stale);
  });

  it.each(['down', 'refusing'])(
    'leaves the earlier rows in place when the networks are %s, and says so',
    async (name) => {
      await pullAdSpend(handle.db, settings, NOW);
      const before = await spendRows(handle);
      await fault(name);
      const pulled = await pullAdSpend(handle.db, settings, NOW);
      expect(await spendRows(handle)).toEqual(before);
      expect(pulled.every((p) => p.imported === undefined && p.pulled.length === 0)).toBe(true);
      expect(reported.map(({ context }) => [context.funnel, context.source])).toEqual([
        ['palmistry', 'fb'],
        ['palmistry', 'tiktok'],
        ['starseed', 'fb'],
      ]);
      expect(String(reported[0]?.error)).toMatch(
        /the fb spend of palmistry was not pulled, its days keep what they had/,
      );
    },
  );

  it("takes nothing of a funnel's Facebook spend when one of its two accounts fails, and still takes TikTok's", async () => {
    await pullAdSpend(handle.db, settings, NOW);
    const before = await spendRows(handle);
    await handle.db.delete(adSpend);
    const marker = {
      funnelSlug: 'palmistry',
      day: RANGE.until,
      source: 'fb' as const,
      campaign: 'kept',
      adset: '',
      ad: '',
      currency: 'USD' as const,
      amount: 1,
    };
    await handle.db.insert(adSpend).values({ ...marker, importedAt: NOW });
    const oneFails = ((input: string | URL | Request, init?: RequestInit) =>
      String(input).includes('act_1002')
        ? Promise.resolve(new Response('{"error":{"message":"Unknown error","code":1}}', { status: 500 }))
        : fetch(input, init)) as typeof fetch;
    const pulled = await pullAdSpend(handle.db, settings, NOW, oneFails);
    expect(pulled.map(({ funnel, pulled }) => [funnel, pulled])).toEqual([
      ['palmistry', ['tiktok']],
      ['starseed', ['fb']],
    ]);
    expect(reported).toHaveLength(1);
    expect(String(reported[0]?.error)).toContain('fb:act_1002: Facebook refused: Unknown error (code 1)');
    const rows = await spendRows(handle);
    expect(rows.filter((row) => row.funnelSlug === 'palmistry' && row.source === 'fb')).toEqual([marker]);
    expect(rows.filter((row) => row.source === 'tiktok')).toEqual(before.filter((row) => row.source === 'tiktok'));
    expect(rows.filter((row) => row.funnelSlug === 'starseed')).toEqual(
      before.filter((row) => row.funnelSlug === 'starseed'),
    );
  });

  it('keeps the same rows when two instances pull at once', async () => {
    await handle.db.delete(adSpend);
    const pulls = await Promise.all([pullAdSpend(handle.db, settings, NOW), pullAdSpend(handle.db, settings, NOW)]);
    expect(reported).toEqual([]);
    expect(pulls.flat().every((p) => p.imported !== undefined)).toBe(true);
    expect(await spendRows(handle)).toEqual(sandboxFigures());
  });
});
