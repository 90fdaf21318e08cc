import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Chromium from the system by default (Debian's `chromium`); set CHROMIUM_PATH to another binary,
 * or to an empty string to use the browser Playwright installed itself.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['Pixel 7'],
        launchOptions: {
          executablePath: executablePath || undefined,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // A production build on embedded defaults, on loopback only; Playwright stops it when the run ends.
    command: `npm run build && npx next start -H 127.0.0.1 -p ${PORT}`,
    url: `${baseURL}/palmistry`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', PGLITE_DATA_DIR: '.data/e2e-pglite' },
  },
});
