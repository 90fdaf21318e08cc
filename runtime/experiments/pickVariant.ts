/** A variant as assignment reads it: its id and its share of visitors, relative to the others'. */
export type WeightedVariant = { id: string; weight: number };

/**
 * The variant a visitor in `bucket` ([0, 1)) gets: the variants share [0, 1) in their order, each in proportion to
 * its weight. Undefined when no variant has weight (no visitor is put in the experiment).
 */
export function pickVariant(variants: readonly WeightedVariant[], bucket: number): string | undefined {
  const total = variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total <= 0) return undefined;
  let upTo = 0;
  for (const variant of variants) {
    upTo += Math.max(0, variant.weight) / total;
    if (bucket < upTo) return variant.id;
  }
  // Rounding left the last sliver of [0, 1) to no one: it is the last weighted variant's.
  return variants.findLast((v) => v.weight > 0)?.id;
}
