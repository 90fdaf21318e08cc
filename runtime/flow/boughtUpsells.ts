import type { Currency } from '../../schemas/enums/currencies';

/** An upsell bought on an upsell step: the product, its order, and what it charged. */
export type UpsellBought = { productId: string; orderId: string; amount?: number; currency?: Currency };

/** An upsell step's outcome: what the visitor bought there, in order. */
export type UpsellOutcome = { bought: UpsellBought[] };

/** What the visitor bought on an upsell step (none when the step's outcome is anything else). */
export function boughtUpsells(outcomes: Record<string, unknown>, stepId: string): UpsellBought[] {
  const outcome = outcomes[stepId];
  if (typeof outcome !== 'object' || outcome === null || !('bought' in outcome) || !Array.isArray(outcome.bought))
    return [];
  return outcome.bought.filter(
    (b): b is UpsellBought =>
      typeof b === 'object' && b !== null && typeof b.productId === 'string' && typeof b.orderId === 'string',
  );
}
