/**
 * The layers of docs/architecture.md#layer-rules ("who may import whom"): the one table `.dependency-cruiser.cjs`
 * checks in `npm run lint` and `docs/layers.md` is generated from (`npm run layers:map`). See
 * docs/decisions/0012-layer-rules.md.
 */

/** The part of runtime/platform the browser's layers may use: the HTTP client, browser monitoring and settings. */
const BROWSER_PLATFORM =
  '^runtime/platform/(http/(apiClients|httpClient|httpError|useApi|requestStatus|followServerEvents|visitorRegion)|env\\.client|monitoring/reportError|logger/browserLogger|testerMode|FunnelServices|PlatformServices)\\.tsx?$';

/** The layers whose code runs in the browser: the screens and all they draw on. */
const BROWSER_LAYERS =
  '^runtime/(screens|steps|visit|checkout|pricing|flow|address|experiments|services|readings|tracking)/';

/**
 * The pure part of each step kind (docs/architecture.md#step-kinds): its answer's check, kept value and samples, the
 * table of them, and the reading inputs they give. The flow's rules use them, so they import only the contract and
 * each other (the rule `step-answers-are-pure`).
 */
const STEP_ANSWERS =
  '^runtime/steps/((answerPart|answerKinds|answerProblem|sampleAnswers|readingInputs)|[^/]+/\\w+(Answer|Rule))\\.ts$';

/** Modules that must never reach the browser: settings and code of the server, the database, the gateway. */
const SERVER_MODULE =
  '\\.server\\.tsx?$|^runtime/platform/db/|^runtime/gateway/|^runtime/platform/logger/serverLogger\\.ts$';

/**
 * layer: `imports`, the paths it may import besides itself (regular expressions over repository paths), and `why`,
 * what a reader needs to know of it.
 */
