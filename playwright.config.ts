import { rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './e2e/support/chromium';
import { E2E_CONSENT_PLATFORM } from './e2e/support/consentPlatformStub';
import {
  E2E_ADS_SANDBOX_URL,
  E2E_PORTS,
  E2E_SANDBOX_SETTINGS,
  E2E_SERVERS,
  E2E_SERVICES_SANDBOX_URL,
} from './e2e/support/e2ePorts';
import { SERVICE_REQUESTS_PATH } from './sandbox/services/serviceFault';
import { SANDBOX_ADS } from './schemas/ads/adNetworkApis';
import { PAYMENT_WEBHOOK_PATH } from './schemas/payments/sandboxProvider';
import { takenPorts } from './testing/takenPorts';

/**
 * Two production builds of the app, on loopback, each started and stopped by Playwright: one as the
 * developers and stage run it (APP_ENV=dev), one as production runs it (APP_ENV=production, with the
 * page-shell settings set), because what a page says to robots and browsers is fixed at build time.
 * They and their payment and mail sandboxes run on ports of their own (e2e/support/e2ePorts.ts), never on those of
 * an app a developer runs beside, and Playwright never takes over a server it did not start: a server found on one
 * of these ports is another's (its webhooks and mail going elsewhere), so the run refuses, naming the port.
 */
const PORT = E2E_PORTS.app;
const PRODUCTION_PORT = E2E_PORTS.production;
const baseURL = `http://127.0.0.1:${PORT}`;
const productionURL = `http://127.0.0.1:${PRODUCTION_PORT}`;

/**
 * How the first app learns a visitor's country: the specs name it in this header, as a CDN would
 * (e2e/consentAndPixels.spec.ts). Elsewhere than the EEA and the UK consent is opt-out there, so the header decides.
 */
export const E2E_COUNTRY_HEADER = 'x-e2e-country';

/**
 * The team's tester token on the apps the specs start: it opens the draft preview and the funnel reports there
 * (TESTER_TOKENS), which no other tester token does on a server without developer routes.
 */
export const E2E_TESTER_TOKEN = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

/** The heatmap project of the first app: its tag is requested (and stubbed by the specs) once consent allows. */
export const E2E_CLARITY_PROJECT = 'e2eheatmap';

/** The product app the e2e apps' last steps lead to (a host the specs intercept: nothing leaves the machine). */
export const E2E_PRODUCT_APP_URL = 'https://app.stellara.test';

/**
 * The settings the production build is made with, checked by the production specs. Error monitoring
 * and tracing point at paths of the test server itself, which the specs intercept.
 */
export const PRODUCTION_SHELL = {
  REVIEWS_VERIFICATION_ID: 'reviews-verification-7f3a',
  SOCIAL_VERIFICATION_ID: 'social-verification-9c2e',
  SPRITE_URL: '/images/altar-moon.svg',
  NEXT_PUBLIC_PRODUCT_NAME: 'Stellara',
  NEXT_PUBLIC_SENTRY_DSN: `http://e2e@127.0.0.1:${PRODUCTION_PORT}/1`,
  NEXT_PUBLIC_OTEL_TRACES_URL: `http://127.0.0.1:${PRODUCTION_PORT}/e2e-otel/v1/traces`,
  // The commercial consent platform, whose script every page stubs (e2e/support/consentPlatformStub.ts), and the ad
  // pixels, which wait for the targeting consent it gives.
  ...E2E_CONSENT_PLATFORM,
  NEXT_PUBLIC_PIXEL_SCRIPTS: 'on',
};

/** The embedded databases of the two apps: emptied before each run, so every run starts from today's fixtures. */
const E2E_PGLITE_DIRS = { app: '.data/e2e-pglite', production: '.data/e2e-production-pglite' };

/** Where the production app is built, beside the first app's build. */
export const PRODUCTION_DIST_DIR = '.next-production';

/**
 * What production requires besides (productionProblems): the merchant's own keys and the provider's hosts
 * (never called by the production specs, which pay nothing), and a mail transport (the mail sandbox).
 */
export const PRODUCTION_SETTINGS = {
  SOLIDGATE_API_URL: 'https://pay.solidgate.com/api/v1/',
  SOLIDGATE_SUBSCRIPTIONS_API_URL: 'https://subscriptions.solidgate.com/api/v1/',
  SOLIDGATE_PUBLIC_KEY: 'api_pk_e2e_production',
  SOLIDGATE_SECRET_KEY: 'api_sk_e2e_production_0123456789abcdef01234567',
  SOLIDGATE_WEBHOOK_PUBLIC_KEY: 'wh_pk_e2e_production',
  SOLIDGATE_WEBHOOK_SECRET_KEY: 'wh_sk_e2e_production_76543210fedcba9876543210',
  NEXT_PUBLIC_PAYMENT_SDK_URL: 'https://cdn.solidgate.com/js/solid-form.js',
  SMTP_URL: E2E_SANDBOX_SETTINGS.SMTP_URL,
  MAIL_FROM: 'Stellara <hello@stellara.app>',
  EMAIL_LINK_SECRET: 'email-link-secret-e2e-production-0123456789',
  // The key builder events are verified with (no builder is read: no BUILDER_API_HOST), so a leak of it can be seen.
  BUILDER_API_KEY: 'builder_key_e2e_production_a1b2c3d4e5f60718293a',
  EMAIL_LINK_BASE_URL: productionURL,
  PRODUCT_APP_URL: E2E_PRODUCT_APP_URL,
  COMPANY_NAME: 'Stellara Digital Ltd',
  COMPANY_ADDRESS: '20 Wharf Road, London N1 7GR, United Kingdom',
};

// Read by the runner before it starts the servers (its workers read this file again, with them running).
if (process.env.TEST_WORKER_INDEX === undefined) {
  const taken = takenPorts(E2E_SERVERS.map((server) => server.port));
  if (taken.length > 0) {
    const lines = E2E_SERVERS.flatMap(({ port, what, variable }) => {
      const refusal = taken.find((t) => t.port === port);
      return refusal === undefined ? [] : [`  ${port}, ${what}: ${refusal.code} (move it with ${variable})`];
    });
    throw new Error(
      `The e2e tests start their own servers, and these ports are taken by something else:\n${lines.join('\n')}\n` +
        'Stop what listens there (an earlier test run?) or choose other ports; the tests never use a server they did not start.',
    );
  }
  // A database kept from an earlier run holds the fixtures as they were then, and stored versions are immutable: a
  // fixture changed since under the same version would be refused there and the old one served.
  for (const dir of Object.values(E2E_PGLITE_DIRS)) rmSync(dir, { recursive: true, force: true });
}

const browser = {
  ...devices['Pixel 7'],
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_FLAGS,
      // A synthetic camera that needs no prompt, for the palm photo step.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // What the specs wait for is what visitors see, not how fast (bench/ measures that): beside two other workers and
  // their servers on two cores, a page's code can take more than Playwright's default 5 s to load and run.
  expect: { timeout: 10_000 },
  // Three on two cores: the tests mostly wait (on the flows' timed steps, the sandboxes, timeouts they provoke), the
  // cores about half idle with two.
  workers: 3,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: { trace: 'retain-on-failure' },
  projects: [
    // The development server's specs run under playwright.dev.config.ts, which starts no production build.
    {
      name: 'mobile-chromium',
      testIgnore: [/\.production\.spec\.ts$/, /\.dev\.spec\.ts$/],
      use: { ...browser, baseURL },
    },
    { name: 'production', testMatch: /\.production\.spec\.ts$/, use: { ...browser, baseURL: productionURL } },
  ],
  webServer: [
    // The mail sandbox, the apps' mail transport: the specs read the codes mailed from its page.
    {
      command: 'node --import tsx sandbox/mail/main.ts',
      url: `http://127.0.0.1:${E2E_PORTS.mailWeb}/messages`,
      reuseExistingServer: false,
      env: { MAIL_SANDBOX_SMTP_PORT: String(E2E_PORTS.mailSmtp), MAIL_SANDBOX_PORT: String(E2E_PORTS.mailWeb) },
    },
    // The payment sandbox; its webhooks go to the first app.
    {
      command: 'node --import tsx sandbox/payments/main.ts',
      url: E2E_SANDBOX_SETTINGS.NEXT_PUBLIC_PAYMENT_SDK_URL,
      reuseExistingServer: false,
      env: {
        PAYMENT_SANDBOX_PORT: String(E2E_PORTS.paymentSandbox),
        PAYMENT_WEBHOOK_URL: `${baseURL}${PAYMENT_WEBHOOK_PATH}`,
      },
    },
    // The ads sandbox: the ad networks' server APIs of the first app (e2e/tracking.spec.ts reads what it was sent).
    {
      command: 'node --import tsx sandbox/ads/main.ts',
      url: `${E2E_ADS_SANDBOX_URL}${SANDBOX_ADS.eventsPath}`,
      reuseExistingServer: false,
      env: { ADS_SANDBOX_PORT: String(E2E_PORTS.adsSandbox) },
    },
    // The services sandbox: the first app's palm, face and assistant services (e2e/palmReading.spec.ts breaks them).
    {
      command: 'node --import tsx sandbox/services/main.ts',
      url: `${E2E_SERVICES_SANDBOX_URL}${SERVICE_REQUESTS_PATH}`,
      reuseExistingServer: false,
      env: { SERVICES_SANDBOX_PORT: String(E2E_PORTS.servicesSandbox) },
    },
    {
      command: `npm run build && node --import tsx server.ts -H 127.0.0.1 -p ${PORT}`,
      url: `${baseURL}/palmistry`,
      reuseExistingServer: false,
      timeout: 300_000,
      // As `npm start` runs with no settings, but that it trusts one proxy: the specs name their client
      // addresses in X-Forwarded-For, as a proxy in front would (per-client rate limits).
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        APP_ENV: 'dev',
        PGLITE_DATA_DIR: E2E_PGLITE_DIRS.app,
        TRUSTED_PROXY_HOPS: '1',
        // The ad pixels' scripts load after consent; the specs stub their URLs. Automated browsers
        // (navigator.webdriver) get no consent banner and no pixel unless a spec says it is a person.
        NEXT_PUBLIC_PIXEL_SCRIPTS: 'on',
        COUNTRY_HEADER: E2E_COUNTRY_HEADER,
        TESTER_TOKENS: E2E_TESTER_TOKEN,
        CONSENT_ELSEWHERE: 'opt-out',
        // The heatmap's tag loads after performance consent; the specs stub its URL too.
        NEXT_PUBLIC_CLARITY_PROJECT_ID: E2E_CLARITY_PROJECT,
        PRODUCT_APP_URL: E2E_PRODUCT_APP_URL,
        ...E2E_SANDBOX_SETTINGS,
      },
    },
    {
      command: `npm run build && node --import tsx server.ts -H 127.0.0.1 -p ${PRODUCTION_PORT}`,
      url: `${productionURL}/palmistry`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        APP_ENV: 'production',
        NEXT_DIST_DIR: PRODUCTION_DIST_DIR,
        PGLITE_DATA_DIR: E2E_PGLITE_DIRS.production,
        ...PRODUCTION_SHELL,
        ...PRODUCTION_SETTINGS,
      },
    },
  ],
});
