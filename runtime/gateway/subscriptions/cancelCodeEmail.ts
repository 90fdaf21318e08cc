import { customerMail } from '@/runtime/gateway/leads/customerMail';
import type { MailMessage } from '@/runtime/gateway/leads/mailer';
import type { MailSender } from '@/runtime/gateway/leads/mailSender';
import { say, type Words, wordLocaleOf } from '@/schemas/words';

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
  linkIntro: {
    en: 'Or skip the code: open this link to cancel.',
    es: 'O sáltate el código: abre este enlace para cancelar.',
    de: 'Oder ohne Code: Öffne diesen Link, um zu kündigen.',
    fr: 'Ou, sans saisir le code : ouvrez ce lien pour résilier.',
    'pt-BR': 'Ou pule o código: abra este link para cancelar.',
  },
  button: {
    en: 'Cancel my subscription',
    es: 'Cancelar mi suscripción',
    de: 'Mein Abo kündigen',
    fr: 'Résilier mon abonnement',
    'pt-BR': 'Cancelar minha assinatura',
  },
  linkValidity: {
    en: 'The link works for {hours} hours, even after you ask for another code.',
    es: 'El enlace sirve durante {hours} horas, aunque pidas otro código.',
    de: 'Der Link gilt {hours} Stunden, auch wenn du einen neuen Code anforderst.',
    fr: 'Le lien est valable {hours} heures, même si vous demandez un autre code.',
    'pt-BR': 'O link vale por {hours} horas, mesmo que você peça outro código.',
  },
  ignore: {
    en: 'If you did not ask to cancel, ignore this email: nothing changes unless the code or the link is used.',
    es: 'Si no pediste cancelar, ignora este correo: nada cambia si no se usa el código o el enlace.',
    de: 'Wenn du nicht kündigen wolltest, ignoriere diese E-Mail: Ohne den Code oder den Link ändert sich nichts.',
    fr: 'Si vous n’avez pas demandé de résiliation, ignorez cet e-mail : rien ne change sans le code ou le lien.',
    'pt-BR': 'Se você não pediu o cancelamento, ignore este e-mail: nada muda sem o código ou o link.',
  },
} as const satisfies Words;

/**
 * The email that carries a cancel code, in the visitor's locale: plain text and the same words in HTML, and the link
 * that cancels without the code (docs/decisions/0037) when the gateway knows where links lead. No tracking: no
 * images, nothing fetched when it is opened, no link but that one.
 */
export function cancelCodeEmail(
  request: {
    to: string;
    code: string;
    minutes: number;
    link: string | undefined;
    linkHours: number;
    locale: string;
  } & MailSender,
): MailMessage {
  // The visitor's locale, else their language's (`es-MX` reads `es`), else English.
  const lang = wordLocaleOf(request.locale) ?? 'en';
  const { link } = request;
  return customerMail({
    ...request,
    lang,
    subject: say(MAIL_WORDS, 'subject', lang, { product: request.product }),
    blocks: [
      { text: say(MAIL_WORDS, 'intro', lang) },
      { code: request.code },
      { text: say(MAIL_WORDS, 'validity', lang, { minutes: request.minutes }) },
      ...(link === undefined
        ? []
        : [
            { text: say(MAIL_WORDS, 'linkIntro', lang) },
            { link, label: say(MAIL_WORDS, 'button', lang) },
            { text: say(MAIL_WORDS, 'linkValidity', lang, { hours: request.linkHours }) },
          ]),
      { text: say(MAIL_WORDS, 'ignore', lang) },
    ],
  });
}
