import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURES = 'fixtures/funnels';

export type FixturePair = { name: string; funnel: unknown; flow: unknown };

/** Every fixture funnel's two documents as parsed JSON, unvalidated: material for tests that break them. */
export function fixtureDocuments(): FixturePair[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      name,
      funnel: JSON.parse(readFileSync(join(FIXTURES, name, 'funnel.json'), 'utf8')) as unknown,
      flow: JSON.parse(readFileSync(join(FIXTURES, name, 'flow.json'), 'utf8')) as unknown,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
