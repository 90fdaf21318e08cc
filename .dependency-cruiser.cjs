/**
 * The layer rules of DESIGN.md ("who may import whom"), checked by `npm run lint`. Each layer names the layers it
 * may import; a test may also import the test helpers in `testing/`. The app's entry and composition root (the
 * files at the top: server.ts, startServer.ts, instrumentation.ts), `testing/`, `e2e/` and `bench/` may import
 * anything. See docs/decisions/0012-layer-rules.md.
 */

/** Folders and top-level files of the project (what a rule may forbid; packages are not layers). */
const PROJECT = '^(app|bench|e2e|runtime|sandbox|schemas|testing)/|^[^/]+\\.(ts|tsx|mjs|cjs)$';

/** The part of runtime/platform the browser's layers may use: the HTTP client, browser monitoring and settings. */
const BROWSER_PLATFORM =
  '^runtime/platform/(http/(apiClients|httpClient|httpError|useApi|requestStatus|followServerEvents|urlStepPath|decodablePath|visitorRegion)|env\\.client|monitoring/reportError|logger/browserLogger|testerMode|FunnelServices|PlatformServices)\\.tsx?$';

/** The layers whose code runs in the browser: the screens and all they draw on (tracking's browser side is reached from them). */
const BROWSER_LAYERS = '^runtime/(screens|checkout|flow|experiments|services|readings)/';
/** Modules that must never reach the browser: settings and code of the server, the database, the gateway. */
const SERVER_MODULE =
  '\\.server\\.tsx?$|^runtime/platform/db/|^runtime/gateway/|^runtime/platform/logger/serverLogger\\.ts$';

/** layer: the paths it may import besides itself (regular expressions over repository paths). */
const LAYERS = {
  schemas: [],
  'runtime/platform': ['^schemas/'],
  'runtime/definitions': ['^schemas/', '^runtime/platform/'],
  'runtime/flow': ['^schemas/'],
  // Who is in which variant of an experiment: the hash, the weights, the cookies and the page's script.
  'runtime/experiments': ['^schemas/', BROWSER_PLATFORM],
  'runtime/checkout': ['^schemas/', BROWSER_PLATFORM],
  // Personal readings computed from the visitor's answers: positions, signs, houses, numbers. Pure: no I/O.
  'runtime/readings': ['^schemas/'],
  // Birth places: the offline city search (server) and the geocoding service's adapter (browser).
  'runtime/places': ['^schemas/', '^runtime/platform/'],
  // The palm, face and assistant services' adapters, called from the browser.
  'runtime/services': ['^schemas/', BROWSER_PLATFORM],
  // Tracking observes the flow: it reads the flow's states with the flow's pure rules to know what the visitor did.
  'runtime/tracking': [
    '^schemas/',
    '^runtime/platform/',
    '^runtime/flow/',
    '^runtime/experiments/',
    // The report names a funnel's steps as the flow it serves now has them (read only).
    '^runtime/definitions/publishedDefinitions\\.ts$',
  ],
  // The gateway reads stored definition versions (never writes them) and walks flows with the flow's pure rules.
  'runtime/gateway': [
    '^schemas/',
    '^runtime/platform/',
    '^runtime/definitions/definitionVersions\\.ts$',
    '^runtime/flow/',
    // What a plan costs, the one answer the screens show and the gateway charges.
    '^runtime/checkout/(billingSummary|dayAfterPeriod)\\.ts$',
  ],
  'runtime/screens': [
    '^schemas/',
    '^runtime/(flow|checkout|tracking|experiments|readings|services)/',
    '^runtime/places/(?!.*\\.server\\.ts$)',
    BROWSER_PLATFORM,
  ],
  // The CLI prints tracking's funnel report (`funnel report`), read from the database.
  'runtime/cli': ['^schemas/', '^runtime/(definitions|flow|platform)/', '^runtime/tracking/report/'],
  app: ['^schemas/', '^runtime/'],
  sandbox: ['^schemas/'],
};

const TEST = '\\.test\\.tsx?$';
/** What a test may import besides its layer: the test helpers, and the sandboxes as peers that speak real protocols. */
const TEST_HELPERS = ['^testing/', '^sandbox/[^/]+/start\\w+\\.ts$'];

module.exports = {
  forbidden: [
    ...Object.entries(LAYERS).flatMap(([layer, allowed]) => {
      const own = `^${layer}/`;
      const not = (extra) => [own, ...allowed, ...extra].join('|');
      return [
        {
          name: `layer-${layer.replace('/', '-')}`,
          comment: `${layer} imports only ${allowed.length ? allowed.join(', ') : 'itself'} (DESIGN.md)`,
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
        'what runs in the browser never reaches a server module (*.server.ts, the database, the gateway, the server logger), however many imports away: nothing the browsing layers import, nor what that imports',
      severity: 'error',
      from: { path: BROWSER_LAYERS, pathNot: TEST },
      to: { path: SERVER_MODULE, reachable: true },
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
