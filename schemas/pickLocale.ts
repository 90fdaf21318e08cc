/**
 * The funnel locale to show a visitor: the first of their browser's languages the funnel speaks
 * (exactly, or by language alone: `es-MX` takes `es`), else the funnel's default (its first locale).
 */
export function pickLocale(funnelLocales: readonly string[], preferred: readonly string[]): string {
  for (const wanted of preferred) {
    const exact = funnelLocales.find((l) => l.toLowerCase() === wanted.toLowerCase());
    if (exact) return exact;
    const language = wanted.split('-')[0]?.toLowerCase();
    const byLanguage = funnelLocales.find((l) => l.split('-')[0]?.toLowerCase() === language);
    if (byLanguage) return byLanguage;
  }
  return funnelLocales[0] ?? 'en';
}
