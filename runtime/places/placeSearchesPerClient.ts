/**
 * Place searches one client address may make in a window (a gateway RateLimitRule): a search per keystroke, so a
 * visitor typing a few places, and retyping them, makes dozens; a script walking the dataset makes thousands.
 */
export const PLACE_SEARCHES_PER_CLIENT = {
  name: 'place_searches_per_client',
  limit: 600,
  windowSeconds: 600,
} as const;
