import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/** The project's layer rules, as `npm run lint` checks them. */
const { forbidden } = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

const root = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The rules an import from one file of a project laid out like ours to another breaks (none: it is allowed). */
async function brokenBy(from: string, to: string): Promise<string[]> {
  const dir = mkdtempSync(join(root, 'case-'));
  for (const [file, text] of [
    [from, `import { planted } from '${relativeImport(from, to)}';\nexport const uses = planted;\n`],
    [to, 'export const planted = 1;\n'],
  ] as const) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const { output } = await cruise([dirname(from), dirname(to)], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  return (output as ICruiseResult).summary.violations.map((v) => v.rule.name).sort();
}

function relativeImport(from: string, to: string): string {
  const up = from.split('/').length - 1;
  return `${'../'.repeat(up)}${to.replace(/\.tsx?$/, '')}`;
}

describe('the layer rules (DESIGN.md)', () => {
  it.each([
    [
      'the flow reaching into the gateway',
      'runtime/flow/planted.ts',
      'runtime/gateway/createOrder.ts',
      ['browser-imports-no-server-module', 'layer-runtime-flow'],
    ],
    ['schemas importing the runtime', 'schemas/planted.ts', 'runtime/flow/buildFlowMachine.ts', ['layer-schemas']],
    [
      'platform importing definitions',
      'runtime/platform/startServer.ts',
      'runtime/definitions/sync.ts',
      ['layer-runtime-platform'],
    ],
    [
      'a screen reading the database',
      'runtime/screens/Planted.tsx',
      'runtime/platform/db/appDatabase.ts',
      ['browser-imports-no-server-module', 'layer-runtime-screens'],
    ],
    [
      'checkout importing a server module',
      'runtime/checkout/planted.ts',
      'runtime/platform/env.server.ts',
      ['browser-imports-no-server-module', 'layer-runtime-checkout'],
    ],
    [
      'the gateway writing definitions',
      'runtime/gateway/planted.ts',
      'runtime/definitions/publishedDefinitions.ts',
      ['layer-runtime-gateway'],
    ],
    [
      'a sandbox importing the runtime',
      'sandbox/payments/planted.ts',
      'runtime/gateway/createOrder.ts',
      ['layer-sandbox'],
    ],
    [
      'production code importing a test helper',
      'runtime/gateway/planted.ts',
      'testing/openTestGateway.ts',
      ['layer-runtime-gateway', 'production-imports-no-test-helper'],
    ],
    [
      'a test of one layer testing another',
      'runtime/flow/planted.test.ts',
      'runtime/definitions/readDraft.ts',
      ['layer-runtime-flow-tests'],
    ],
  ])('refuses %s', async (_, from, to, rules) => {
    expect(await brokenBy(from, to)).toEqual(rules);
  });

  it.each([
    ['a screen using the flow', 'runtime/screens/Planted.tsx', 'runtime/flow/buildFlowMachine.ts'],
    ['a screen using the browser’s HTTP client', 'runtime/screens/Planted.tsx', 'runtime/platform/http/apiClients.ts'],
    ['the gateway reading stored versions', 'runtime/gateway/planted.ts', 'runtime/definitions/definitionVersions.ts'],
    ['a route using the runtime', 'app/api/v1/planted/route.ts', 'runtime/gateway/createOrder.ts'],
    ['a test using the test helpers', 'runtime/flow/planted.test.ts', 'testing/fixtureDefinitions.ts'],
    ['the composition root wiring layers', 'startServer.ts', 'runtime/definitions/sync.ts'],
  ])('allows %s', async (_, from, to) => {
    expect(await brokenBy(from, to)).toEqual([]);
  });
});
