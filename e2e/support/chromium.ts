/**
 * The browser the e2e tests and the benchmark drive: Debian's Chromium unless CHROMIUM_PATH names another (empty:
 * the browser `npx playwright install` installed, for Playwright; Lighthouse then looks for one).
 */
export const chromiumPath = (): string | undefined => {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return path === '' ? undefined : path;
};

/** The flags Chromium starts with in the e2e tests and the benchmark: no sandbox (containers), no GPU, nothing in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
