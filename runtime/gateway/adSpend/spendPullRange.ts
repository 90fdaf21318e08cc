import { DAY_MS } from '@/runtime/platform/days';

/**
 * How many days each pull reads, up to yesterday: the networks restate their recent days (late conversions, billing
 * corrections) for a few weeks, and TikTok's daily reports span at most 30 days.
 */
export const SPEND_PULL_DAYS = 28;

/** The days a pull reads, first and last included (`YYYY-MM-DD`, UTC days as the networks' reports are asked). */
export type SpendPullRange = { since: string; until: string };

/** The SPEND_PULL_DAYS days up to yesterday (UTC): today is not over, and the networks report nothing of tomorrow. */
export function spendPullRange(now: Date): SpendPullRange {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { since: day(today - SPEND_PULL_DAYS * DAY_MS), until: day(today - DAY_MS) };
}
