/** An email to a customer: plain text and HTML alternatives of the same words. */
export type MailMessage = { to: string; subject: string; text: string; html: string; locale: string };

/** Sends customers email (createSmtpMailer: the configured SMTP transport, or the mail sandbox). */
export type Mailer = { send: (message: MailMessage) => Promise<void> };
