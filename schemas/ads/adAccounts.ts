import { AD_NETWORKS, type AdNetwork } from '@/schemas/enums/adNetworks';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
import { PATTERNS } from '@/schemas/patterns';

/**
 * The traffic source each network's spend is counted under, which is also how AD_ACCOUNTS names the network
 * (`fb:act_1001=palmistry`): visits from its ads carry it as their `utm_source`.
 */
export const AD_ACCOUNT_SOURCES = { facebook: 'fb', tikTok: 'tiktok' } as const satisfies Record<
  AdNetwork,
  Exclude<TrafficSource, ''>
>;
export type AdAccountSource = (typeof AD_ACCOUNT_SOURCES)[AdNetwork];

/** An ad account whose spend is pulled, and the funnel (its slug) its ads send visitors to. */
export type AdAccount = { network: AdNetwork; accountId: string; funnelSlug: string };

export type ParsedAdAccounts = { ok: true; accounts: AdAccount[] } | { ok: false; problem: string };

/** An account id as the networks number them: digits. */
const ACCOUNT_ID = /^\d{1,24}$/;
/** Facebook writes an ad account's id with this prefix in its API's paths; AD_ACCOUNTS takes it or leaves it out. */
export const FACEBOOK_ACCOUNT_PREFIX = 'act_';
/** One entry of AD_ACCOUNTS: a network, an account and a funnel, as `fb:act_1001=palmistry`. */
const ENTRY = /^([a-z]+):([^=]*)=(.*)$/;
const SLUG = new RegExp(PATTERNS.slug.pattern);

/** An account as AD_ACCOUNTS names it: `fb:act_1001`, `tiktok:7001`. */
export const adAccountName = ({ network, accountId }: Pick<AdAccount, 'network' | 'accountId'>) =>
  `${AD_ACCOUNT_SOURCES[network]}:${network === 'facebook' ? FACEBOOK_ACCOUNT_PREFIX : ''}${accountId}`;

/**
 * AD_ACCOUNTS, which ad account spends for which funnel: comma-separated `<network>:<account id>=<funnel slug>`
 * entries, the network `fb` (Facebook's ad accounts, `act_1001` or `1001`) or `tiktok` (TikTok's advertisers), such as
 * `fb:act_1001=palmistry,tiktok:7001=palmistry`. A funnel may have several accounts; an account spends for one funnel,
 * so its spend is never counted in two reports. Every bad entry is named, with why.
 */
export function parseAdAccounts(text: string): ParsedAdAccounts {
  const accounts: AdAccount[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const networks = AD_NETWORKS.map((network) => AD_ACCOUNT_SOURCES[network]);
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const bad = (why: string) => problems.push(`${JSON.stringify(entry)} ${why}`);
    const [, source = '', id = '', funnelSlug = ''] = (ENTRY.exec(entry) ?? []).map((part) => part.trim());
    const network = AD_NETWORKS.find((n) => AD_ACCOUNT_SOURCES[n] === source);
    const accountId =
      network === 'facebook' && id.startsWith(FACEBOOK_ACCOUNT_PREFIX) ? id.slice(FACEBOOK_ACCOUNT_PREFIX.length) : id;
    if (!ENTRY.test(entry)) bad('is not <network>:<account id>=<funnel slug>, such as fb:act_1001=palmistry');
    else if (network === undefined) bad(`names no network whose spend is pulled (${networks.join(', ')})`);
    else if (!ACCOUNT_ID.test(accountId)) bad(`has no account id: ${JSON.stringify(id)} is not the network's digits`);
    else if (!SLUG.test(funnelSlug))
      bad(`names no funnel slug: ${JSON.stringify(funnelSlug)} ${PATTERNS.slug.sentence}`);
    else {
      const account = { network, accountId, funnelSlug };
      const name = adAccountName(account);
      if (seen.has(name)) bad(`names ${name} again: an account spends for one funnel`);
      else accounts.push(account);
      seen.add(name);
    }
  }
  if (problems.length > 0) return { ok: false, problem: problems.join('; ') };
  if (accounts.length === 0) return { ok: false, problem: 'names no account (fb:act_1001=palmistry, …)' };
  return { ok: true, accounts };
}

/** Accounts as AD_ACCOUNTS writes them (parseAdAccounts reads them back). */
export const adAccountsText = (accounts: readonly AdAccount[]) =>
  accounts.map((account) => `${adAccountName(account)}=${account.funnelSlug}`).join(',');
