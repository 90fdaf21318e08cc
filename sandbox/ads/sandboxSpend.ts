import type { AdAccount } from '@/schemas/ads/adAccounts';
import { CURRENCY_MINOR_DIGITS, type Currency } from '@/schemas/enums/currencies';
import { DAY_MS, dayText } from './spendDays';

/** An ad of a sandbox account: the network's id for it, and the name its reports give. */
export type SandboxAd = { id: string; name: string };
export type SandboxCampaign = { name: string; adsets: { name: string; ads: SandboxAd[] }[] };

/** An ad account the sandbox serves the spend of: the funnel it advertises, its currency, campaigns, ad sets and ads. */
export type SpendAccount = AdAccount & { currency: Currency; campaigns: SandboxCampaign[] };

/** What one ad spent on one day, as the account's reports name it, in minor units of the account's currency. */
export type SandboxSpendRow = {
  day: string;
  campaign: string;
  adset: string;
  ad: string;
  adId: string;
  amount: number;
};

/** The least an ad is set to spend a day, in units of its currency, and how much more the most an ad is set to is. */
const DAILY_BUDGET_MIN_UNITS = 20;
const DAILY_BUDGET_SPREAD_UNITS = 230;
/** How far a day's delivery strays from the ad's budget, either way: 0.25 is from 75% to 125% of it. */
const DAILY_SWING = 0.25;
/** Saturdays and Sundays deliver this share of a weekday: fewer buyers, cheaper auctions. */
const WEEKEND_SHARE = 0.65;
/** The share of days an ad is paused, spending nothing: a creative under review, a budget cap reached. */
const PAUSED_SHARE = 0.08;

/**
 * What an ad of an account spent on a day, in minor units of the account's currency, decided by a hash of the account,
 * the ad and the day, so every call and every restart tells the same: the ad's budget (tens to a few hundred units a
 * day), a day's swing around it, less at weekends, nothing on its paused days. Nothing for a day after `now`'s (UTC),
 * as the networks report nothing of the future, and today only the part of the day gone by.
 */
export function sandboxSpend(account: SpendAccount, adId: string, day: string, now: Date): number {
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  const elapsed = Math.min(1, (now.getTime() - dayStart) / DAY_MS);
  if (!(elapsed > 0)) return 0;
  const ad = `${account.network}:${account.accountId}:${adId}`;
  if (draw(`${ad}:${day}:paused`) < PAUSED_SHARE) return 0;
  const budget = DAILY_BUDGET_MIN_UNITS + draw(ad) * DAILY_BUDGET_SPREAD_UNITS;
  const swing = 1 - DAILY_SWING + 2 * DAILY_SWING * draw(`${ad}:${day}`);
  const weekday = new Date(dayStart).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? WEEKEND_SHARE : 1;
  return Math.round(budget * swing * weekend * elapsed * 10 ** CURRENCY_MINOR_DIGITS[account.currency]);
}

/** Every ad of an account on every day from `since` to `until` (both included), day by day, paused days at zero. */
export function accountSpend(account: SpendAccount, since: string, until: string, now: Date): SandboxSpendRow[] {
  const rows: SandboxSpendRow[] = [];
  for (let at = Date.parse(`${since}T00:00:00Z`); at <= Date.parse(`${until}T00:00:00Z`); at += DAY_MS) {
    const day = dayText(at);
    for (const campaign of account.campaigns)
      for (const adset of campaign.adsets)
        for (const ad of adset.ads)
          rows.push({
            day,
            campaign: campaign.name,
            adset: adset.name,
            ad: ad.name,
            adId: ad.id,
            amount: sandboxSpend(account, ad.id, day, now),
          });
  }
  return rows;
}

/**
 * A number in [0, 1) seeded by a text alone: FNV-1a (32 bits), then MurmurHash3's finaliser, so that texts a character
 * apart (one day and the next) draw far apart.
 */
function draw(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}
