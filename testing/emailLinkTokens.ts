import { type EmailLinkClaims, signEmailLinkToken } from '@/runtime/signing/emailLinkToken';

/** The secret tests sign email links with. */
const TEST_LINK_SECRET = 'secret-of-enough-length-0123456789abcdef';

/** An email link's token as the gateway signs one, for the tests of what reads it in the browser. */
export function testEmailLinkToken(claims: EmailLinkClaims): string {
  return signEmailLinkToken(TEST_LINK_SECRET, claims);
}
