import { escapeHtml } from '../../schemas/escapeHtml';
import { say, type Words, wordLocaleOf } from '../../schemas/words';
import type { MailMessage } from './mailer';
import type { MailSender } from './mailSender';

/** The words of the cancel code email, in every language the runtime speaks. */
export const MAIL_WORDS = {
  subject: {
    en: 'Your code to cancel your {product} subscription',
    es: 'Tu código para cancelar tu suscripción a {product}',
    de: 'Dein Code zum Kündigen deines {product}-Abos',
    fr: 'Votre code pour résilier votre abonnement {product}',
    'pt-BR': 'Seu código para cancelar sua assinatura {product}',
  },
  intro: {
    en: 'Here is the code you asked for to cancel your subscription:',
    es: 'Este es el código que pediste para cancelar tu suscripción:',
    de: 'Hier ist der Code, den du zum Kündigen deines Abos angefordert hast:',
    fr: 'Voici le code que vous avez demandé pour résilier votre abonnement :',
    'pt-BR': 'Aqui está o código que você pediu para cancelar sua assinatura:',
  },
  validity: {
    en: 'It works for {minutes} minutes. Enter it on the page where you asked for it.',
    es: 'Sirve durante {minutes} minutos. Escríbelo en la página donde lo pediste.',
    de: 'Er gilt {minutes} Minuten. Gib ihn auf der Seite ein, auf der du ihn angefordert hast.',
    fr: 'Il est valable {minutes} minutes. Saisissez-le sur la page où vous l’avez demandé.',
    'pt-BR': 'Ele vale por {minutes} minutos. Digite-o na página onde você o pediu.',
  },
  ignore: {
    en: 'If you did not ask to cancel, ignore this email: nothing changes without the code.',
    es: 'Si no pediste cancelar, ignora este correo: nada cambia sin el código.',
    de: 'Wenn du nicht kündigen wolltest, ignoriere diese E-Mail: Ohne den Code ändert sich nichts.',
    fr: 'Si vous n’avez pas demandé de résiliation, ignorez cet e-mail : rien ne change sans le code.',
    'pt-BR': 'Se você não pediu o cancelamento, ignore este e-mail: nada muda sem o código.',
  },
} as const satisfies Words;

/**
 * The email that carries a cancel code, in the visitor's locale: plain text and the same words in HTML. It
 * carries no tracking: no images, no links, nothing fetched when it is opened.
 */
export function cancelCodeEmail(
  request: {
    to: string;
    code: string;
    minutes: number;
    locale: string;
  } & MailSender,
): MailMessage {
  // The visitor's locale, else their language's (`es-MX` reads `es`), else English.
  const lang = wordLocaleOf(request.locale) ?? 'en';
  const subject = say(MAIL_WORDS, 'subject', lang, { product: request.product });
  const intro = say(MAIL_WORDS, 'intro', lang);
  const validity = say(MAIL_WORDS, 'validity', lang, { minutes: request.minutes });
  const ignore = say(MAIL_WORDS, 'ignore', lang);
  return {
    to: request.to,
    locale: lang,
    subject,
    text: [intro, '', request.code, '', validity, '', ignore, '', `— ${request.product}`, request.company, ''].join(
      '\n',
    ),
    html: `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1d1a2f; line-height: 1.5">
<p>${escapeHtml(intro)}</p>
<p style="font-size: 2rem; font-family: ui-monospace, monospace; letter-spacing: 0.3em">${escapeHtml(request.code)}</p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(ignore)}</p>
<p>— ${escapeHtml(request.product)}</p>
<p style="font-size: 0.8rem; color: #5d5873">${escapeHtml(request.company)}</p>
</body>
</html>
`,
  };
}
