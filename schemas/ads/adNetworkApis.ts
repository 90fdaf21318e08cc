import type { AdNetwork } from '../enums/adNetworks';

/** Facebook's Graph API at the version the Conversions API is called at: a sale goes to `<base>/<pixel id>/events`. */
export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v25.0';

/** TikTok's Events API 2.0: every web event goes to this endpoint, naming its pixel (`event_source_id`). */
export const TIKTOK_EVENTS_TRACK_URL = 'https://business-api.tiktok.com/open_api/v1.3/event/track/';

/**
 * The ads sandbox (sandbox/ads): a loopback stand-in for both APIs that records what it is sent, `npm run dev`'s
 * default. Its tokens are not secrets: it takes only them, so a real token never reaches it by mistake.
 */
export const SANDBOX_ADS = {
  port: 4040,
  facebookPath: '/facebook/v25.0',
  tikTokPath: '/tiktok/open_api/v1.3/event/track/',
  /** `GET`: what it was sent, JSON, oldest first (`?eventId=` narrows); `DELETE`: forget it all. */
  eventsPath: '/__sandbox/events',
  /** `POST {"fault": "down" | "error" | "none"}`: refuse sends on purpose (503, or 400 as a bad event). */
  faultsPath: '/__sandbox/faults',
  tokens: { facebook: 'sandbox-facebook-conversions-token', tikTok: 'sandbox-tiktok-events-token' },
} as const satisfies { tokens: Record<AdNetwork, string> } & Record<string, unknown>;

/** The ads sandbox's endpoints for both networks, on a loopback port. */
export function sandboxAdsUrls(port: number = SANDBOX_ADS.port): Record<AdNetwork, string> {
  const base = `http://127.0.0.1:${port}`;
  return { facebook: `${base}${SANDBOX_ADS.facebookPath}`, tikTok: `${base}${SANDBOX_ADS.tikTokPath}` };
}
