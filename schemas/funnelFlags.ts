/** docs/limits.md#funnel-flags: funnels without a price (they sell nothing and have no checkout). */
export const NO_PRICE_FUNNELS = ['hypno-healing', 'love-quiz', 'discovery-quiz'] as const;

/** docs/limits.md#funnel-flags: funnels that send only the essential analytics. */
export const MINIMAL_ANALYTICS_FUNNELS = ['hypno-healing-thinking', 'hypno-healing'] as const;

/** docs/limits.md#funnel-flags: funnels that never load the session-analytics (heatmap) tool. */
export const NO_SESSION_ANALYTICS_FUNNELS = ['hypno-healing'] as const;
