import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATTERNS } from './patterns';

const slug = new RegExp(PATTERNS.slug.pattern);

/**
 * The app's own top-level pages and routes (a funnel slugged like one would never be reached), but `draft`: the page
 * of the funnel slugged `draft`, which it shows as a preview (docs/routes.md).
 */
const appPaths = readdirSync('app', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name) && entry.name !== 'draft')
  .map((entry) => entry.name);

describe('a funnel slug', () => {
  it.each(['palmistry', 'natal-chart', 'draft', 'reports', 'tech2'])('%s is one', (name) => {
    expect(slug.test(name)).toBe(true);
  });

  it.each(['Palmistry', 'natal--chart', '-chart', 'chart-', 'natal_chart', '', '404'])('%j is none', (name) => {
    expect(slug.test(name)).toBe(false);
  });

  it.each(appPaths)("is never %s, a path of the app's own", (path) => {
    expect(slug.test(path)).toBe(false);
  });

  it('names every reserved path in its sentence', () => {
    for (const path of [...appPaths, '404']) expect(PATTERNS.slug.sentence).toContain(path);
  });
});
