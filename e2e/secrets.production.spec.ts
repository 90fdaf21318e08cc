import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCTION_DIST_DIR, PRODUCTION_SETTINGS, PRODUCTION_SHELL } from '@/playwright.config';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { expect, test } from './support/visitor';

/**
 * No secret reaches a browser (issue 16): the production build, made with the merchant's keys, the webhook keys, the
 * builder's API key and the email link key, holds none of them in what it serves as static files (`static/`, every
 * script and style the pages load), nor in its pages and API answers. The embedded sandbox keys are looked for too:
 * finding one would mean a server module was bundled for the browser.
 */
const SECRETS = {
  SOLIDGATE_SECRET_KEY: PRODUCTION_SETTINGS.SOLIDGATE_SECRET_KEY,
  SOLIDGATE_WEBHOOK_SECRET_KEY: PRODUCTION_SETTINGS.SOLIDGATE_WEBHOOK_SECRET_KEY,
  BUILDER_API_KEY: PRODUCTION_SETTINGS.BUILDER_API_KEY,
  EMAIL_LINK_SECRET: PRODUCTION_SETTINGS.EMAIL_LINK_SECRET,
  'the sandbox secret key': SANDBOX_PROVIDER.merchant.secretKey,
  'the sandbox webhook secret key': SANDBOX_PROVIDER.webhook.secretKey,
};

/** Public settings the build was made with, which its static files do hold: the scan reads the right build. */
const PUBLIC = {
  NEXT_PUBLIC_SENTRY_DSN: PRODUCTION_SHELL.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_PAYMENT_SDK_URL: PRODUCTION_SETTINGS.NEXT_PUBLIC_PAYMENT_SDK_URL,
};

const PAGES = ['/palmistry', '/palmistry/gender', '/email/tarot-reading', '/tech/terms', '/no-such-funnel', '/'];
const API_ANSWERS = ['/api/v1/consent/region', '/api/v1/orders/ord_nope', '/api/v1/drafts/palmistry'];

/** The names of the secrets a text holds. */
function secretsIn(text: string): string[] {
  return Object.entries(SECRETS)
    .filter(([, secret]) => text.includes(secret))
    .map(([name]) => name);
}

test('the static files of the production build hold none of its secrets', () => {
  const dir = join(PRODUCTION_DIST_DIR, 'static');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
  const texts = files.map((file) => ({ file, text: readFileSync(file, 'latin1') }));
  for (const [name, value] of Object.entries(PUBLIC))
    expect(
      texts.some(({ text }) => text.includes(value)),
      `${name} is in the browser's code`,
    ).toBe(true);
  const leaks = texts.flatMap(({ file, text }) => secretsIn(text).map((name) => `${name} in ${file}`));
  expect(leaks).toEqual([]);
});

test('the pages and API answers served hold none of its secrets', async ({ request }) => {
  for (const path of [...PAGES, ...API_ANSWERS]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    const served = `${JSON.stringify(response.headers())}\n${await response.text()}`;
    expect(secretsIn(served), path).toEqual([]);
  }
});
