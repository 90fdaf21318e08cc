/** docs/limits.md#traffic-sources: traffic sources; the empty string means no source. */
export const TRAFFIC_SOURCES = [
  'fb',
  'google',
  'tiktok',
  'email',
  'affiliate',
  'bing',
  'organic',
  'direct',
  '',
] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export function isTrafficSource(value: unknown): value is TrafficSource {
  return typeof value === 'string' && (TRAFFIC_SOURCES as readonly string[]).includes(value);
}
