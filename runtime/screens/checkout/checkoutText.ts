import { localize } from '../localize';

/** The words of checkout and cancellation, loaded with those screens only (the first step never needs them). */
const TEXT = {
  discount: {
    en: 'Your {percent}% discount is applied',
    es: 'Tu descuento del {percent}% está aplicado',
    de: 'Dein Rabatt von {percent} % ist berücksichtigt',
    fr: 'Votre réduction de {percent} % est appliquée',
    'pt-BR': 'Seu desconto de {percent}% foi aplicado',
  },
  bankCheck: {
    en: 'Your bank’s security check',
    es: 'La verificación de seguridad de tu banco',
    de: 'Die Sicherheitsprüfung deiner Bank',
    fr: 'La vérification de sécurité de votre banque',
    'pt-BR': 'A verificação de segurança do seu banco',
  },
  tryAgain: {
    en: 'Try again',
    es: 'Intentar de nuevo',
    de: 'Erneut versuchen',
    fr: 'Réessayer',
    'pt-BR': 'Tentar de novo',
  },
  dueToday: {
    en: 'Due today',
    es: 'A pagar hoy',
    de: 'Heute fällig',
    fr: 'À payer aujourd’hui',
    'pt-BR': 'A pagar hoje',
  },
  trialDays: {
    en: 'for a {days}-day trial',
    es: 'por una prueba de {days} días',
    de: 'für {days} Tage Probezeit',
    fr: 'pour un essai de {days} jours',
    'pt-BR': 'por um teste de {days} dias',
  },
  renewal: {
    en: 'Then {price} every {period}, from {date}. Cancel anytime.',
    es: 'Después {price} cada {period}, desde el {date}. Cancela cuando quieras.',
    de: 'Danach {price} alle {period}, ab {date}. Jederzeit kündbar.',
    fr: 'Puis {price} tous les {period}, à partir du {date}. Résiliable à tout moment.',
    'pt-BR': 'Depois {price} a cada {period}, a partir de {date}. Cancele quando quiser.',
  },
  receiptTo: {
    en: 'Your receipt goes to {email}',
    es: 'Tu recibo llegará a {email}',
    de: 'Deine Quittung geht an {email}',
    fr: 'Votre reçu sera envoyé à {email}',
    'pt-BR': 'Seu recibo vai para {email}',
  },
  billingName: {
    en: 'Name on the receipt',
    es: 'Nombre en el recibo',
    de: 'Name auf der Quittung',
    fr: 'Nom sur le reçu',
    'pt-BR': 'Nome no recibo',
  },
  billingCountry: { en: 'Country', es: 'País', de: 'Land', fr: 'Pays', 'pt-BR': 'País' },
  chooseCountry: {
    en: 'Choose your country',
    es: 'Elige tu país',
    de: 'Wähle dein Land',
    fr: 'Choisissez votre pays',
    'pt-BR': 'Escolha seu país',
  },
  billingPostalCode: {
    en: 'Postal code (optional)',
    es: 'Código postal (opcional)',
    de: 'Postleitzahl (optional)',
    fr: 'Code postal (facultatif)',
    'pt-BR': 'Código postal (opcional)',
  },
  preparing: {
    en: 'Preparing your secure payment form…',
    es: 'Preparando tu formulario de pago seguro…',
    de: 'Dein sicheres Zahlungsformular wird vorbereitet …',
    fr: 'Préparation de votre formulaire de paiement sécurisé…',
    'pt-BR': 'Preparando seu formulário de pagamento seguro…',
  },
  confirming: {
    en: 'Confirming your payment…',
    es: 'Confirmando tu pago…',
    de: 'Deine Zahlung wird bestätigt …',
    fr: 'Confirmation de votre paiement…',
    'pt-BR': 'Confirmando seu pagamento…',
  },
  stillConfirming: {
    en: 'Your bank has not confirmed the payment yet. You will not be charged twice.',
    es: 'Tu banco aún no ha confirmado el pago. No se te cobrará dos veces.',
    de: 'Deine Bank hat die Zahlung noch nicht bestätigt. Es wird nichts doppelt abgebucht.',
    fr: 'Votre banque n’a pas encore confirmé le paiement. Vous ne serez pas débité deux fois.',
    'pt-BR': 'Seu banco ainda não confirmou o pagamento. Você não será cobrado duas vezes.',
  },
  checkAgain: {
    en: 'Check again',
    es: 'Comprobar de nuevo',
    de: 'Erneut prüfen',
    fr: 'Vérifier à nouveau',
    'pt-BR': 'Verificar de novo',
  },
  added: {
    en: 'Added to your reading',
    es: 'Añadido a tu lectura',
    de: 'Zu deiner Deutung hinzugefügt',
    fr: 'Ajouté à votre lecture',
    'pt-BR': 'Adicionado à sua leitura',
  },
  continue: { en: 'Continue', es: 'Continuar', de: 'Weiter', fr: 'Continuer', 'pt-BR': 'Continuar' },
  noThanks: {
    en: 'No thanks, continue',
    es: 'No, gracias, continuar',
    de: 'Nein danke, weiter',
    fr: 'Non merci, continuer',
    'pt-BR': 'Não, obrigado, continuar',
  },
  codeInvalid: {
    en: 'That code does not match. Check the email we sent and try again.',
    es: 'Ese código no coincide. Revisa el email que te enviamos e inténtalo de nuevo.',
    de: 'Dieser Code stimmt nicht. Prüfe die E-Mail von uns und versuche es erneut.',
    fr: 'Ce code ne correspond pas. Vérifiez l’e-mail envoyé et réessayez.',
    'pt-BR': 'Esse código não confere. Veja o email que enviamos e tente de novo.',
  },
  tooManyAttempts: {
    en: 'Too many tries. Go back and ask for a new code.',
    es: 'Demasiados intentos. Vuelve atrás y pide un código nuevo.',
    de: 'Zu viele Versuche. Geh zurück und fordere einen neuen Code an.',
    fr: 'Trop d’essais. Revenez en arrière et demandez un nouveau code.',
    'pt-BR': 'Tentativas demais. Volte e peça um novo código.',
  },
  rateLimited: {
    en: 'Too many tries. Please wait {minutes} and try again.',
    es: 'Demasiados intentos. Espera {minutes} y vuelve a intentarlo.',
    de: 'Zu viele Versuche. Bitte warte {minutes} und versuche es dann erneut.',
    fr: 'Trop d’essais. Patientez {minutes}, puis réessayez.',
    'pt-BR': 'Tentativas demais. Aguarde {minutes} e tente de novo.',
  },
  noSubscription: {
    en: 'We found no active subscription for this email.',
    es: 'No encontramos ninguna suscripción activa con este email.',
    de: 'Wir haben kein aktives Abo zu dieser E-Mail gefunden.',
    fr: 'Nous n’avons trouvé aucun abonnement actif pour cet e-mail.',
    'pt-BR': 'Não encontramos assinatura ativa para este email.',
  },
  accessUntil: {
    en: 'You keep full access until {date}.',
    es: 'Mantienes el acceso completo hasta el {date}.',
    de: 'Du behältst vollen Zugang bis zum {date}.',
    fr: 'Vous gardez un accès complet jusqu’au {date}.',
    'pt-BR': 'Você mantém acesso completo até {date}.',
  },
} as const;

export function checkoutText(key: keyof typeof TEXT, locale: string): string {
  const texts: Record<string, string> = TEXT[key];
  return localize(texts, locale);
}
