/** docs/entities.md#enumerations: search engines recognised as organic referrers. */
export const SEARCH_ENGINES = ['google', 'bing', 'yahoo', 'duckduckgo', 'ecosia'] as const;
export type SearchEngine = (typeof SEARCH_ENGINES)[number];
