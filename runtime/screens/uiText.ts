/** The few words of the runtime's own chrome, per language (English as fallback). */
const TEXT = {
  back: { en: 'Back', es: 'Atrás', de: 'Zurück', fr: 'Retour', 'pt-BR': 'Voltar' },
  skip: { en: 'Skip', es: 'Omitir', de: 'Überspringen', fr: 'Passer', 'pt-BR': 'Pular' },
  progress: { en: 'Progress', es: 'Progreso', de: 'Fortschritt', fr: 'Progression', 'pt-BR': 'Progresso' },
} as const;

export function uiText(key: keyof typeof TEXT, locale: string): string {
  const texts: Record<string, string> = TEXT[key];
  return texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? key;
}
