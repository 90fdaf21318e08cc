import type { AdNetwork } from '@/schemas/enums/adNetworks';

/** Facebook's Graph API at the version the Conversions API is called at: a sale goes to `<base>/<pixel id>/events`. */
export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v25.0';

/** TikTok's Events API 2.0: every web event goes to this endpoint, naming its pixel (`event_source_id`). */
export const TIKTOK_EVENTS_TRACK_URL = 'https://business-api.tiktok.com/open_api/v1.3/event/track/';

/**
 * TikTok's reporting API (Business API v1.3, synchronous reports): an advertiser's spend by ad and day, a page at a
 * time. Facebook's spend comes from the Graph API's insights (`<graph>/act_<account id>/insights`).
 */
export const TIKTOK_REPORT_URL = 'https://business-api.tiktok.com/open_api/v1.3/report/integrated/get/';

/**
 * The ads sandbox (sandbox/ads): a loopback stand-in for both networks' APIs that records what it is sent and serves
 * the spend of its own ad accounts, `npm run dev`'s default. Its tokens are not secrets: it takes only them, so a real
 * token never reaches it by mistake. The tokens that read spend (the Marketing API's, the reporting API's) are apart
 * from those that send conversions, as the networks' are.
 */
export const SANDBOX_ADS = {
  port: 4040,
  facebookPath: '/facebook/v25.0',
  tikTokPath: '/tiktok/open_api/v1.3/event/track/',
  /** TikTok's reports; Facebook's insights are under facebookPath, at `/act_<account id>/insights`. */
  tikTokReportPath: '/tiktok/open_api/v1.3/report/integrated/get/',
  /** `GET`: what it was sent, JSON, oldest first (`?eventId=` narrows); `DELETE`: forget it all. */
  eventsPath: '/__sandbox/events',
  /**
   * `POST {"fault": "down" | "refusing" | "none"}`: refuse sends and spend reports on purpose (503, or the network's
   * error as for a bad event or request).
   */
  faultsPath: '/__sandbox/faults',
  tokens: {
    facebook: 'sandbox-facebook-conversions-token',
    tikTok: 'sandbox-tiktok-events-token',
    facebookAds: 'sandbox-facebook-marketing-token',
    tikTokAds: 'sandbox-tiktok-reporting-token',
  },
} as const satisfies { tokens: Record<AdNetwork, string> & Record<string, string> } & Record<string, unknown>;

/** The ads sandbox's endpoints for both networks, on a loopback port. */
export function sandboxAdsUrls(port: number = SANDBOX_ADS.port): Record<AdNetwork, string> {
  const base = `http://127.0.0.1:${port}`;
  return { facebook: `${base}${SANDBOX_ADS.facebookPath}`, tikTok: `${base}${SANDBOX_ADS.tikTokPath}` };
}

/** The ads sandbox's spend endpoints for both networks, on a loopback port: FACEBOOK_ADS_URL, TIKTOK_REPORTS_URL. */
export function sandboxSpendUrls(port: number = SANDBOX_ADS.port): Record<AdNetwork, string> {
  const base = `http://127.0.0.1:${port}`;
  return { facebook: `${base}${SANDBOX_ADS.facebookPath}`, tikTok: `${base}${SANDBOX_ADS.tikTokReportPath}` };
}
