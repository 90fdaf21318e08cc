import type { Funnel } from '../../schemas/funnelSchema';

/**
 * The language a funnel page is rendered in: the one its path names (localePath), when the funnel speaks it; the
 * funnel's first when it names none. Undefined for one the funnel does not speak: no such page.
 */
export function pageLocale(funnel: Pick<Funnel, 'locales'>, named: string | undefined): string | undefined {
  if (named === undefined) return funnel.locales[0] ?? 'en';
  return funnel.locales.includes(named) ? named : undefined;
}
