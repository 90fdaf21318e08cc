import type { FunnelDefinition } from '@/runtime/definitions/funnelDefinition';
import { readFixtureCatalog } from '@/runtime/definitions/readFixtureCatalog';
import type { Flow } from '@/schemas/flowSchema';

/** Where the fixture funnels live (each a funnel and its flow, valid alone and together). */
const FIXTURES = 'fixtures/funnels';

let catalog: FunnelDefinition[] | undefined;

/** Every fixture funnel with its flow, validated as a publish would, read once per test file. */
export function fixtureDefinitions(): FunnelDefinition[] {
  catalog ??= readFixtureCatalog(FIXTURES).funnels;
  return catalog;
}

/** One fixture funnel with its flow, by slug. */
export function fixtureDefinition(slug: string): FunnelDefinition {
  const found = fixtureDefinitions().find((d) => d.funnel.slug === slug);
  if (found === undefined) throw new Error(`no fixture funnel ${slug}`);
  return found;
}

/** The flow of a fixture funnel, by the funnel's slug. */
export function fixtureFlow(slug: string): Flow {
  return fixtureDefinition(slug).flow;
}
