import type { Funnel } from '@/schemas/funnelSchema';

/** The URL paths a funnel is served at: its slug and each alias (each with its steps below it). */
export function funnelPaths(funnel: Pick<Funnel, 'slug' | 'aliases'>): string[] {
  return [funnel.slug, ...(funnel.aliases ?? [])].map((segment) => `/${segment}`);
}
