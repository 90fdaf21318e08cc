import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { definitionVersions, experimentExposures } from '@/runtime/platform/db/schema';
import type { Experiment, Funnel } from '@/schemas/funnelSchema';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { testDatabases } from '@/testing/testDatabases';
import { readEarlierExperiments } from './readEarlierExperiments';

const experiment = (id: string, variants: readonly string[]): Experiment => ({
  id,
  status: 'running',
  variants: variants.map((variant) => ({ id: variant, weight: 1 })),
});

describe.each(testDatabases())('readEarlierExperiments on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('finds the experiments exposed before the current one, newest first, as their newest stored version has them', async () => {
    const { funnel: fixture } = fixtureDefinition('love-quiz');
    const { condition: _, ...base } = fixture;
    const slug = `report-${randomUUID().slice(0, 8)}`;
    const version = (n: number, tested?: Experiment): Funnel => ({
      ...base,
      slug,
      version: n,
      ...(tested && { experiment: tested }),
    });
    const stored = [
      version(1, experiment('price', ['a', 'b'])),
      // The price test, a variant added: the report shows it as this later version has it.
      version(2, experiment('price', ['a', 'b', 'c'])),
      version(3),
      version(4, experiment('paywall', ['x', 'y'])),
      version(5, experiment('never-seen', ['x', 'y'])),
      version(6, experiment('order', ['p', 'q'])),
    ];
    await handle.db.insert(definitionVersions).values([
      ...stored.map((document) => ({ kind: 'funnel' as const, key: slug, version: document.version, document })),
      // A version of a contract this runtime cannot read yet, naming the paywall test: passed over.
      {
        kind: 'funnel' as const,
        key: slug,
        version: 7,
        document: { ...version(7, experiment('paywall', ['x'])), contract: 999 },
      },
    ]);
    const exposed = (experimentId: string, variantId: string, funnelSlug = slug) => ({
      experimentId,
      visitorId: randomUUID(),
      variantId,
      funnelSlug,
    });
    await handle.db.insert(experimentExposures).values([
      exposed('price', 'a'),
      exposed('price', 'c'),
      exposed('paywall', 'y'),
      exposed('order', 'q'),
      // Exposures of an experiment no stored version of this funnel has, and of another funnel's.
      exposed('ghost', 'a'),
      exposed('elsewhere', 'a', 'palmistry'),
    ]);

    const ids = (found: Experiment[]) => found.map((e) => `${e.id}:${e.variants.map((v) => v.id).join(',')}`);
    expect(ids(await readEarlierExperiments(handle.db, slug, 'order'))).toEqual(['paywall:x,y', 'price:a,b,c']);
    expect(ids(await readEarlierExperiments(handle.db, slug, undefined))).toEqual([
      'order:p,q',
      'paywall:x,y',
      'price:a,b,c',
    ]);
    expect(await readEarlierExperiments(handle.db, 'palmistry-none', undefined)).toEqual([]);
  });
});
