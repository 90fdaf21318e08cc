/**
 * docs/validation.md#email-for-the-tiktok-pixel: the email the short-video ad pixel is given, trimmed and lower-cased.
 */
export function tikTokEmail(email: string): string {
  return email.trim().toLowerCase();
}
