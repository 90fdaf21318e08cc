import { randomBytes } from 'node:crypto';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { hashSecret } from '@/runtime/gateway/hashSecret';
import { verifyEmailLink } from '@/runtime/gateway/leads/verifyEmailLink';
import { rateLimit } from '@/runtime/gateway/rateLimit';
import { cancelVerifications } from '@/runtime/platform/db/schema';
import type { CancelVerifiedAnswer } from '@/schemas/gateway/cancelVerifiedAnswer';
import { answerVerifiedEmail } from './answerVerifiedEmail';
import { CANCEL_CODE_VERIFIES_PER_CLIENT } from './verifyCancelCode';

/**
 * Proves an email with the link of a cancel mail (requestCancelCode): whoever holds a mail we sent to the email holds
 * its mailbox, whoever's lookup made us send it, so the link works for as long as it lasts, however many lookups came
 * since and whatever others tried (docs/decisions/0037). Its token is signed and unguessable, so no limit names the
 * email; the client's limit on tries counts it. Refused as every email link is (verifyEmailLink): 400 or 403
 * `link_invalid`, 410 `link_expired`.
 */
export async function verifyCancelLink(
  ctx: GatewayContext,
  request: { link: string },
  client: string,
): Promise<CancelVerifiedAnswer> {
  await rateLimit(ctx, CANCEL_CODE_VERIFIES_PER_CLIENT, client);
  const { email } = verifyEmailLink(ctx, request.link, { purpose: 'cancel' });
  // A verification of its own, with no code anyone could try: the link proved the email.
  const [verification] = await ctx.db
    .insert(cancelVerifications)
    .values({ email, codeHash: hashSecret(randomBytes(32).toString('hex')), expiresAt: ctx.now() })
    .returning({ id: cancelVerifications.id, email: cancelVerifications.email });
  if (verification === undefined) throw new Error('the link’s verification was not kept');
  return answerVerifiedEmail(ctx, verification);
}
