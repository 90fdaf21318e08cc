/**
 * The tracking services by the hosts their scripts and calls use (the ad pixels, product analytics, heatmap and
 * consent platform): a request to one of them is a tracking request the inspector lists.
 */
const TRACKING_HOSTS = {
  facebook: ['connect.facebook.net', 'www.facebook.com'],
  tikTok: ['analytics.tiktok.com'],
  bingAds: ['bat.bing.com'],
  amplitude: ['api2.amplitude.com', 'api.eu.amplitude.com', 'cdn.amplitude.com'],
  clarity: ['www.clarity.ms', 'clarity.ms'],
  consent: ['cdn.cookielaw.org', 'geolocation.onetrust.com'],
} as const satisfies Record<string, readonly string[]>;

/** The app's own endpoints that receive tracking (the embedded analytics store, leads, the landing device). */
const OWN_TRACKING_PATHS = /\/api\/v1\/(events|leads|analytics\/landing-device)(\/|$|\?)/;

export type TrackingService = keyof typeof TRACKING_HOSTS | 'gateway';

/** Which tracking service a request goes to, if any: a host of one (or a subdomain), or the app's own endpoints. */
export function trackingService(url: string, pageOrigin: string): TrackingService | undefined {
  if (!URL.canParse(url, pageOrigin)) return undefined;
  const { hostname, origin, pathname } = new URL(url, pageOrigin);
  if (origin === pageOrigin) return OWN_TRACKING_PATHS.test(pathname) ? 'gateway' : undefined;
  for (const [service, hosts] of Object.entries(TRACKING_HOSTS) as [TrackingService, readonly string[]][])
    if (hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`))) return service;
  return undefined;
}
