/**
 * docs/limits.md#scroll-depth-and-web-vitals: the scroll depths reported, in percent of the page; each once per page.
 */
export const SCROLL_DEPTHS = [5, 10, 20, 40, 60, 80, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];

/**
 * The depths newly reached when the visitor has seen `percent` of the page, given those already reported. A page
 * that fits the screen is seen whole (100 %), so it reports every depth at once.
 */
export function newScrollDepths(reported: ReadonlySet<ScrollDepth>, percent: number): ScrollDepth[] {
  return SCROLL_DEPTHS.filter((depth) => depth <= percent && !reported.has(depth));
}
