import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { type EmailLinkClaims, type EmailLinkPurpose, verifyEmailLinkToken } from '@/runtime/signing/emailLinkToken';

/**
 * The claims of an email link's token, checked by the gateway itself (never trusting the browser): refused in the
 * error shape of docs/errors.md#error-shape when it is not one: 400 `link_invalid` malformed, 403 `link_invalid` not signed with our key
 * or for another page or lead, 410 `link_expired` too old.
 */
export function verifyEmailLink(
  ctx: GatewayContext,
  token: string | undefined,
  expected: { purpose: EmailLinkPurpose; subject?: string },
): EmailLinkClaims {
  const checked = verifyEmailLinkToken(ctx.emailLinks.secret, token, expected, ctx.now());
  if (checked.ok) return checked.claims;
  switch (checked.problem) {
    case 'expired':
      throw gatewayRefusal({ code: 'link_expired', message: 'This link has expired' }, 410);
    case 'malformed':
      throw gatewayRefusal({ code: 'link_invalid', message: 'This is not a link we sent' }, 400);
    default:
      throw gatewayRefusal({ code: 'link_invalid', message: 'This link is not valid here' }, 403);
  }
}
