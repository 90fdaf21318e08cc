import { CURRENCY_MINOR_DIGITS, type Currency } from '@/schemas/enums/currencies';
import type { Plan } from '@/schemas/funnelSchema';

/** docs/limits.md#expensive-prices: the expensive-price threshold, in the plan's currency (whole units). */
export const EXPENSIVE_PRICE_THRESHOLD = 6;

const DAYS_PER_UNIT = { day: 1, week: 7, month: 30, year: 365 } as const;

/** How a plan's recurring price is shown: as it is, or for an expensive plan per day beside the crossed-out full price. */
export type PlanDisplayPrice =
  | { kind: 'full'; minor: number }
  | { kind: 'perDay'; perDayMinor: number; fullMinor: number };

/**
 * docs/limits.md#expensive-prices: a plan whose price per period is at least 6 (in units of its currency, by the
 * currency's own decimals: 600 cents, 6 Chilean pesos) is shown with a per-day price and a crossed-out full price; a
 * cheaper one is shown as it is. Per-day prices round up to the currency's smallest unit, so the figure shown never
 * understates what the visitor pays.
 */
export function planDisplayPrice(plan: Pick<Plan, 'period'>, minor: number, currency: Currency): PlanDisplayPrice {
  if (minor < EXPENSIVE_PRICE_THRESHOLD * 10 ** CURRENCY_MINOR_DIGITS[currency]) return { kind: 'full', minor };
  const days = DAYS_PER_UNIT[plan.period.unit] * plan.period.count;
  return { kind: 'perDay', perDayMinor: Math.ceil(minor / days), fullMinor: minor };
}
