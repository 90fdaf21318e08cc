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

/**
 * The rules a chain of imports breaks in a project laid out like ours (none: it is allowed): each file imports the
 * next, the last is imported.
 */
async function brokenBy(...chain: string[]): Promise<string[]> {
  const dir = mkdtempSync(join(root, 'case-'));
  chain.forEach((file, i) => {
    const next = chain[i + 1];
    const text =
      next === undefined
        ? 'export const planted = 1;\n'
        : `import { planted as next } from '${relativeImport(file, next)}';\nexport const planted = next;\n`;
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  });
  const { output } = await cruise([...new Set(chain.map((file) => dirname(file)))], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  return [...new Set((output as ICruiseResult).summary.violations.map((v) => v.rule.name))].sort();
}

function relativeImport(from: string, to: string): string {
  const up = from.split('/').length - 1;
  return `${'../'.repeat(up)}${to.replace(/\.tsx?$/, '')}`;
}

describe('the layer rules (docs/layers.md)', () => {
  it.each([
    [
      'the flow reaching into the gateway',
      'runtime/flow/planted.ts',
      'runtime/gateway/orders/startCardOrder.ts',
      ['browser-reaches-no-server-module', 'layer-runtime-flow'],
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
      ['browser-reaches-no-server-module', 'layer-runtime-screens'],
    ],
    [
      'checkout importing a server module',
      'runtime/checkout/planted.ts',
      'runtime/platform/env.server.ts',
      ['browser-reaches-no-server-module', 'layer-runtime-checkout'],
    ],
    [
      'tracking in the browser reading the database',
      'runtime/tracking/planted.ts',
      'runtime/platform/db/appDatabase.ts',
      ['browser-reaches-no-server-module', 'layer-runtime-tracking'],
    ],
    [
      'the gateway writing definitions',
      'runtime/gateway/planted.ts',
      'runtime/definitions/publishedDefinitions.ts',
      ['layer-runtime-gateway'],
    ],
    [
      "a step kind's screen reading the database",
      'runtime/steps/birthPlace/PlantedStep.tsx',
      'runtime/platform/db/appDatabase.ts',
      ['browser-reaches-no-server-module', 'layer-runtime-steps'],
    ],
    [
      "a step kind's answer rule importing the server's settings",
      'runtime/steps/birthPlace/plantedAnswer.ts',
      'runtime/platform/env.server.ts',
      ['browser-reaches-no-server-module', 'layer-runtime-steps', 'step-answers-are-pure'],
    ],
    [
      "a step kind's answer rule importing its screen (the flow would load React)",
      'runtime/steps/birthPlace/plantedAnswer.ts',
      'runtime/steps/birthPlace/BirthPlaceStep.tsx',
      ['step-answers-are-pure'],
    ],
    [
      "the flow importing a step kind's screen",
      'runtime/flow/planted.ts',
      'runtime/steps/birthPlace/BirthPlaceStep.tsx',
      ['layer-runtime-flow'],
    ],
    [
      'a sandbox importing the runtime',
      'sandbox/payments/planted.ts',
      'runtime/gateway/orders/startCardOrder.ts',
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
    [
      "a screen reaching the database through the report's words",
      ['runtime/screens/Planted.tsx', 'runtime/report/planted.ts', 'runtime/platform/db/appDatabase.ts'],
    ],
    [
      'checkout reaching the server logger through the browser platform',
      ['runtime/checkout/planted.ts', 'runtime/platform/http/apiClients.ts', 'runtime/platform/logger/serverLogger.ts'],
    ],
    [
      'a service adapter reaching server settings three imports away',
      [
        'runtime/services/planted.ts',
        'runtime/platform/http/apiClients.ts',
        'runtime/platform/http/planted.ts',
        'runtime/platform/env.server.ts',
      ],
    ],
  ])('refuses %s, each import allowed on its own', async (_, chain) => {
    expect(await brokenBy(...chain)).toEqual(['browser-reaches-no-server-module']);
  });

  it('allows tracking, away from the screens, to read the database (the report)', async () => {
    expect(await brokenBy('runtime/report/planted.ts', 'runtime/platform/db/appDatabase.ts')).toEqual([]);
  });

  it.each([
    ['a screen using the flow', 'runtime/screens/Planted.tsx', 'runtime/flow/buildFlowMachine.ts'],
    ["the flow checking an answer by its kind's rule", 'runtime/flow/planted.ts', 'runtime/steps/answerKinds.ts'],
    [
      "a step kind's screen using the flow",
      'runtime/steps/birthPlace/PlantedStep.tsx',
      'runtime/flow/buildFlowMachine.ts',
    ],
    ['a screen using the browser’s HTTP client', 'runtime/screens/Planted.tsx', 'runtime/platform/http/apiClients.ts'],
    ['the gateway reading stored versions', 'runtime/gateway/planted.ts', 'runtime/definitions/definitionVersions.ts'],
    ['a route using the runtime', 'app/api/v1/planted/route.ts', 'runtime/gateway/orders/startCardOrder.ts'],
    ['a test using the test helpers', 'runtime/flow/planted.test.ts', 'testing/fixtureDefinitions.ts'],
    ['the composition root wiring layers', 'startServer.ts', 'runtime/definitions/sync.ts'],
  ])('allows %s', async (_, from, to) => {
    expect(await brokenBy(from, to)).toEqual([]);
  });
});
