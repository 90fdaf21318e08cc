import { PIXEL_PLATFORMS, type PixelPlatform } from './enums/pixelEntryTypes';
import type { Funnel } from './funnelSchema';

/**
 * docs/entities.md#pixel-ids-of-a-funnel: one platform's ids, grouped. `conditional`: the ids whose condition matches
 * the funnel's condition (the others do not apply); `nonConditional`: the ids without a condition; `combined`: both,
 * each id once.
 */
export type PixelIdLists = { conditional: string[]; nonConditional: string[]; combined: string[] };

/**
 * The funnel's pixel ids per platform, grouped as docs/entities.md#pixel-ids-of-a-funnel says; a conditional id applies
 * only on a match.
 */
export function pixelIds(pixels: Funnel['pixels'], condition: string | undefined): Record<PixelPlatform, PixelIdLists> {
  const lists = (platform: PixelPlatform): PixelIdLists => {
    const entries = pixels?.[platform] ?? [];
    const unique = (ids: string[]) => [...new Set(ids)];
    const conditional = unique(
      entries.filter((e) => e.condition !== undefined && e.condition === condition).map((e) => e.id),
    );
    const nonConditional = unique(entries.filter((e) => e.condition === undefined).map((e) => e.id));
    return { conditional, nonConditional, combined: unique([...nonConditional, ...conditional]) };
  };
  return Object.fromEntries(PIXEL_PLATFORMS.map((p) => [p, lists(p)])) as Record<PixelPlatform, PixelIdLists>;
}
