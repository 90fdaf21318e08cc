/**
 * The mail sandbox's fixed ports on loopback: the embedded default of the runtime's mail transport, so
 * `npm run dev` mails cancel codes with nothing configured, and a developer reads them on its page.
 */
export const SANDBOX_MAIL = {
  /** Where it takes mail, over plain SMTP. */
  smtpPort: 4025,
  /** Its page listing what it received (and `GET /messages?to=` as JSON). */
  webPort: 4030,
} as const;

/** The runtime's SMTP URL for the mail sandbox on a port. */
export function sandboxSmtpUrl(port: number = SANDBOX_MAIL.smtpPort): string {
  return `smtp://127.0.0.1:${port}`;
}
