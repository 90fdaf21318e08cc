import type { AdNetworkApi } from '@/runtime/gateway/conversions/adNetworkSettings';
import type { ServerEnv } from '@/runtime/platform/env.server';
import type { AdAccount } from '@/schemas/ads/adAccounts';

/** The ad accounts whose spend is pulled, and each network's reporting API: where it is read, with which token. */
export type AdSpendSettings = {
  accounts: readonly AdAccount[];
  apis: Partial<Record<AdAccount['network'], AdNetworkApi>>;
};

/**
 * The spend pull as the settings configure it: off (undefined) while AD_ACCOUNTS is unset; else its accounts, read from
 * Facebook's insights with FACEBOOK_ADS_TOKEN and TikTok's reports with TIKTOK_ADS_TOKEN (the settings refuse
 * accounts of a network without its token).
 */
export function adSpendSettingsOf(
  env: Pick<
    ServerEnv,
    'AD_ACCOUNTS' | 'FACEBOOK_ADS_TOKEN' | 'FACEBOOK_ADS_URL' | 'TIKTOK_ADS_TOKEN' | 'TIKTOK_REPORTS_URL'
  >,
): AdSpendSettings | undefined {
  if (env.AD_ACCOUNTS === undefined) return undefined;
  return {
    accounts: env.AD_ACCOUNTS,
    apis: {
      ...(env.FACEBOOK_ADS_TOKEN !== undefined && {
        facebook: { url: env.FACEBOOK_ADS_URL, token: env.FACEBOOK_ADS_TOKEN },
      }),
      ...(env.TIKTOK_ADS_TOKEN !== undefined && {
        tikTok: { url: env.TIKTOK_REPORTS_URL, token: env.TIKTOK_ADS_TOKEN },
      }),
    },
  };
}
