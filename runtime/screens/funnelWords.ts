import type { Words } from '@/schemas/words';

/**
 * The words of the frame every funnel step shows (the header and the footer), in every language the runtime
 * speaks. They come with the first step; the words of the step controls load with their controls (controlWords).
 */
export const FUNNEL_WORDS = {
  back: { en: 'Back', es: 'Atrás', de: 'Zurück', fr: 'Retour', 'pt-BR': 'Voltar' },
  language: { en: 'Language', es: 'Idioma', de: 'Sprache', fr: 'Langue', 'pt-BR': 'Idioma' },
  progress: { en: 'Progress', es: 'Progreso', de: 'Fortschritt', fr: 'Progression', 'pt-BR': 'Progresso' },
  terms: { en: 'Terms', es: 'Condiciones', de: 'Nutzungsbedingungen', fr: 'Conditions', 'pt-BR': 'Termos' },
  privacy: { en: 'Privacy', es: 'Privacidad', de: 'Datenschutz', fr: 'Confidentialité', 'pt-BR': 'Privacidade' },
  cookieSettings: {
    en: 'Cookie settings',
    es: 'Configuración de cookies',
    de: 'Cookie-Einstellungen',
    fr: 'Paramètres des cookies',
    'pt-BR': 'Configurações de cookies',
  },
  moneyBack: {
    en: 'Money-back policy',
    es: 'Política de reembolso',
    de: 'Rückerstattungsrichtlinie',
    fr: 'Politique de remboursement',
    'pt-BR': 'Política de reembolso',
  },
} as const satisfies Words;
