import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** How long a mail server may take to connect and answer before the message counts as not sent. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * The mail transport: SMTP through nodemailer, to the server of an `smtp://` or `smtps://` URL (credentials in
 * it), from the configured sender. The message goes as written: no tracking pixel, no rewritten links, no
 * open or click tracking headers.
 */
export function createSmtpMailer(settings: { url: string; from: string }): Mailer {
  const transport = createTransport({
    url: settings.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (message) => {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.locale },
      });
    },
  };
}
