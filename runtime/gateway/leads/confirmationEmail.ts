import { say, type Words, wordLocaleOf } from '@/schemas/words';
import { customerMail } from './customerMail';
import type { MailMessage } from './mailer';
import type { MailSender } from './mailSender';

/** The words of the double opt-in mail, in every language the runtime speaks. */
export const CONFIRMATION_MAIL_WORDS = {
  subject: {
    en: 'Confirm your email for {product}',
    es: 'Confirma tu correo para {product}',
    de: 'Bestätige deine E-Mail-Adresse für {product}',
    fr: 'Confirmez votre adresse e-mail pour {product}',
    'pt-BR': 'Confirme seu e-mail para {product}',
  },
  intro: {
    en: 'You gave this email address on {product}. Confirm it to receive your readings and our news:',
    es: 'Diste esta dirección de correo en {product}. Confírmala para recibir tus lecturas y nuestras novedades:',
    de: 'Du hast diese E-Mail-Adresse bei {product} angegeben. Bestätige sie, um deine Deutungen und unsere Neuigkeiten zu erhalten:',
    fr: 'Vous avez indiqué cette adresse e-mail sur {product}. Confirmez-la pour recevoir vos lectures et nos actualités :',
    'pt-BR': 'Você informou este e-mail no {product}. Confirme-o para receber suas leituras e nossas novidades:',
  },
  button: {
    en: 'Confirm my email',
    es: 'Confirmar mi correo',
    de: 'E-Mail-Adresse bestätigen',
    fr: 'Confirmer mon adresse e-mail',
    'pt-BR': 'Confirmar meu e-mail',
  },
  validity: {
    en: 'The link works once, for {days} days.',
    es: 'El enlace solo se puede usar una vez y es válido durante {days} días.',
    de: 'Der Link ist {days} Tage lang gültig und funktioniert nur einmal.',
    fr: 'Le lien fonctionne une seule fois, pendant {days} jours.',
    'pt-BR': 'O link só pode ser usado uma vez e vale por {days} dias.',
  },
  ignore: {
    en: 'If this was not you, ignore this email: without confirmation we send you nothing more.',
    es: 'Si no fuiste tú, ignora este correo: sin confirmación no te enviamos nada más.',
    de: 'Wenn du das nicht warst, ignoriere diese E-Mail: Ohne Bestätigung schicken wir dir nichts weiter.',
    fr: 'Si ce n’était pas vous, ignorez cet e-mail : sans confirmation, nous ne vous enverrons plus rien.',
    'pt-BR': 'Se não foi você, ignore este e-mail: sem confirmação não enviamos mais nada.',
  },
} as const satisfies Words;

/**
 * The double opt-in mail after the email step, in the visitor's locale: plain text and the same words in HTML, with
 * the one confirmation link. No images, no tracking.
 */
export function confirmationEmail(
  request: {
    to: string;
    link: string;
    days: number;
    locale: string;
  } & MailSender,
): MailMessage {
  const lang = wordLocaleOf(request.locale) ?? 'en';
  return customerMail({
    ...request,
    lang,
    subject: say(CONFIRMATION_MAIL_WORDS, 'subject', lang, { product: request.product }),
    blocks: [
      { text: say(CONFIRMATION_MAIL_WORDS, 'intro', lang, { product: request.product }) },
      { link: request.link, label: say(CONFIRMATION_MAIL_WORDS, 'button', lang) },
      { text: say(CONFIRMATION_MAIL_WORDS, 'validity', lang, { days: request.days }) },
      { text: say(CONFIRMATION_MAIL_WORDS, 'ignore', lang) },
    ],
  });
}
