/** An email to a customer. */
export type MailMessage = { to: string; subject: string; text: string };

/** Sends customers email; the embedded default (createOutboxMailer) keeps messages in the outbox table. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };
