import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxCampaign, SpendAccount } from './sandboxSpend';

/** The numbers of the sandbox's accounts: the first funnel's, then one more for each funnel after it (by slug). */
const FIRST_FACEBOOK_ACCOUNT = 1001;
const FIRST_TIKTOK_ADVERTISER = 7001;

/**
 * The sandbox's ad accounts for these funnels: each gets a Facebook ad account in dollars with two campaigns,
 * `<slug>-broad` and `<slug>-lookalike`, and a TikTok advertiser in euros with one, `<slug>-spark`, two ads to each. A
 * visit to `/<slug>?utm_source=fb&utm_campaign=<slug>-broad` then shows beside that campaign's spend in the report.
 */
export function spendAccountsFor(slugs: readonly string[]): SpendAccount[] {
  return [...slugs].sort().flatMap((slug, i): SpendAccount[] => {
    const facebook = String(FIRST_FACEBOOK_ACCOUNT + i);
    const tikTok = String(FIRST_TIKTOK_ADVERTISER + i);
    return [
      {
        network: 'facebook',
        accountId: facebook,
        funnelSlug: slug,
        currency: 'USD',
        campaigns: campaigns(facebook, [
          [`${slug}-broad`, 'broad-18-65', ['video-1', 'static-1']],
          [`${slug}-lookalike`, 'lookalike-buyers-1pct', ['video-1', 'carousel-1']],
        ]),
      },
      {
        network: 'tikTok',
        accountId: tikTok,
        funnelSlug: slug,
        currency: 'EUR',
        campaigns: campaigns(tikTok, [[`${slug}-spark`, 'spark-creators', ['creator-1', 'creator-2']]]),
      },
    ];
  });
}

/** Campaigns of one ad set each, their ads numbered after the account (the networks' ids are digits). */
function campaigns(accountId: string, named: [campaign: string, adset: string, ads: string[]][]): SandboxCampaign[] {
  return named.map(([name, adset, ads], c) => ({
    name,
    adsets: [{ name: adset, ads: ads.map((ad, a) => ({ id: `${accountId}0${c + 1}${a + 1}`, name: ad })) }],
  }));
}

/**
 * The sandbox's ad accounts for the active funnels of a fixtures folder (`<folder>/funnel.json`, its slug inside):
 * spendAccountsFor their slugs. A file that cannot be read as a funnel is skipped (the builder says why), and a folder
 * that cannot be read has none.
 */
export function fixtureSpendAccounts(dir: string): SpendAccount[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const slugs = entries
    .filter((entry) => entry.isFile() && entry.name === 'funnel.json')
    .flatMap((entry) => {
      try {
        const funnel = JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')) as Record<string, unknown>;
        return typeof funnel.slug === 'string' && funnel.status === 'active' ? [funnel.slug] : [];
      } catch {
        return [];
      }
    });
  return spendAccountsFor([...new Set(slugs)]);
}
