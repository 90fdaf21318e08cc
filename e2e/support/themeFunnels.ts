import { readdirSync, readFileSync } from 'node:fs';
import type { Theme } from '@/schemas/enums/themes';
import type { Funnel } from '@/schemas/funnelSchema';

const FIXTURES = 'fixtures/funnels';
const funnels = readdirSync(FIXTURES)
  .map((slug) => JSON.parse(readFileSync(`${FIXTURES}/${slug}/funnel.json`, 'utf8')) as Funnel)
  .filter((funnel) => funnel.status === 'active');

/** A published fixture funnel of the theme, to show the theme by: the one named after it when there is one. */
export function funnelOfTheme(theme: Theme): Funnel | undefined {
  const themed = funnels.filter((funnel) => funnel.theme === theme);
  return themed.find((funnel) => funnel.slug === theme || funnel.slug === `nebula-${theme}`) ?? themed[0];
}
