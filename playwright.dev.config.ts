import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './e2e/support/chromium';
import { E2E_DEV_URL } from './e2e/support/devServer';

/**
 * The e2e specs of the development server (`*.dev.spec.ts`): `npm run dev` as a developer runs it, `next dev` and its
 * sandboxes, which each spec starts on ports of its own (e2e/support/devServer.ts) and reads the logs of. Apart from
 * playwright.config.ts, whose production builds they need none of; `npm run test:e2e` runs both, one after the other.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: /\.dev\.spec\.ts$/,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // `next dev` builds each page, route and chunk on its first request: what a visitor waits for the first time is
  // that build, seconds on two busy cores.
  expect: { timeout: 30_000 },
  // One development server at a time, on its ports.
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/dev' }]],
  // Beside playwright.config.ts's results, which a run of it empties first (it runs first in `npm run test:e2e`).
  outputDir: 'test-results/dev',
  use: { trace: 'retain-on-failure', baseURL: E2E_DEV_URL },
  projects: [
    {
      name: 'dev-server',
      use: {
        ...devices['Pixel 7'],
        baseURL: E2E_DEV_URL,
        launchOptions: {
          executablePath: chromiumPath(),
          // A synthetic camera that needs no prompt, for the palm photo step (as playwright.config.ts).
          args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
        },
      },
    },
  ],
});
