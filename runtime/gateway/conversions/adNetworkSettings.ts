import type { ServerEnv } from '@/runtime/platform/env.server';
import { AD_NETWORKS, type AdNetwork } from '@/schemas/enums/adNetworks';

/** One network's server API: where its sends go, and the token they carry. */
export type AdNetworkApi = { url: string; token: string };

/** The networks the server tells of sales: only those whose token is set (off otherwise). */
export type AdNetworkSettings = Partial<Record<AdNetwork, AdNetworkApi>>;

/** The networks that are on. */
export function networksOn(networks: AdNetworkSettings): AdNetwork[] {
  return AD_NETWORKS.filter((network) => networks[network] !== undefined);
}

/** The ad networks' server APIs as the settings configure them: a network is on while its token is set. */
export function adNetworkSettingsOf(
  env: Pick<
    ServerEnv,
    'FACEBOOK_CONVERSIONS_TOKEN' | 'FACEBOOK_CONVERSIONS_URL' | 'TIKTOK_EVENTS_TOKEN' | 'TIKTOK_EVENTS_URL'
  >,
): AdNetworkSettings {
  return {
    ...(env.FACEBOOK_CONVERSIONS_TOKEN !== undefined && {
      facebook: { url: env.FACEBOOK_CONVERSIONS_URL, token: env.FACEBOOK_CONVERSIONS_TOKEN },
    }),
    ...(env.TIKTOK_EVENTS_TOKEN !== undefined && {
      tikTok: { url: env.TIKTOK_EVENTS_URL, token: env.TIKTOK_EVENTS_TOKEN },
    }),
  };
}
