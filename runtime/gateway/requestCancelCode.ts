import { randomInt, randomUUID } from 'node:crypto';
import type { CancelLookupRequest } from '../../schemas/gateway/cancelLookupRequest';
import { cancelVerifications } from '../platform/db/schema';
import { reportServerError } from '../platform/monitoring/reportServerError';
import { cancelCodeEmail } from './cancelCodeEmail';
import { findSubscriptionsByEmail } from './findSubscriptionsByEmail';
import type { GatewayContext } from './gatewayContext';
import { hashSecret } from './hashSecret';
import { DEFAULT_MAIL_LOCALE, mailSender } from './mailSender';
import { type EmailLimit, type RateLimitRule, rateLimit, rateLimitEmail } from './rateLimit';

/** The cancel code's length. */
export const CANCEL_CODE_DIGITS = 6;
/** How long a cancel code works. */
export const CANCEL_CODE_LIFETIME_MINUTES = 15;
/**
 * Codes one email can be sent in an hour: to one requester, enough for a typo and a lost mail; to every requester
 * together, too few to flood a mailbox (rateLimitEmail: a stranger's asking never uses up the customer's own).
 */
export const CANCEL_CODE_REQUESTS_PER_EMAIL: EmailLimit = {
  perRequester: { name: 'cancel_code_requests_per_email_and_client', limit: 5, windowSeconds: 3600 },
  ceiling: { name: 'cancel_code_requests_per_email', limit: 15, windowSeconds: 3600 },
};
/** Code requests from one client address, whatever the emails: one visitor cannot mail many strangers. */
export const CANCEL_CODE_REQUESTS_PER_CLIENT: RateLimitRule = {
  name: 'cancel_code_requests_per_client',
  limit: 20,
  windowSeconds: 3600,
};

/**
 * The first step of cancelling (SPEC: the subscription is found by email, with a verification step).
 * A fresh code replaces any earlier one for the email. It is emailed only when the email has a
 * subscription, but a verification is kept either way, so the next step answers the same whether or
 * not the email is a customer's: nothing here tells a stranger who subscribes. The rate limits come
 * first and count customers and strangers alike, so a 429 tells nothing either. The code is mailed in the
 * visitor's language, and never written anywhere else (only its hash is kept).
 */
export async function requestCancelCode(
  ctx: GatewayContext,
  { email, locale = DEFAULT_MAIL_LOCALE }: CancelLookupRequest,
  client: string,
): Promise<void> {
  await rateLimit(ctx, CANCEL_CODE_REQUESTS_PER_CLIENT, client);
  await rateLimitEmail(ctx, CANCEL_CODE_REQUESTS_PER_EMAIL, email, client);
  const code = randomInt(0, 10 ** CANCEL_CODE_DIGITS)
    .toString()
    .padStart(CANCEL_CODE_DIGITS, '0');
  const id = randomUUID();
  await ctx.db.insert(cancelVerifications).values({
    id,
    email,
    codeHash: hashSecret(code, id),
    expiresAt: new Date(ctx.now().getTime() + CANCEL_CODE_LIFETIME_MINUTES * 60_000),
  });
  if ((await findSubscriptionsByEmail(ctx.db, email)).length === 0) return;
  const message = cancelCodeEmail({
    to: email,
    code,
    minutes: CANCEL_CODE_LIFETIME_MINUTES,
    locale,
    ...mailSender(),
  });
  // Not awaited: a customer's answer must not take longer than a stranger's, which would tell who subscribes.
  ctx.mailer
    .send(message)
    .catch((error: unknown) => reportServerError(error, { area: 'mail', subject: message.subject }));
}
