import type { EmailOfferAnswer } from '@/schemas/gateway/emailOfferAnswer';
import type { Words } from '@/schemas/words';

type EmailOfferKind = EmailOfferAnswer['offer']['kind'];

/**
 * The words of the pages linked from email that act (a report or a trial sold on the page, the double opt-in
 * confirmed, a subscription cancelled from a cancel mail's link).
 */
export const EMAIL_PAGE_WORDS = {
  checkingLink: {
    en: 'Checking your link…',
    es: 'Comprobando tu enlace…',
    de: 'Dein Link wird geprüft …',
    fr: 'Vérification de votre lien…',
    'pt-BR': 'Verificando seu link…',
  },
  buyingFor: {
    en: 'Your report goes to {email}.',
    es: 'Tu informe se enviará a {email}.',
    de: 'Dein Bericht geht an {email}.',
    fr: 'Votre rapport sera envoyé à {email}.',
    'pt-BR': 'Seu relatório vai para {email}.',
  },
  emailLabel: {
    en: 'Your email',
    es: 'Tu correo electrónico',
    de: 'Deine E-Mail-Adresse',
    fr: 'Votre adresse e-mail',
    'pt-BR': 'Seu e-mail',
  },
  emailHint: {
    en: 'We send your report to this address.',
    es: 'Enviamos tu informe a esta dirección.',
    de: 'Wir schicken deinen Bericht an diese Adresse.',
    fr: 'Nous envoyons votre rapport à cette adresse.',
    'pt-BR': 'Enviamos seu relatório para este endereço.',
  },
  pageLinkExpired: {
    en: 'This link from our email has expired. Enter your email below to get your report.',
    es: 'Este enlace de nuestro correo ha caducado. Escribe tu correo abajo para recibir tu informe.',
    de: 'Dieser Link aus unserer E-Mail ist abgelaufen. Gib unten deine E-Mail-Adresse ein, um deinen Bericht zu erhalten.',
    fr: 'Ce lien de notre e-mail a expiré. Saisissez votre adresse e-mail ci-dessous pour recevoir votre rapport.',
    'pt-BR': 'Este link do nosso e-mail expirou. Digite seu e-mail abaixo para receber seu relatório.',
  },
  pageLinkInvalid: {
    en: 'This link is not valid: it may be incomplete or meant for another page. Enter your email below to get your report.',
    es: 'Este enlace no es válido: puede estar incompleto o ser de otra página. Escribe tu correo abajo para recibir tu informe.',
    de: 'Dieser Link ist ungültig: Er ist vielleicht unvollständig oder für eine andere Seite gedacht. Gib unten deine E-Mail-Adresse ein, um deinen Bericht zu erhalten.',
    fr: 'Ce lien n’est pas valide : il est peut-être incomplet ou destiné à une autre page. Saisissez votre adresse e-mail ci-dessous pour recevoir votre rapport.',
    'pt-BR':
      'Este link não é válido: pode estar incompleto ou ser de outra página. Digite seu e-mail abaixo para receber seu relatório.',
  },
  bought: {
    en: 'Thank you! Your report is on its way to {email}.',
    es: '¡Gracias! Tu informe va en camino a {email}.',
    de: 'Danke! Dein Bericht ist unterwegs an {email}.',
    fr: 'Merci ! Votre rapport est en route vers {email}.',
    'pt-BR': 'Obrigado! Seu relatório está a caminho de {email}.',
  },
  trialFor: {
    en: 'Your trial is for {email}.',
    es: 'Tu prueba es para {email}.',
    de: 'Deine Probezeit gilt für {email}.',
    fr: 'Votre essai est pour {email}.',
    'pt-BR': 'Seu teste é para {email}.',
  },
  trialEmailHint: {
    en: 'Your trial and your readings are kept under this address.',
    es: 'Tu prueba y tus lecturas quedan guardadas con esta dirección.',
    de: 'Deine Probezeit und deine Deutungen laufen über diese Adresse.',
    fr: 'Votre essai et vos lectures sont rattachés à cette adresse.',
    'pt-BR': 'Seu teste e suas leituras ficam guardados neste endereço.',
  },
  trialLinkExpired: {
    en: 'This link from our email has expired. Enter your email below to start your trial.',
    es: 'Este enlace de nuestro correo ha caducado. Escribe tu correo abajo para empezar tu prueba.',
    de: 'Dieser Link aus unserer E-Mail ist abgelaufen. Gib unten deine E-Mail-Adresse ein, um deine Probezeit zu starten.',
    fr: 'Ce lien de notre e-mail a expiré. Saisissez votre adresse e-mail ci-dessous pour commencer votre essai.',
    'pt-BR': 'Este link do nosso e-mail expirou. Digite seu e-mail abaixo para começar seu teste.',
  },
  trialLinkInvalid: {
    en: 'This link is not valid: it may be incomplete or meant for another page. Enter your email below to start your trial.',
    es: 'Este enlace no es válido: puede estar incompleto o ser de otra página. Escribe tu correo abajo para empezar tu prueba.',
    de: 'Dieser Link ist ungültig: Er ist vielleicht unvollständig oder für eine andere Seite gedacht. Gib unten deine E-Mail-Adresse ein, um deine Probezeit zu starten.',
    fr: 'Ce lien n’est pas valide : il est peut-être incomplet ou destiné à une autre page. Saisissez votre adresse e-mail ci-dessous pour commencer votre essai.',
    'pt-BR':
      'Este link não é válido: pode estar incompleto ou ser de outra página. Digite seu e-mail abaixo para começar seu teste.',
  },
  trialStarted: {
    en: 'Thank you! Your trial has started: your reading is on its way to {email}.',
    es: '¡Gracias! Tu prueba ha comenzado: tu lectura va en camino a {email}.',
    de: 'Danke! Deine Probezeit hat begonnen: Deine Deutung ist unterwegs an {email}.',
    fr: 'Merci ! Votre essai a commencé : votre lecture est en route vers {email}.',
    'pt-BR': 'Obrigado! Seu teste começou: sua leitura está a caminho de {email}.',
  },
  offerUnavailable: {
    en: 'This offer is not available right now. Try again later.',
    es: 'Esta oferta no está disponible ahora mismo. Inténtalo más tarde.',
    de: 'Dieses Angebot ist gerade nicht verfügbar. Versuche es später noch einmal.',
    fr: 'Cette offre n’est pas disponible pour le moment. Réessayez plus tard.',
    'pt-BR': 'Esta oferta não está disponível agora. Tente de novo mais tarde.',
  },
  confirming: {
    en: 'Confirming your email…',
    es: 'Confirmando tu correo…',
    de: 'Deine E-Mail-Adresse wird bestätigt …',
    fr: 'Confirmation de votre adresse e-mail…',
    'pt-BR': 'Confirmando seu e-mail…',
  },
  confirmed: {
    en: 'Your email is confirmed',
    es: 'Tu correo está confirmado',
    de: 'Deine E-Mail-Adresse ist bestätigt',
    fr: 'Votre adresse e-mail est confirmée',
    'pt-BR': 'Seu e-mail está confirmado',
  },
  alreadyConfirmed: {
    en: 'This confirmation link was already used',
    es: 'Este enlace de confirmación ya se usó',
    de: 'Dieser Bestätigungslink wurde bereits verwendet',
    fr: 'Ce lien de confirmation a déjà été utilisé',
    'pt-BR': 'Este link de confirmação já foi usado',
  },
  alreadyConfirmedText: {
    en: 'Your email was confirmed when the link was first opened; there is nothing more to do.',
    es: 'Tu correo se confirmó la primera vez que se abrió el enlace; no hay nada más que hacer.',
    de: 'Deine E-Mail-Adresse wurde beim ersten Öffnen des Links bestätigt; es ist nichts weiter zu tun.',
    fr: 'Votre adresse e-mail a été confirmée à la première ouverture du lien ; il n’y a rien d’autre à faire.',
    'pt-BR': 'Seu e-mail foi confirmado quando o link foi aberto pela primeira vez; não há mais nada a fazer.',
  },
  confirmLinkMissing: {
    en: 'Nothing to confirm',
    es: 'Nada que confirmar',
    de: 'Nichts zu bestätigen',
    fr: 'Rien à confirmer',
    'pt-BR': 'Nada para confirmar',
  },
  confirmLinkMissingText: {
    en: 'This page confirms an email from the link in our confirmation email. Open that email and follow its link.',
    es: 'Esta página confirma tu dirección de correo con el enlace de nuestro correo de confirmación. Abre ese correo y sigue su enlace.',
    de: 'Diese Seite bestätigt eine E-Mail-Adresse über den Link in unserer Bestätigungs-E-Mail. Öffne diese E-Mail und folge ihrem Link.',
    fr: 'Cette page confirme une adresse e-mail depuis le lien de notre e-mail de confirmation. Ouvrez cet e-mail et suivez son lien.',
    'pt-BR':
      'Esta página confirma seu endereço de e-mail pelo link do nosso e-mail de confirmação. Abra esse e-mail e siga o link.',
  },
  confirmLinkExpired: {
    en: 'This confirmation link has expired',
    es: 'Este enlace de confirmación ha caducado',
    de: 'Dieser Bestätigungslink ist abgelaufen',
    fr: 'Ce lien de confirmation a expiré',
    'pt-BR': 'Este link de confirmação expirou',
  },
  confirmLinkExpiredText: {
    en: 'Your email is not confirmed. Give it again in one of our readings and we will send you a fresh link.',
    es: 'Tu correo no está confirmado. Escríbelo de nuevo en una de nuestras lecturas y te enviaremos un enlace nuevo.',
    de: 'Deine E-Mail-Adresse ist nicht bestätigt. Gib sie in einer unserer Deutungen erneut ein, und wir schicken dir einen neuen Link.',
    fr: 'Votre adresse e-mail n’est pas confirmée. Saisissez-la à nouveau dans l’une de nos lectures et nous vous enverrons un nouveau lien.',
    'pt-BR': 'Seu e-mail não está confirmado. Informe-o de novo em uma de nossas leituras e enviaremos um novo link.',
  },
  confirmLinkInvalid: {
    en: 'This confirmation link is not valid',
    es: 'Este enlace de confirmación no es válido',
    de: 'Dieser Bestätigungslink ist ungültig',
    fr: 'Ce lien de confirmation n’est pas valide',
    'pt-BR': 'Este link de confirmação não é válido',
  },
  confirmLinkInvalidText: {
    en: 'Your email is not confirmed. Check that you opened the whole link from our latest email.',
    es: 'Tu correo no está confirmado. Comprueba que abriste el enlace completo de nuestro último correo.',
    de: 'Deine E-Mail-Adresse ist nicht bestätigt. Prüfe, ob du den vollständigen Link aus unserer letzten E-Mail geöffnet hast.',
    fr: 'Votre adresse e-mail n’est pas confirmée. Vérifiez que vous avez ouvert le lien complet de notre dernier e-mail.',
    'pt-BR': 'Seu e-mail não está confirmado. Verifique se você abriu o link completo do nosso último e-mail.',
  },
  renewsOn: {
    en: 'Your subscription renews on {date}.',
    es: 'Tu suscripción se renueva el {date}.',
    de: 'Dein Abo verlängert sich am {date}.',
    fr: 'Votre abonnement se renouvelle le {date}.',
    'pt-BR': 'Sua assinatura será renovada em {date}.',
  },
  cancelButton: {
    en: 'Cancel my subscription',
    es: 'Cancelar mi suscripción',
    de: 'Mein Abo kündigen',
    fr: 'Résilier mon abonnement',
    'pt-BR': 'Cancelar minha assinatura',
  },
  nothingToCancel: {
    en: 'Every subscription of this email is cancelled already: there is nothing more to do.',
    es: 'Todas las suscripciones de este correo ya están canceladas: no hay nada más que hacer.',
    de: 'Alle Abos dieser E-Mail-Adresse sind bereits gekündigt: Es ist nichts weiter zu tun.',
    fr: 'Tous les abonnements de cette adresse e-mail sont déjà résiliés : il n’y a rien d’autre à faire.',
    'pt-BR': 'Todas as assinaturas deste e-mail já estão canceladas: não há mais nada a fazer.',
  },
  cancelled: {
    en: 'Your subscription is cancelled: nothing more will be charged.',
    es: 'Tu suscripción está cancelada: no se cobrará nada más.',
    de: 'Dein Abo ist gekündigt: Es wird nichts mehr abgebucht.',
    fr: 'Votre abonnement est résilié : plus rien ne sera prélevé.',
    'pt-BR': 'Sua assinatura está cancelada: nada mais será cobrado.',
  },
  cancelLinkMissing: {
    en: 'This page cancels a subscription from the link in our cancel email. Ask for one on the cancel page.',
    es: 'Esta página cancela una suscripción con el enlace de nuestro correo de cancelación. Pídelo en la página de cancelación.',
    de: 'Diese Seite kündigt ein Abo über den Link in unserer Kündigungs-E-Mail. Fordere eine auf der Kündigungsseite an.',
    fr: 'Cette page résilie un abonnement depuis le lien de notre e-mail de résiliation. Demandez-en un sur la page de résiliation.',
    'pt-BR':
      'Esta página cancela uma assinatura pelo link do nosso e-mail de cancelamento. Peça um na página de cancelamento.',
  },
  cancelLinkExpired: {
    en: 'This link has expired, and nothing was changed. Ask for a new code on the cancel page.',
    es: 'Este enlace ha caducado y no se cambió nada. Pide un código nuevo en la página de cancelación.',
    de: 'Dieser Link ist abgelaufen, und es wurde nichts geändert. Fordere auf der Kündigungsseite einen neuen Code an.',
    fr: 'Ce lien a expiré, et rien n’a été modifié. Demandez un nouveau code sur la page de résiliation.',
    'pt-BR': 'Este link expirou, e nada foi alterado. Peça um novo código na página de cancelamento.',
  },
  cancelLinkInvalid: {
    en: 'This link is not valid, and nothing was changed. Check that you opened the whole link from our email, or ask for a new code.',
    es: 'Este enlace no es válido y no se cambió nada. Comprueba que abriste el enlace completo de nuestro correo o pide un código nuevo.',
    de: 'Dieser Link ist ungültig, und es wurde nichts geändert. Prüfe, ob du den vollständigen Link aus unserer E-Mail geöffnet hast, oder fordere einen neuen Code an.',
    fr: 'Ce lien n’est pas valide, et rien n’a été modifié. Vérifiez que vous avez ouvert le lien complet de notre e-mail, ou demandez un nouveau code.',
    'pt-BR':
      'Este link não é válido, e nada foi alterado. Verifique se você abriu o link completo do nosso e-mail ou peça um novo código.',
  },
  failed: {
    en: 'Something went wrong on our side. Try again in a moment.',
    es: 'Algo falló de nuestro lado. Inténtalo de nuevo en un momento.',
    de: 'Bei uns ist etwas schiefgegangen. Versuche es gleich noch einmal.',
    fr: 'Un problème est survenu de notre côté. Réessayez dans un instant.',
    'pt-BR': 'Algo deu errado do nosso lado. Tente de novo em instantes.',
  },
} as const satisfies Words;

/**
 * Which words a page that sells says, by what it sells (EmailOfferAnswer's kinds): a report goes to an email, a
 * trial starts for one.
 */
export const EMAIL_OFFER_WORDS = {
  report: {
    buyingFor: 'buyingFor',
    emailHint: 'emailHint',
    linkExpired: 'pageLinkExpired',
    linkInvalid: 'pageLinkInvalid',
    bought: 'bought',
  },
  trial: {
    buyingFor: 'trialFor',
    emailHint: 'trialEmailHint',
    linkExpired: 'trialLinkExpired',
    linkInvalid: 'trialLinkInvalid',
    bought: 'trialStarted',
  },
} as const satisfies Record<EmailOfferKind, Record<string, keyof typeof EMAIL_PAGE_WORDS>>;
