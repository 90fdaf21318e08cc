import type { Words } from '@/schemas/words';

/** The words the information pages say around their text, in every language the runtime speaks. */
export const SITE_PAGE_WORDS = {
  lastUpdated: {
    en: 'Last updated {date}',
    es: 'Última actualización: {date}',
    de: 'Zuletzt aktualisiert am {date}',
    fr: 'Dernière mise à jour\u00a0: {date}',
    'pt-BR': 'Última atualização: {date}',
  },
  privacyPolicy: {
    en: 'Privacy policy',
    es: 'Política de privacidad',
    de: 'Datenschutzerklärung',
    fr: 'Politique de confidentialité',
    'pt-BR': 'Política de privacidade',
  },
} as const satisfies Words;
