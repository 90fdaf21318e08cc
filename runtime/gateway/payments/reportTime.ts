/**
 * When a provider report says it happened, for ordering reports: its `updated_at`, but never later than now.
 * A report dated in the future (a clock ahead, a bad value) would otherwise make every later report look
 * stale until that date passed.
 */
export function reportTime(updatedAt: string, now: Date): Date {
  const reported = new Date(updatedAt);
  return reported > now ? now : reported;
}
