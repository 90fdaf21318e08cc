import { describe, expect, it } from 'vitest';
import { fixtureSpendAccounts, spendAccountsFor } from './fixtureSpendAccounts';
import { accountSpend, type SpendAccount, sandboxSpend } from './sandboxSpend';

const [facebook, tikTok] = spendAccountsFor(['palmistry']) as [SpendAccount, SpendAccount];
const NOW = new Date('2026-11-30T18:00:00Z');
/** A year of every ad of both accounts, up to the day before NOW. */
const YEAR = [facebook, tikTok].flatMap((account) => accountSpend(account, '2025-12-01', '2026-11-29', NOW));
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const mean = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length;

describe("the sandbox's spend", () => {
  it('is the same for the same account, ad and day, and differs between them', () => {
    const ad = facebook.campaigns[0]?.adsets[0]?.ads[0]?.id ?? '';
    expect(sandboxSpend(facebook, ad, '2026-11-10', NOW)).toBe(sandboxSpend(facebook, ad, '2026-11-10', NOW));
    const days = ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];
    expect(new Set(days.map((day) => sandboxSpend(facebook, ad, day, NOW))).size).toBeGreaterThan(2);
    const otherAccount = { ...facebook, accountId: '9999' };
    expect(days.map((day) => sandboxSpend(otherAccount, ad, day, NOW))).not.toEqual(
      days.map((day) => sandboxSpend(facebook, ad, day, NOW)),
    );
  });

  it('is tens to a few hundred units of the currency a day per ad, in its minor units', () => {
    const spent = YEAR.filter((row) => row.amount > 0).map((row) => row.amount);
    expect(Math.min(...spent)).toBeGreaterThanOrEqual(10_00);
    expect(Math.max(...spent)).toBeLessThan(350_00);
    expect(mean(spent)).toBeGreaterThan(60_00);
    expect(spent.every(Number.isInteger)).toBe(true);
  });

  it('is lower at weekends, and some days an ad is paused', () => {
    const weekend = YEAR.filter((row) => row.amount > 0 && [0, 6].includes(weekday(row.day)));
    const weekdays = YEAR.filter((row) => row.amount > 0 && ![0, 6].includes(weekday(row.day)));
    expect(mean(weekend.map((row) => row.amount))).toBeLessThan(0.8 * mean(weekdays.map((row) => row.amount)));
    const paused = YEAR.filter((row) => row.amount === 0).length / YEAR.length;
    expect(paused).toBeGreaterThan(0.04);
    expect(paused).toBeLessThan(0.14);
  });

  it('is nothing for days to come, and today only the part gone by', () => {
    const ad = tikTok.campaigns[0]?.adsets[0]?.ads[0]?.id ?? '';
    expect(sandboxSpend(tikTok, ad, '2026-12-01', NOW)).toBe(0);
    expect(sandboxSpend(tikTok, ad, '2026-11-30', new Date('2026-11-30T00:00:00Z'))).toBe(0);
    const fullDay = sandboxSpend(tikTok, ad, '2026-11-30', new Date('2026-12-01T00:00:00Z'));
    const partOfDay = sandboxSpend(tikTok, ad, '2026-11-30', NOW);
    if (fullDay > 0) expect(partOfDay).toBe(Math.round(fullDay * 0.75));
    else expect(partOfDay).toBe(0);
  });

  it('gives each fixture funnel a Facebook account in dollars with two campaigns, a TikTok one in euros with one', () => {
    expect(facebook).toMatchObject({
      network: 'facebook',
      accountId: '1001',
      funnelSlug: 'palmistry',
      currency: 'USD',
    });
    expect(facebook.campaigns.map((c) => c.name)).toEqual(['palmistry-broad', 'palmistry-lookalike']);
    expect(tikTok).toMatchObject({ network: 'tikTok', accountId: '7001', funnelSlug: 'palmistry', currency: 'EUR' });
    expect(tikTok.campaigns.map((c) => c.name)).toEqual(['palmistry-spark']);
    const accounts = fixtureSpendAccounts('fixtures/funnels');
    const slugs = new Set(accounts.map((account) => account.funnelSlug));
    expect(slugs.has('palmistry') && slugs.has('moon-compatibility')).toBe(true);
    // A funnel not active is advertised by nobody.
    expect(slugs.has('draft')).toBe(false);
    expect(accounts).toHaveLength(2 * slugs.size);
    const ids = accounts.flatMap((account) => account.campaigns.flatMap((c) => c.adsets.flatMap((a) => a.ads)));
    expect(new Set(ids.map((ad) => ad.id)).size).toBe(ids.length);
    expect(fixtureSpendAccounts('no-such-folder')).toEqual([]);
  });
});
