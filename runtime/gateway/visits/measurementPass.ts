import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { MEASUREMENT_PASS_PURPOSES, type MeasurementPassPurpose } from '@/schemas/gateway/measurementPassRequest';
import { sameSecret } from '@/schemas/sameSecret';

/**
 * How long a measurement pass is good for (docs/decisions/0041): an hour of a page's life. A page open longer, or a
 * batch of an earlier page sent again, asks for a new one; a pass taken from a page is soon worth nothing.
 */
export const MEASUREMENT_PASS_LIFETIME_SECONDS = 3600;

/** What a pass says: what it lets its holder send, for which funnel, of whom, until when. */
export type MeasurementPassClaims = {
  purpose: MeasurementPassPurpose;
  funnel: string;
  /** The visit id (moments), the visitor id (an exposure), or the page's own random id (counts). */
  subject: string;
  expiresAt: Date;
};

/** Why a pass is refused: none, not one we signed, too old, or for another purpose, funnel or visit. */
export type MeasurementPassProblem = 'missing' | 'malformed' | 'forged' | 'expired' | 'wrongSubject';

export type MeasurementPassCheck =
  | { ok: true; claims: MeasurementPassClaims }
  | { ok: false; problem: MeasurementPassProblem };

const claimsSchema = z.strictObject({
  p: z.enum(MEASUREMENT_PASS_PURPOSES),
  f: z.string().min(1).max(200),
  s: z.uuid(),
  x: z.int().positive(),
});

/** Longer than any pass we sign: a bigger one is refused before it is decoded. */
const MAX_PASS_LENGTH = 512;

const signatureOf = (key: string, payload: string) =>
  createHmac('sha256', key).update(`measurement-pass:${payload}`).digest('base64url');

/**
 * The key passes are signed with, derived from the merchant's secret: no setting of its own, and a key that leaks
 * tells nothing of the secret it came from.
 */
export function measurementPassKey(merchantSecret: string): string {
  return createHmac('sha256', merchantSecret).update('funnel-runtime/measurement-pass').digest('base64url');
}

/** A pass: `<base64url JSON claims>.<base64url HMAC-SHA256 of them>`. */
export function signMeasurementPass(key: string, claims: MeasurementPassClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: claims.purpose,
      f: claims.funnel,
      s: claims.subject,
      x: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${signatureOf(key, payload)}`;
}

/**
 * Checks a pass a request carries: signed with the key (compared in constant time), for the purpose and funnel of the
 * request and, where the request names its subject (a visit, a visitor), for that one; not expired at `now`.
 */
export function verifyMeasurementPass(
  key: string,
  pass: string | undefined,
  expected: { purpose: MeasurementPassPurpose; funnel: string; subject?: string },
  now: Date,
): MeasurementPassCheck {
  if (pass === undefined) return { ok: false, problem: 'missing' };
  const parts = pass.split('.');
  const [payload, signature] = parts;
  if (pass.length > MAX_PASS_LENGTH || parts.length !== 2 || !payload || !signature)
    return { ok: false, problem: 'malformed' };
  if (!sameSecret(signature, signatureOf(key, payload))) return { ok: false, problem: 'forged' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const parsed = claimsSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  const { p, f, s, x } = parsed.data;
  if (p !== expected.purpose || f !== expected.funnel || (expected.subject !== undefined && s !== expected.subject))
    return { ok: false, problem: 'wrongSubject' };
  if (x * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, claims: { purpose: p, funnel: f, subject: s, expiresAt: new Date(x * 1000) } };
}
