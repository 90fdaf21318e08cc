import { localize } from '../../schemas/localize';

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
