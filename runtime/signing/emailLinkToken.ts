import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameSecret } from '@/schemas/sameSecret';

/**
 * What a signed email link is for: `page`, a marketing email's link to a report page (its subject the page's path),
 * which lets that page sell to the email without asking it; `confirm`, the double opt-in mail's link (its subject
 * the lead's visit id), which confirms the email; `cancel`, a cancel mail's link (its subject the lookup it answered),
 * which proves the email to cancel its subscriptions.
 */
export const EMAIL_LINK_PURPOSES = ['page', 'confirm', 'cancel'] as const;
export type EmailLinkPurpose = (typeof EMAIL_LINK_PURPOSES)[number];

/** What a token says: for whom, for what, until when (epoch seconds), and the language of what the link opens. */
export type EmailLinkClaims = {
  purpose: EmailLinkPurpose;
  email: string;
  subject: string;
  expiresAt: Date;
  locale?: string;
};

/** Why a token is refused: not a token at all, not signed with our secret, too old, or for another page or lead. */
export type EmailLinkProblem = 'malformed' | 'forged' | 'expired' | 'wrongSubject';

export type EmailLinkCheck = { ok: true; claims: EmailLinkClaims } | { ok: false; problem: EmailLinkProblem };

/** The signed part: short keys, so a link stays short enough for every mail client. */
const payloadSchema = z.strictObject({
  p: z.enum(EMAIL_LINK_PURPOSES),
  e: z.string().min(3).max(320),
  s: z.string().min(1).max(200),
  x: z.int().positive(),
  l: z.string().min(2).max(35).optional(),
});

/** Longer than any token we sign: a bigger one is refused before it is decoded. */
const MAX_TOKEN_LENGTH = 2048;

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`email-link:${payload}`).digest('base64url');

/**
 * A token for an email link: `<base64url JSON claims>.<base64url HMAC-SHA256 of them>`, signed with the email link
 * secret. It is a bearer credential for one purpose and subject until it expires; it carries the email in the
 * clear (base64url), as the link's mail is sent to that address anyway.
 */
export function signEmailLinkToken(secret: string, claims: EmailLinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: claims.purpose,
      e: claims.email,
      s: claims.subject,
      x: Math.floor(claims.expiresAt.getTime() / 1000),
      ...(claims.locale === undefined ? {} : { l: claims.locale }),
    }),
  ).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/**
 * Checks a token from a link: well formed, signed with the secret (compared in constant time), for the purpose and
 * subject expected (a page's path, a lead's visit id; any subject when none is expected), and not expired at `now`.
 */
export function verifyEmailLinkToken(
  secret: string,
  token: string | null | undefined,
  expected: { purpose: EmailLinkPurpose; subject?: string },
  now: Date,
): EmailLinkCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, problem: 'malformed' };
  const parts = token.split('.');
  const [payload, signature] = parts;
  if (parts.length !== 2 || !payload || !signature || !/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature))
    return { ok: false, problem: 'malformed' };
  if (!sameSecret(signature, signatureOf(secret, payload))) return { ok: false, problem: 'forged' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  const { p, e, s, x, l } = parsed.data;
  if (p !== expected.purpose || (expected.subject !== undefined && s !== expected.subject))
    return { ok: false, problem: 'wrongSubject' };
  if (x * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return {
    ok: true,
    claims: {
      purpose: p,
      email: e,
      subject: s,
      expiresAt: new Date(x * 1000),
      ...(l === undefined ? {} : { locale: l }),
    },
  };
}
