/** docs/entities.md#enumerations: the platform a request comes from. The web app always sends `web`. */
export const PLATFORMS = ['ios', 'android', 'web', 'unknown'] as const;
export type Platform = (typeof PLATFORMS)[number];
