import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findFunnel, readFixtureCatalog } from '@/runtime/definitions/readFixtureCatalog';
import { THEMES } from '@/schemas/enums/themes';
import { MINIMAL_ANALYTICS_FUNNELS, NO_PRICE_FUNNELS, NO_SESSION_ANALYTICS_FUNNELS } from '@/schemas/funnelFlags';
import {
  FUNNEL_PAGES,
  FUNNEL_SLUGS,
  GENDER_FUNNELS,
  HASH_SLUG,
  PRELANDING_FUNNELS,
  STEP_PATHS,
} from '@/schemas/routes';
import { STEP_KINDS } from '@/schemas/stepKinds';
import { runCli } from './runCli';

const catalog = readFixtureCatalog('fixtures/funnels');

/** The fixture serving a URL path segment; `{hash}` is served by any funnel whose slug is a hash. */
function served(segment: string) {
  if (segment === '{hash}') return catalog.funnels.find((d) => HASH_SLUG.test(d.funnel.slug));
  return findFunnel(catalog, segment);
}

function hasStepAt(segment: string, path: string): boolean {
  return served(segment)?.flow.steps.some((s) => s.path === path) ?? false;
}

describe('fixtures', () => {
  it('are all valid, and the CLI agrees', () => {
    expect(catalog.refused).toEqual([]);
    const result = runCli(['validate', 'fixtures/funnels']);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(0);
  });

  it('show only pictures the app serves from public/', () => {
    const pictures = new Set(
      JSON.stringify(catalog.funnels)
        .match(/"\/images\/[^"]+"/g)
        ?.map((quoted) => JSON.parse(quoted) as string),
    );
    expect(pictures.size).toBeGreaterThan(0);
    expect([...pictures].filter((src) => !existsSync(`public${src}`))).toEqual([]);
  });

  it.each(FUNNEL_SLUGS)('serve the funnel slug %s', (slug) => {
    expect(served(slug)).toBeDefined();
  });

  it.each(FUNNEL_PAGES)('serve the funnel page %s', (page) => {
    const [segment = '', ...rest] = page.slice(1).split('/');
    expect(served(segment)).toBeDefined();
    if (rest.length > 0) expect(hasStepAt(segment, rest.join('/'))).toBe(true);
  });

  it.each(PRELANDING_FUNNELS)('serve %s/prelanding', (funnel) => {
    expect(hasStepAt(funnel, 'prelanding')).toBe(true);
  });

  it.each(GENDER_FUNNELS)('serve %s/gender', (funnel) => {
    expect(hasStepAt(funnel, 'gender')).toBe(true);
  });

  it.each(THEMES)('include the theme %s', (theme) => {
    expect(catalog.funnels.some((d) => d.funnel.theme === theme)).toBe(true);
  });

  it.each(STEP_PATHS)('use the step path /%s', (path) => {
    expect(catalog.funnels.some((d) => d.flow.steps.some((s) => s.path.split('/')[0] === path))).toBe(true);
  });

  it('speak several locales on at least three funnels', () => {
    expect(catalog.funnels.filter((d) => d.funnel.locales.length > 1).length).toBeGreaterThanOrEqual(3);
  });

  it('branch on answers in at least five flows', () => {
    const branching = catalog.funnels.filter((d) =>
      d.flow.steps.some((s) => (s.branches ?? []).some((b) => JSON.stringify(b.when).includes('"answers.'))),
    );
    expect(branching.length).toBeGreaterThanOrEqual(5);
  });

  it.each(NO_PRICE_FUNNELS)('give %s no price and no checkout', (slug) => {
    const definition = served(slug);
    expect(definition?.funnel.flags?.noPrice).toBe(true);
    expect(definition?.funnel.products).toBeUndefined();
    expect(definition?.flow.steps.filter((s) => 'sells' in STEP_KINDS[s.kind])).toEqual([]);
  });

  it('set the analytics flags of docs/limits.md exactly on the funnels it names', () => {
    const flagged = (flag: 'minimalAnalytics' | 'noSessionAnalytics') =>
      catalog.funnels
        .filter((d) => d.funnel.flags?.[flag])
        .map((d) => d.funnel.slug)
        .sort();
    expect(flagged('minimalAnalytics')).toEqual([...MINIMAL_ANALYTICS_FUNNELS].sort());
    expect(flagged('noSessionAnalytics')).toEqual([...NO_SESSION_ANALYTICS_FUNNELS].sort());
  });
});
