/**
 * The layer rules of docs/architecture.md#layer-rules ("who may import whom"), checked by `npm run lint`: the table is
 * `layers.cjs`, mapped in docs/layers.md. Each layer names the layers it may import; a test may also import the test
 * helpers in `testing/`. The app's entry and composition root (the files at the top: server.ts, startServer.ts,
 * instrumentation.ts), `testing/`, `e2e/` and `bench/` may import anything. See docs/decisions/0012-layer-rules.md.
 */

/** Folders and top-level files of the project (what a rule may forbid; packages are not layers). */
const PROJECT = '^(app|bench|e2e|runtime|sandbox|schemas|testing)/|^[^/]+\\.(ts|tsx|mjs|cjs)$';

const { LAYERS, BROWSER_LAYERS, SERVER_MODULE, STEP_ANSWERS } = require('./layers.cjs');

const TEST = '\\.test\\.tsx?$';
/** What a test may import besides its layer: the test helpers, and the sandboxes as peers that speak real protocols. */
const TEST_HELPERS = ['^testing/', '^sandbox/[^/]+/start\\w+\\.ts$'];

module.exports = {
  forbidden: [
    ...Object.entries(LAYERS).flatMap(([layer, { imports: allowed }]) => {
      const own = `^${layer}/`;
      const not = (extra) => [own, ...allowed, ...extra].join('|');
      return [
        {
          name: `layer-${layer.replace('/', '-')}`,
          comment: `${layer} imports only ${allowed.length ? allowed.join(', ') : 'itself'} (docs/layers.md)`,
          severity: 'error',
          from: { path: own, pathNot: TEST },
          to: { path: PROJECT, pathNot: not([]) },
        },
        {
          name: `layer-${layer.replace('/', '-')}-tests`,
          comment: `tests of ${layer} test ${layer}: they import it, what it may import, test helpers and the sandboxes`,
          severity: 'error',
          from: { path: `${own}.+${TEST}` },
          to: { path: PROJECT, pathNot: not(TEST_HELPERS) },
        },
      ];
    }),
    {
      name: 'browser-reaches-no-server-module',
      comment:
        'what runs in the browser never reaches a server module (`*.server.ts`, the database, the gateway, the server logger), however many imports away: nothing the browser layers import, nor what that imports',
      severity: 'error',
      from: { path: BROWSER_LAYERS, pathNot: TEST },
      to: { path: SERVER_MODULE, reachable: true },
    },
    {
      name: 'step-answers-are-pure',
      comment:
        "a step kind's answer rule is pure, as the flow and the gateway check answers with it: it imports only the contract and the other answer rules (docs/architecture.md#step-kinds)",
      severity: 'error',
      from: { path: STEP_ANSWERS },
      to: { path: PROJECT, pathNot: `^schemas/|${STEP_ANSWERS}` },
    },
    {
      name: 'production-imports-no-test-helper',
      comment: 'test helpers serve tests only',
      severity: 'error',
      from: { path: '^(app|runtime|sandbox|schemas)/', pathNot: TEST },
      to: { path: '^testing/' },
    },
    {
      name: 'no-circular',
      comment: 'no module needs itself at run time through others (a cycle through a type import is harmless)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '^(node_modules|\\.next[^/]*|\\.data|fixtures|public|coverage|test-results|playwright-report|bench/peers/[^/]+/\\.next)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
  },
};
