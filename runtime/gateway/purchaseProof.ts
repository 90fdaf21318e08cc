import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long the browser that paid an order may buy one-click upsells on its card: the upsells follow the
 * payment at once; a visitor back after an hour pays with the card form.
 */
export const PURCHASE_PROOF_LIFETIME_SECONDS = 3600;

/** The cookie that carries an order's proof, sent only with one-click orders (its path). */
export function purchaseProofCookie(orderId: string): { name: string; path: string } {
  return { name: `purchase_${orderId}`, path: '/api/v1/orders/resign' };
}

const signature = (key: string, orderId: string, expires: number) =>
  createHmac('sha256', key).update(`purchase-proof:${orderId}:${expires}`).digest('base64url');

/**
 * The proof that a browser is the one that made an order: `<expiry in epoch seconds>.<HMAC of the order id and
 * expiry>`, given only in the answer to the request that made the order (as an HttpOnly cookie), short-lived.
 */
export function signPurchaseProof(key: string, orderId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signature(key, orderId, expires)}`;
}

/** Whether a proof was signed for this order with this key, and has not expired. */
export function isPurchaseProofValid(key: string, orderId: string, proof: string | undefined, now: Date): boolean {
  const [expiresText, given] = (proof ?? '').split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || given === undefined || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(key, orderId, expires));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** The key proofs are signed with, derived from the merchant's secret for this one purpose. */
export function purchaseProofKey(merchantSecret: string): string {
  return createHmac('sha256', merchantSecret).update('funnel-runtime/purchase-proof').digest('base64url');
}
