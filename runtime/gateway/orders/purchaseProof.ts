import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { Environment } from '@/schemas/enums/environments';

/**
 * How long the browser that paid an order may buy one-click upsells on its card: the upsells follow the
 * payment at once; a visitor back after an hour pays with the card form.
 */
export const PURCHASE_PROOF_LIFETIME_SECONDS = 3600;

/** The cookie that carries an order's proof, sent only with one-click orders (its path). */
const proofCookie = (orderId: string) => ({ name: `purchase_${orderId}`, path: '/api/v1/orders/resign' });

/**
 * The Set-Cookie header that gives the browser that made an order its proof: HttpOnly, never sent from another
 * site, sent back only with one-click orders, for the proof's lifetime; Secure except in local development, which
 * runs over plain HTTP.
 */
export function purchaseProofSetCookie(orderId: string, proof: string, environment: Environment): string {
  const { name, path } = proofCookie(orderId);
  return serialize(name, proof, {
    path,
    maxAge: PURCHASE_PROOF_LIFETIME_SECONDS,
    httpOnly: true,
    sameSite: 'strict',
    secure: environment !== 'dev',
  });
}

/** The proof of an order that a request's Cookie header carries, if any. */
export function purchaseProofFromCookies(cookieHeader: string | null, orderId: string): string | undefined {
  return parse(cookieHeader ?? '')[proofCookie(orderId).name];
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
