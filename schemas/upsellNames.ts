import type { UpsellProductId } from './upsellCatalogue';
import type { WordEntry } from './words';

/** What each one-time product is called, in the languages the funnels speak (English as fallback). */
export const UPSELL_NAMES = {
  numerology_analysis: {
    en: 'Numerology analysis',
    es: 'Análisis numerológico',
    de: 'Numerologie-Analyse',
    fr: 'Analyse numérologique',
    'pt-BR': 'Análise numerológica',
  },
  tarot_reading: {
    en: 'Tarot reading',
    es: 'Lectura de tarot',
    de: 'Tarot-Deutung',
    fr: 'Tirage de tarot',
    'pt-BR': 'Leitura de tarô',
  },
  palmistry_guide: {
    en: 'Palmistry guide',
    es: 'Guía de quiromancia',
    de: 'Handlese-Leitfaden',
    fr: 'Guide de chiromancie',
    'pt-BR': 'Guia de quiromancia',
  },
  ultra_pack_4: {
    en: 'Ultra pack: 4 reports',
    es: 'Paquete ultra: 4 informes',
    de: 'Ultra-Paket: 4 Berichte',
    fr: 'Pack ultra : 4 rapports',
    'pt-BR': 'Pacote ultra: 4 relatórios',
  },
  ultra_pack_5: {
    en: 'Ultra pack: 5 reports',
    es: 'Paquete ultra: 5 informes',
    de: 'Ultra-Paket: 5 Berichte',
    fr: 'Pack ultra : 5 rapports',
    'pt-BR': 'Pacote ultra: 5 relatórios',
  },
  natal_chart_reading: {
    en: 'Natal chart reading',
    es: 'Lectura de carta natal',
    de: 'Geburtshoroskop-Deutung',
    fr: 'Lecture du thème natal',
    'pt-BR': 'Leitura do mapa natal',
  },
  black_moon_report: {
    en: 'Black moon report',
    es: 'Informe de la luna negra',
    de: 'Bericht zum Schwarzen Mond',
    fr: 'Rapport sur la lune noire',
    'pt-BR': 'Relatório da lua negra',
  },
  love_spell: {
    en: 'Love spell',
    es: 'Hechizo de amor',
    de: 'Liebeszauber',
    fr: 'Sort d’amour',
    'pt-BR': 'Feitiço de amor',
  },
  compatibility_report: {
    en: 'Compatibility report',
    es: 'Informe de compatibilidad',
    de: 'Kompatibilitätsbericht',
    fr: 'Rapport de compatibilité',
    'pt-BR': 'Relatório de compatibilidade',
  },
  premium_2_weeks: {
    en: 'Premium for 2 weeks',
    es: 'Premium por 2 semanas',
    de: 'Premium für 2 Wochen',
    fr: 'Premium pendant 2 semaines',
    'pt-BR': 'Premium por 2 semanas',
  },
  premium_1_month: {
    en: 'Premium for 1 month',
    es: 'Premium por 1 mes',
    de: 'Premium für 1 Monat',
    fr: 'Premium pendant 1 mois',
    'pt-BR': 'Premium por 1 mês',
  },
} as const satisfies Record<UpsellProductId, WordEntry>;
