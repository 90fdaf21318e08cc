import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import solidgate from '@solidgate/node-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { type PaymentSandbox, startPaymentSandbox } from './startPaymentSandbox';

/**
 * The SDK script in a real browser, loaded by the provider's real loader into a merchant page on
 * another origin under a strict CSP, driven as the provider's React components drive it.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The container id the provider's React <Payment> gives its form. */
const REACT_CONTAINER_ID = 'solid-payment-form-container_#123';
const EVENT_TYPES = [
  'mounted',
  'submit',
  'success',
  'fail',
  'error',
  'verify',
  'formRedirect',
  'orderStatus',
  'card',
  'interaction',
  'resize',
  'customStylesAppended',
  'paymentDetails',
];
/** How long a step in the browser may take before the test gives up on it. */
const STEP_TIMEOUT_MS = 10_000;
const { merchant } = SANDBOX_PROVIDER;

const require = createRequire(import.meta.url);
/** The loader's CommonJS build, which needs nothing but an `exports` to run in a page. */
const LOADER_FILE = join(dirname(require.resolve('@solidgate/client-sdk-loader')), 'services/SdkLoader.js');
const LOADER = existsSync(LOADER_FILE) ? readFileSync(LOADER_FILE, 'utf8') : '';

/** esbuild (tsx's and vite's) bundles React and the provider's React components for the page. */
const HAS_ESBUILD = (() => {
  try {
    require.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
})();
/** The React page: the provider's <Payment> and <Resign>, every event recorded (their callbacks get `e.data`). */
const REACT_ENTRY = `
import Payment, { Resign, SdkLoader } from '@solidgate/react-sdk';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
window.events = [];
const record = (event) => window.events.push(event);
const handlers = Object.fromEntries(
  ['onMounted', 'onSuccess', 'onFail', 'onSubmit', 'onVerify', 'onFormRedirect', 'onOrderStatus', 'onResize',
   'onInteraction', 'onCard', 'onError'].map((name) => [name, record]),
);
let payment;
window.mountPayment = async (sdkUrl, merchantData) => {
  // <Payment> loads the SDK without a URL: load the sandbox's first (docs/payment-provider.md#browser-sdk).
  await SdkLoader.load(sdkUrl);
  payment = createRoot(document.getElementById('payment-root'));
  payment.render(h(Payment, { merchantData, formParams: { submitButtonText: 'Pay now' }, ...handlers }));
};
// The one-click offer replaces the checkout, as an upsell page does (both components use the same container id).
window.mountResign = (resignRequest) => {
  payment.unmount();
  createRoot(document.getElementById('resign-root')).render(h(Resign, { resignRequest, ...handlers }));
};
`;

let sandbox: PaymentSandbox;
let browser: Browser;
let merchantPage: { url: string; close(): Promise<void> };
let orderCount = 0;

async function startMerchantPage(sandboxUrl: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<script src="/loader.js"></script><script src="/checkout.js"></script></head><body>
<div id="${REACT_CONTAINER_ID}"></div><div id="google-pay"></div><div id="resign-container"></div>
</body></html>`;
  const loader = `(function () { var exports = {}; ${LOADER}\nwindow.SdkLoader = exports.default; })();`;
  // Subscribes to every event as the React components do (\`e.data\`), into window.events.
  const checkout = `window.events = [];
window.subscribeAll = (instance) => {
  for (const type of ${JSON.stringify(EVENT_TYPES)}) instance.on(type, (e) => {
    if (!(e instanceof MessageEvent)) throw new Error('not a MessageEvent');
    window.events.push(e.data);
  });
};`;
  const reactHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<script src="/react.js"></script></head><body><div id="payment-root"></div><div id="resign-root"></div></body></html>`;
  let reactBundle: string | undefined;
  const server = createServer(async (req, res) => {
    // styled-components (the React components') writes style elements: the React page allows inline styles.
    const styles = req.url === '/react' ? "'self' 'unsafe-inline'" : "'self'";
    const csp = `default-src 'self'; script-src 'self' ${sandboxUrl}; frame-src ${sandboxUrl}; style-src ${styles}`;
    const javascript = { 'content-type': 'application/javascript' };
    if (req.url === '/react.js') reactBundle ??= await bundleReact();
    if (req.url === '/loader.js') res.writeHead(200, javascript).end(loader);
    else if (req.url === '/checkout.js') res.writeHead(200, javascript).end(checkout);
    else if (req.url === '/react.js') res.writeHead(200, javascript).end(reactBundle);
    else if (req.url === '/react')
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(reactHtml);
    else res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    // Another port is another origin: the frames are cross-origin, as the provider's are.
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function bundleReact(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: REACT_ENTRY, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** A merchant page with the SDK loaded by the loader from the sandbox, every event recorded in `window.events`. */
async function openCheckout(): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await page.goto(merchantPage.url);
  const loaded = await page.evaluate(async (sdkUrl) => {
    const w = window as unknown as { SdkLoader: { load(url: string): Promise<Record<string, unknown>> } };
    const sdk = await w.SdkLoader.load(sdkUrl);
    return Object.keys(sdk).sort();
  }, sandbox.url + SANDBOX_PROVIDER.sdkPath);
  expect(loaded).toEqual(['destroy', 'init', 'resign']);
  return page;
}

async function waitForEvent(page: Page, type: string, entity?: string) {
  await page.waitForFunction(
    ([t, en]) =>
      ((window as unknown as { events?: { type: string; entity?: string }[] }).events ?? []).some(
        (e) => e.type === t && (en === undefined || e.entity === en),
      ),
    [type, entity] as const,
    { timeout: STEP_TIMEOUT_MS },
  );
}

const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { events: Record<string, unknown>[] }).events.splice(0));

function merchantData(attributes: Record<string, unknown> = {}) {
  const api = new solidgate.Api(merchant.publicKey, merchant.secretKey);
  return api
    .formMerchantData({ order_id: `browser-${++orderCount}`, amount: 1499, currency: 'USD', ...attributes })
    .toObject();
}

/** The merchant page's globals: the SDK, and what checkout.js records. */
type CheckoutWindow = {
  PaymentFormSdk: { init(config: unknown): unknown; resign(request: unknown, config: unknown): Promise<unknown> };
  subscribeAll(instance: unknown): void;
};

async function mountForm(page: Page, config: Record<string, unknown>) {
  await page.evaluate((init) => {
    const w = window as unknown as CheckoutWindow;
    w.subscribeAll(w.PaymentFormSdk.init(init));
  }, config);
}

/** The card token an approved order saved, as the status call shows it. */
async function tokenOf(orderId: string): Promise<string | undefined> {
  const api = new solidgate.Api(merchant.publicKey, merchant.secretKey, sandbox.url + SANDBOX_PROVIDER.apiPath);
  const status = (await api.status({ order_id: orderId })) as {
    transactions: Record<string, { card_token?: { token: string } }>;
  };
  return Object.values(status.transactions).find((transaction) => transaction.card_token)?.card_token?.token;
}

describe.skipIf(!existsSync(CHROMIUM) || LOADER === '')('the SDK script in Chromium', () => {
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({ cascadeSettleMs: 50 });
    merchantPage = await startMerchantPage(sandbox.url);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await merchantPage?.close();
    await sandbox?.close();
  });

  it('mounts the card form for the loader, pays, and emits the events with e.data', async () => {
    const page = await openCheckout();
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await mountForm(page, {
      merchantData: merchantData(),
      iframeParams: { containerId: REACT_CONTAINER_ID },
      formParams: { submitButtonText: 'Pay now', cardHolderLabel: 'Name on card' },
      googlePayButtonParams: { enabled: true, containerId: 'google-pay' },
    });
    await waitForEvent(page, 'mounted', 'form');
    await waitForEvent(page, 'mounted', 'googlebtn');

    const form = page.frameLocator('iframe[title^="Payment form"]');
    await form.getByLabel('Card number').fill('4067 4299 7471 9265');
    await form.getByLabel('Expiry date').fill('12/34');
    await form.getByLabel('CVV').fill('123');
    await form.getByLabel('Name on card').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await waitForEvent(page, 'success', 'form');
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Payment approved.');

    const events = await eventsOf(page);
    const types = events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['resize', 'card', 'interaction', 'submit', 'orderStatus']));
    expect(types.indexOf('submit')).toBeLessThan(types.indexOf('orderStatus'));
    expect(events.find((e) => e.type === 'success')).toMatchObject({
      entity: 'form',
      order: { status: 'approved', amount: 1499, currency: 'USD' },
    });
    expect(events.find((e) => e.type === 'card')).toMatchObject({ card: { bin: '406742', brand: 'VISA' } });
    expect(consoleErrors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    await page.close();
  });

  it('goes through the 3-D Secure challenge page inside the frame, after a re-init of the same container', async () => {
    const page = await openCheckout();
    const container = { iframeParams: { containerId: REACT_CONTAINER_ID } };
    await mountForm(page, { merchantData: merchantData(), ...container });
    await waitForEvent(page, 'mounted', 'form');
    // A re-init (React re-rendering with a new intent) keeps the first instance's listeners.
    await page.evaluate(
      (init) => {
        (window as unknown as CheckoutWindow).PaymentFormSdk.init(init);
      },
      { merchantData: merchantData(), ...container },
    );
    await expect.poll(() => page.locator('iframe').count()).toBe(1);
    const form = page.frameLocator('iframe');
    await form.getByLabel('Card number').fill('4000000000003220');
    await form.getByLabel('Expiry date').fill('01/40');
    await form.getByLabel('CVV').fill('000');
    await form.getByRole('button', { name: 'Pay' }).click();
    await waitForEvent(page, 'formRedirect');
    await form.getByRole('button', { name: 'Pass' }).click();
    await waitForEvent(page, 'success', 'form');
    const types = (await eventsOf(page)).map((e) => String(e.type));
    expect(types.filter((t) => ['verify', 'formRedirect', 'success'].includes(t))).toEqual([
      'verify',
      'formRedirect',
      'success',
    ]);
    await page.close();
  });

  it('pays with the Google Pay button and one-click with resign', async () => {
    const page = await openCheckout();
    await mountForm(page, {
      merchantData: merchantData(),
      iframeParams: { containerId: REACT_CONTAINER_ID },
      googlePayButtonParams: { enabled: true, containerId: 'google-pay' },
    });
    await waitForEvent(page, 'mounted', 'googlebtn');
    await page.frameLocator('#google-pay iframe').getByRole('button', { name: 'Pay with Google Pay' }).click();
    await waitForEvent(page, 'success', 'googlebtn');
    const success = (await eventsOf(page)).find((e) => e.type === 'success');
    const { order_id: orderId } = (success as { order: { order_id: string } }).order;
    const token = await tokenOf(orderId);

    const api = new solidgate.Api(merchant.publicKey, merchant.secretKey);
    const request = api
      .formResign({ order_id: `browser-${++orderCount}`, amount: 499, currency: 'USD', recurring_token: token })
      .toObject();
    await page.evaluate(async (resignRequest) => {
      const w = window as unknown as CheckoutWindow;
      w.subscribeAll(await w.PaymentFormSdk.resign(resignRequest, { container: { id: 'resign-container' } }));
    }, request);
    await waitForEvent(page, 'mounted', 'resign');
    const resign = page.frameLocator('#resign-container iframe');
    await expect.poll(() => resign.getByText('Your Google Pay card').count()).toBe(1);
    await resign.getByLabel('CVV').fill('321');
    await resign.getByRole('button', { name: 'Pay' }).click();
    await waitForEvent(page, 'success', 'resign');
    await page.close();
  });

  it.skipIf(!HAS_ESBUILD)("is driven by the provider's React <Payment> and <Resign>", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto(`${merchantPage.url}react`);
    await page.evaluate(
      ([sdkUrl, data]) =>
        (window as unknown as { mountPayment(u: string, d: unknown): Promise<void> }).mountPayment(sdkUrl, data),
      [sandbox.url + SANDBOX_PROVIDER.sdkPath, merchantData()] as const,
    );
    await waitForEvent(page, 'mounted', 'form');
    const form = page.frameLocator('iframe[title^="Payment form"]');
    await form.getByLabel('Card number').fill('4067429974719265');
    await form.getByLabel('Expiry date').fill('12/34');
    await form.getByLabel('CVV').fill('123');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await waitForEvent(page, 'success', 'form');
    const success = (await eventsOf(page)).find((e) => e.type === 'success') as { order: { order_id: string } };

    const request = new solidgate.Api(merchant.publicKey, merchant.secretKey)
      .formResign({
        order_id: `browser-${++orderCount}`,
        amount: 499,
        currency: 'USD',
        recurring_token: await tokenOf(success.order.order_id),
      })
      .toObject();
    await page.evaluate((resignRequest) => {
      (window as unknown as { mountResign(request: unknown): void }).mountResign(resignRequest);
    }, request);
    await waitForEvent(page, 'mounted', 'resign');
    const resign = page.frameLocator('#resign-root iframe');
    await resign.getByLabel('CVV').fill('321');
    await resign.getByRole('button', { name: 'Pay' }).click();
    await waitForEvent(page, 'success', 'resign');
    // <Payment> never unsubscribes: its handlers must not hear the resign form's events.
    const successes = (await eventsOf(page)).filter((e) => e.type === 'success');
    expect(successes).toMatchObject([{ entity: 'resign', order: { amount: 499, status: 'approved' } }]);
    await page.close();
  });
});
