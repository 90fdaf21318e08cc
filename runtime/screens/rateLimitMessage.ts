import { say } from '@/schemas/words';
import { CHECKOUT_WORDS } from './checkout/checkoutWords';

/** Whole minutes to wait, from a rate-limited answer's seconds: rounded up, at least 1 (also when unknown). */
export function minutesToWait(retryAfterSeconds: unknown): number {
  const seconds = typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 0;
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * What the visitor reads when the gateway refused for too many requests (429, `rate_limited`; docs/decisions
 * 0008): how long to wait, in their language.
 */
export function rateLimitMessage(retryAfterSeconds: number | undefined, locale: string): string {
  const wait = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  return say(CHECKOUT_WORDS, 'rateLimited', locale, { minutes: wait.format(minutesToWait(retryAfterSeconds)) });
}
