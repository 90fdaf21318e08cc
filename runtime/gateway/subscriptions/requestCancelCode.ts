import { randomInt, randomUUID } from 'node:crypto';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { hashSecret } from '@/runtime/gateway/hashSecret';
import { emailLinkUrl } from '@/runtime/gateway/leads/emailLinkUrl';
import { DEFAULT_MAIL_LOCALE, mailSender } from '@/runtime/gateway/leads/mailSender';
import { type RateLimitRule, rateLimit, requesterOf, withinRateLimit } from '@/runtime/gateway/rateLimit';
import { cancelVerifications } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { signEmailLinkToken } from '@/runtime/signing/emailLinkToken';
import type { CancelLookupAnswer } from '@/schemas/gateway/cancelLookupAnswer';
import type { CancelLookupRequest } from '@/schemas/gateway/cancelLookupRequest';
import { cancelCodeEmail } from './cancelCodeEmail';
import { findSubscriptionsByEmail } from './findSubscriptionsByEmail';

/** The cancel code's length. */
export const CANCEL_CODE_DIGITS = 6;
/** How long a cancel code works. */
export const CANCEL_CODE_LIFETIME_MINUTES = 15;
/** Lookups one requester (a client address, for one email) may make in an hour: enough for a typo and a lost mail. */
export const CANCEL_CODE_REQUESTS_PER_REQUESTER: RateLimitRule = {
  name: 'cancel_code_requests_per_email_and_client',
  limit: 3,
  windowSeconds: 3600,
};
/**
 * Cancel mails one email is sent in an hour, whoever asks, from however many addresses: a mailbox is never flooded
 * from our form. Past it a lookup is answered as always and mails nothing, refusing no one: the mailbox already holds
 * a mail of the last hour whose link works for CANCEL_LINK_LIFETIME_HOURS (docs/decisions/0037).
 */
export const CANCEL_MAILS_PER_EMAIL: RateLimitRule = { name: 'cancel_mails_per_email', limit: 5, windowSeconds: 3600 };
/** Lookups from one client address, whatever the emails: one visitor cannot mail many strangers. */
export const CANCEL_CODE_REQUESTS_PER_CLIENT: RateLimitRule = {
  name: 'cancel_code_requests_per_client',
  limit: 20,
  windowSeconds: 3600,
};
/**
 * How long a cancel mail's link works: longer than CANCEL_MAILS_PER_EMAIL's window, so while lookups mail nothing, the
 * mails already sent still cancel (cancelCodeEmail.test checks the two agree).
 */
export const CANCEL_LINK_LIFETIME_HOURS = 24;
/** The page a cancel mail's link opens. */
export const CANCEL_LINK_PAGE = '/email/cancel';

/**
 * The first step of cancelling (docs/routes.md#funnel-pages: the subscription is found by email, with a verification step): a code for this
 * lookup, mailed with a link when the email has a subscription. A verification is kept either way, so the next step
 * answers the same whether or not the email is a customer's: nothing here tells a stranger who subscribes. The
 * requester's limits come first and count customers and strangers alike, so a 429 tells nothing either; the email's
 * own ceiling never refuses, it only mails nothing. The code works only with the lookup's id, which the answer gives
 * the requester alone; each lookup has its own, and a later one replaces none. The mail is in the visitor's language,
 * and the code is never written anywhere else (only its hash is kept).
 */
export async function requestCancelCode(
  ctx: GatewayContext,
  { email, locale = DEFAULT_MAIL_LOCALE }: CancelLookupRequest,
  client: string,
  origin?: string,
): Promise<CancelLookupAnswer> {
  await rateLimit(ctx, CANCEL_CODE_REQUESTS_PER_CLIENT, client);
  await rateLimit(ctx, CANCEL_CODE_REQUESTS_PER_REQUESTER, requesterOf(client, email));
  const lookup = randomUUID();
  // Past the email's ceiling the lookup is kept nowhere: its code, never mailed, is wrong whatever is tried.
  if (!(await withinRateLimit(ctx, CANCEL_MAILS_PER_EMAIL, email))) return { accepted: true, lookup };
  const code = randomInt(0, 10 ** CANCEL_CODE_DIGITS)
    .toString()
    .padStart(CANCEL_CODE_DIGITS, '0');
  const now = ctx.now();
  await ctx.db.insert(cancelVerifications).values({
    id: lookup,
    email,
    codeHash: hashSecret(code, lookup),
    expiresAt: new Date(now.getTime() + CANCEL_CODE_LIFETIME_MINUTES * 60_000),
  });
  if ((await findSubscriptionsByEmail(ctx.db, email)).length === 0) return { accepted: true, lookup };
  const token = signEmailLinkToken(ctx.emailLinks.secret, {
    purpose: 'cancel',
    email,
    subject: lookup,
    expiresAt: new Date(now.getTime() + CANCEL_LINK_LIFETIME_HOURS * 3_600_000),
    locale,
  });
  const message = cancelCodeEmail({
    to: email,
    code,
    minutes: CANCEL_CODE_LIFETIME_MINUTES,
    link: emailLinkUrl(ctx, origin, CANCEL_LINK_PAGE, token, locale),
    linkHours: CANCEL_LINK_LIFETIME_HOURS,
    locale,
    ...mailSender(),
  });
  // Not awaited: a customer's answer must not take longer than a stranger's, which would tell who subscribes.
  ctx.mailer
    .send(message)
    .catch((error: unknown) => reportServerError(error, { area: 'mail', subject: message.subject }));
  return { accepted: true, lookup };
}
