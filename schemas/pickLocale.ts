/** The funnel locale that speaks a language asked for: exactly, or by language alone (`es-MX` takes `es`). */
export function matchLocale(funnelLocales: readonly string[], wanted: string): string | undefined {
  const exact = funnelLocales.find((l) => l.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const language = wanted.split('-')[0]?.toLowerCase();
  return funnelLocales.find((l) => l.split('-')[0]?.toLowerCase() === language);
}

/**
 * The funnel locale to show a visitor: the first of their browser's languages the funnel speaks (matchLocale), else
 * the funnel's default (its first locale).
 */
export function pickLocale(funnelLocales: readonly string[], preferred: readonly string[]): string {
  for (const wanted of preferred) {
    const matched = matchLocale(funnelLocales, wanted);
    if (matched) return matched;
  }
  return funnelLocales[0] ?? 'en';
}