const LAYERS = {
  schemas: { imports: [], why: 'the contract: documents, the gateway bodies, the enumerations' },
  'runtime/platform': {
    imports: ['^schemas/'],
    why: 'settings, the database, the HTTP client, logging, monitoring, tracing, the page cache',
  },
  'runtime/signing': {
    imports: ['^schemas/'],
    why: "the protocols' signatures: the builder's events, the provider's payloads and webhooks, our email links' tokens (HMAC, no I/O); both sides of each protocol sign with them, the sandboxes too",
  },
  'runtime/definitions': {
    imports: ['^schemas/', '^runtime/platform/', '^runtime/signing/'],
    why: 'reading, validating and storing definitions; what each path serves',
  },
  'runtime/flow': {
    imports: ['^schemas/', STEP_ANSWERS],
    why: "flow logic without React or I/O; it checks and keeps answers by their step kinds' rules",
  },
  'runtime/address': {
    imports: [
      '^schemas/',
      '^runtime/flow/(flowSession|languageNames)\\.ts$',
      '^runtime/definitions/funnelDefinition\\.ts$',
    ],
    why: "the address grammar, pure: a funnel page's path (its language segment, its step's path), the step a path names, the visitor's pinned versions and language in their cookies, the language a request asks for",
  },
  'runtime/experiments': {
    imports: ['^schemas/', BROWSER_PLATFORM],
    why: "who is in which variant of an experiment: the hash, the weights, the cookies and the page's script",
  },
  'runtime/pricing': {
    imports: ['^schemas/'],
    why: 'what a plan costs today and at each renewal, as the screens show it and the gateway charges it; pure, no I/O',
  },
  'runtime/checkout': {
    imports: ['^schemas/', BROWSER_PLATFORM],
    why: 'checkout logic without React: the payment form and cancel machines, prices, currencies, declines',
  },
  'runtime/readings': {
    imports: ['^schemas/'],
    why: "personal readings computed from the visitor's answers: positions, signs, houses, numbers; pure, no I/O",
  },
  'runtime/places': {
    imports: ['^schemas/', '^runtime/platform/'],
    why: "birth places: the offline city search (server) and the geocoding service's adapter (browser)",
  },
  'runtime/services': {
    imports: ['^schemas/', BROWSER_PLATFORM],
    why: "the palm, face and assistant services' adapters, called from the browser",
  },
  'runtime/tracking': {
    imports: [
      '^schemas/',
      BROWSER_PLATFORM,
      '^runtime/platform/logger/(browserNetwork|logBatcher)\\.ts$',
      '^runtime/flow/',
      '^runtime/address/',
      '^runtime/experiments/',
    ],
    why: "tracking in the browser: it observes the flow with the flow's pure rules and tells the ad pixels, analytics and the report's gateway what the visitor did, as consent allows",
  },
  'runtime/report': {
    imports: ['^schemas/', '^runtime/platform/', '^runtime/definitions/publishedDefinitions\\.ts$'],
    why: "the funnel report, on the server: what the stored moments, orders and spend say, read from the database and put in words; it names a funnel's steps as the flow it serves now has them (read only)",
  },
  'runtime/gateway': {
    imports: [
      '^schemas/',
      '^runtime/platform/',
      '^runtime/signing/',
      '^runtime/definitions/definitionVersions\\.ts$',
      '^runtime/flow/',
      '^runtime/pricing/',
      '^runtime/experiments/(assignVariant|pickVariant|variantBucket|fnv1a32)\\.ts$',
      '^runtime/report/(reportRange|spend/parseSpendCsv|spend/importSpend)\\.ts$',
    ],
    why: "the gateway reads stored definition versions (never writes them), walks flows with the flow's pure rules, prices a plan as the screens show it, checks an exposure's variant by the experiment's own assignment, and imports the spend it pulls from the ad networks as a spend file's is",
    // Its rooms, by domain. At the top stays only what every room uses: the context, gatewayRoute, refusals, rate
    // limits, the client address and hashSecret.
    rooms: {
      orders:
        'taking an order for one payment attempt: the four ways in (`start…Order`), the one pipeline they share (`takeOrder`), its price from the stored funnel (`priceOrder`), the order kept once per idempotency key (`keepOrderOnce`), the status the browser polls (`readOrderStatus`; `pollOrderStatus` also asks the provider where a 3-D Secure check waits), purchase proofs and customers',
      payments:
        "what the provider reports: the webhook (`receive…`), statuses and their transitions (`decide…`, pure), a report applied to what is stored (`apply…`), transactions, chargebacks and renewals recorded (`record…`), the money each moves, the provider's client",
      subscriptions:
        "a subscription's product at the provider (`register…`), its renewal terms, and cancelling it: codes and links asked for and checked (`request…`, `verify…`), the cancel itself",
      leads:
        'emails given on a step (`saveLead`), their double opt-in (`confirmLead`), every mail sent to a customer and the links in it into our pages (`verifyEmailLink`)',
      visits:
        'what a visit tells the report: moments and step counts (`record…`, `add…`), exposures, measurement passes (`issue…`, `check…`), the landing device, analytics events and browser logs, and the sweep of old events (`forgetOldEvents`)',
      conversions: 'every sale told to the ad networks by the server, queued (`enqueue…`) and retried (`send…`)',
      adSpend: "the spend pulled from the ad networks' APIs into the report (`pull…`)",
      funnels:
        'the funnel version an order buys from: any stored version (`readFunnelVersion`), the one on sale now (`readFunnelVersionOnSale`), the published one a page outside any funnel sells through (`readPublishedFunnelOnSale`)',
    },
  },
  'runtime/visit': {
    imports: ['^schemas/', '^runtime/(flow|address|checkout|tracking)/', STEP_ANSWERS, BROWSER_PLATFORM],
    why: "a visit in the browser, outside React: the flow's actor and the parts that resume, keep, translate, attribute, pin and track it, and load its step actors' code",
  },
  'runtime/steps': {
    imports: [
      '^schemas/',
      '^runtime/(flow|address|visit|checkout|pricing|tracking|experiments|readings|services|screens)/',
      '^runtime/places/(?!.*\\.server\\.ts$)',
      BROWSER_PLATFORM,
    ],
    why: "each step kind in its folder: its answer's rule (pure, used by the flow), its screen and its words; `StepControls` is the table of screens, `answerKinds` of answers",
  },
  'runtime/screens': {
    imports: [
      '^schemas/',
      '^runtime/(flow|address|visit|checkout|pricing|tracking|experiments|readings|services|steps)/',
      // The report's views put its figures in its words; the browser rule keeps its database reads out of reach.
      '^runtime/report/',
      '^runtime/places/(?!.*\\.server\\.ts$)',
      BROWSER_PLATFORM,
    ],
    why: "the flow runner, the pages around the steps, the report's views, drawn in the funnel theme",
  },
  'runtime/cli': {
    imports: ['^schemas/', '^runtime/(definitions|flow|platform|signing)/', STEP_ANSWERS, '^runtime/report/'],
    why: 'the CLI prints the funnel report (`funnel report`), read from the database',
  },
  app: { imports: ['^schemas/', '^runtime/'], why: 'Next.js routes, thin' },
  sandbox: {
    imports: ['^schemas/', '^runtime/signing/'],
    why: 'local stand-ins that speak real protocols, signed as the real services sign them',
  },
};

module.exports = { LAYERS, BROWSER_PLATFORM, BROWSER_LAYERS, SERVER_MODULE, STEP_ANSWERS };
