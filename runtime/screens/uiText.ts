import { localize } from './localize';

/** The few words of the runtime's own chrome, per language (English as fallback). */
const TEXT = {
  back: { en: 'Back', es: 'Atrás', de: 'Zurück', fr: 'Retour', 'pt-BR': 'Voltar' },
  skip: { en: 'Skip', es: 'Omitir', de: 'Überspringen', fr: 'Passer', 'pt-BR': 'Pular' },
  language: { en: 'Language', es: 'Idioma', de: 'Sprache', fr: 'Langue', 'pt-BR': 'Idioma' },
  progress: { en: 'Progress', es: 'Progreso', de: 'Fortschritt', fr: 'Progression', 'pt-BR': 'Progresso' },
  emailConsent: {
    en: 'Send me my readings and gentle offers by email',
    es: 'Envíame mis lecturas y ofertas por email',
    de: 'Schickt mir meine Deutungen und Angebote per E-Mail',
    fr: 'Envoyez-moi mes lectures et des offres par e-mail',
    'pt-BR': 'Envie minhas leituras e ofertas por e-mail',
  },
  useCamera: {
    en: 'Use the camera',
    es: 'Usar la cámara',
    de: 'Kamera verwenden',
    fr: 'Utiliser la caméra',
    'pt-BR': 'Usar a câmera',
  },
  takePhoto: {
    en: 'Take the photo',
    es: 'Tomar la foto',
    de: 'Foto aufnehmen',
    fr: 'Prendre la photo',
    'pt-BR': 'Tirar a foto',
  },
  cameraRefused: {
    en: 'The camera is not available. You can upload a photo instead.',
    es: 'La cámara no está disponible. Puedes subir una foto.',
    de: 'Die Kamera ist nicht verfügbar. Du kannst stattdessen ein Foto hochladen.',
    fr: 'La caméra n’est pas disponible. Vous pouvez envoyer une photo à la place.',
    'pt-BR': 'A câmera não está disponível. Você pode enviar uma foto.',
  },
  tryAgain: {
    en: 'Try again',
    es: 'Intentar de nuevo',
    de: 'Erneut versuchen',
    fr: 'Réessayer',
    'pt-BR': 'Tentar de novo',
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
  terms: { en: 'Terms', es: 'Términos', de: 'AGB', fr: 'Conditions', 'pt-BR': 'Termos' },
  privacy: { en: 'Privacy', es: 'Privacidad', de: 'Datenschutz', fr: 'Confidentialité', 'pt-BR': 'Privacidade' },
  moneyBack: {
    en: 'Money-back policy',
    es: 'Política de reembolso',
    de: 'Geld-zurück-Garantie',
    fr: 'Politique de remboursement',
    'pt-BR': 'Política de reembolso',
  },
} as const;

export function uiText(key: keyof typeof TEXT, locale: string): string {
  const texts: Record<string, string> = TEXT[key];
  return localize(texts, locale);
}
