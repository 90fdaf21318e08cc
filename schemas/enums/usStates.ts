/** docs/limits.md#countries-and-states: the US state choice is OTHER or CA (California, for its privacy law). */
export const US_STATES = ['OTHER', 'CA'] as const;
export type UsState = (typeof US_STATES)[number];
