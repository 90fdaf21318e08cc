import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type pg from 'pg';
import { E2E_TESTER_TOKEN } from '@/playwright.config';
import { assignVariant } from '@/runtime/experiments/assignVariant';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { EXPERIMENT_COOKIE_MAX_AGE_S, VISITOR_COOKIE, variantCookie } from '@/schemas/experiments/experimentCookies';
import type { Experiment, Funnel } from '@/schemas/funnelSchema';
import { type AppInstances, startAppInstances } from './support/appInstances';
import { E2E_INSTANCE_PORTS } from './support/e2ePorts';
import { relayOrderWebhooks } from './support/providerLedger';
import { queryDatabase } from './support/queryDatabase';
import { expect, freshEmail, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * A split test published on palmistry: its own flow and products (variant palm-v2) against a flow whose first step
 * reads otherwise and a dearer trial (palm-v3), on an instance of its own on a fresh PostgreSQL database
 * (TEST_DATABASE_URL), so what the gateway kept of each visitor can be read. Visitors are told apart by the visitor id
 * cookie the page's script would make, chosen here so that each falls in the variant the test wants.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
// A variant's pages are rendered on demand the first time they are asked for: on a slow machine a test of several
// visitors takes more than the default half minute.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.skip(!adminUrl, 'needs TEST_DATABASE_URL: what each variant kept is read from the database');

const FUNNEL = JSON.parse(readFileSync('fixtures/funnels/palmistry/funnel.json', 'utf8')) as Funnel;
const FLOW = JSON.parse(readFileSync('fixtures/funnels/palmistry/flow.json', 'utf8')) as {
  id: string;
  firstStep: string;
  steps: { id: string; content: { title: Record<string, string> } }[];
};
const CONTROL_TITLE = FLOW.steps.find((s) => s.id === FLOW.firstStep)?.content.title.en ?? '';
const VARIANT_TITLE = 'Your palms, read anew';
const VARIANT_TITLE_ES = 'Tus palmas, leídas de nuevo';
const CARD = '4067429974719265';
const VARIANT_TRIAL_PRICE = 199;

/** Palmistry's flow as variant palm-v3 runs it: another id, its first step retitled (in English and Spanish). */
const variantFlow = {
  ...FLOW,
  id: 'palmistry-v3',
  steps: FLOW.steps.map((s) =>
    s.id === FLOW.firstStep
      ? { ...s, content: { ...s.content, title: { ...s.content.title, en: VARIANT_TITLE, es: VARIANT_TITLE_ES } } }
      : s,
  ),
};

/** Palmistry with the experiment in the given state (its own condition gives way to the variants). */
function withExperiment(version: number, experiment: Partial<Experiment>): Funnel {
  const { condition: _, ...funnel } = FUNNEL;
  const plans = (funnel.products?.plans ?? []).map((p, i) =>
    i === 0 && p.trial ? { ...p, trial: { ...p.trial, price: { ...p.trial.price, USD: VARIANT_TRIAL_PRICE } } } : p,
  );
  return {
    ...funnel,
    version,
    experiment: {
      id: 'palm-test',
      status: 'running',
      variants: [
        { id: 'palm-v2', weight: 1 },
        { id: 'palm-v3', weight: 1, flow: { id: variantFlow.id }, products: { ...funnel.products, plans } },
      ],
      ...experiment,
    },
  };
}

/** A visitor id that falls in `variant` of the experiment as first published. */
function visitorIn(variant: string): string {
  const experiment = withExperiment(1, {}).experiment as Experiment;
  for (;;) {
    const id = crypto.randomUUID();
    if (assignVariant(experiment, id, undefined) === variant) return id;
  }
}

let instances: AppInstances;
let appUrl: string;
let relay: { stop: () => Promise<void> };
let version = FUNNEL.version;
const publishFunnel = async (experiment: Partial<Experiment>) => {
  version += 1;
  await instances.publish('funnel', FUNNEL.slug, withExperiment(version, experiment));
};
test.beforeAll(async () => {
  test.setTimeout(180_000);
  instances = await startAppInstances({
    adminUrl: adminUrl ?? '',
    ports: [...E2E_INSTANCE_PORTS.experiments],
    // The team's token opens the funnel's report, with the experiment's results.
    env: { TESTER_TOKENS: E2E_TESTER_TOKEN },
  });
  appUrl = instances.urls[0] ?? '';
  relay = relayOrderWebhooks(appUrl, instances.databaseUrl ?? '');
  await instances.publish('flow', variantFlow.id, variantFlow);
  await publishFunnel({});
  // Published: the funnel's page now gives variants (its script carries the experiment's id).
  await expect
    .poll(async () => (await (await fetch(`${appUrl}/palmistry`)).text()).includes('palm-test'), { timeout: 15_000 })
    .toBe(true);
});
test.afterAll(async () => {
  await relay?.stop();
  await instances?.stop();
});

/** A browser of its own for a visitor with this id (no id: a newcomer, whose page makes one). */
async function visitor(browser: Browser, id?: string): Promise<Page> {
  const context = await browser.newContext();
  if (id !== undefined) await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: appUrl }]);
  return context.newPage();
}
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const givenVariant = async (page: Page) =>
  variantCookie.parse(
    (await page.context().cookies(appUrl)).find((c) => c.name === variantCookie.name('palmistry'))?.value,
  )?.variantId;

const query = <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
  queryDatabase<T>(instances.databaseUrl, sql, values);

const controlId = visitorIn('palm-v2');
const variantId = visitorIn('palm-v3');

test('two visitors see their own variants from the first paint, at the funnel’s address, and keep them', async ({
  browser,
}) => {
  const control = await visitor(browser, controlId);
  const other = await visitor(browser, variantId);
  await control.goto(`${appUrl}/palmistry`);
  await other.goto(`${appUrl}/palmistry`);
  await expect(heading(control)).toHaveText(CONTROL_TITLE);
  // The variant's pages are rendered on demand the first time they are asked for, after the page reloads in its
  // variant: on a busy machine that is more than the default wait.
  await expect(heading(other)).toHaveText(VARIANT_TITLE, { timeout: 15_000 });
  await expect(other).toHaveURL(`${appUrl}/palmistry`);
  expect([await givenVariant(control), await givenVariant(other)]).toEqual(['palm-v2', 'palm-v3']);
  // Each exposure kept once, in the variant shown.
  await expect
    .poll(() =>
      query<{ visitor_id: string; variant_id: string }>(
        'select visitor_id, variant_id from experiment_exposures where visitor_id = any($1) order by variant_id',
        [[controlId, variantId]],
      ),
    )
    .toEqual([
      { visitor_id: controlId, variant_id: 'palm-v2' },
      { visitor_id: variantId, variant_id: 'palm-v3' },
    ]);
  // Coming back another day: the browser closed and opened again (its cookies and storage, no session), the same
  // variant.
  const again = await (await browser.newContext({ storageState: await other.context().storageState() })).newPage();
  await other.context().close();
  await again.goto(`${appUrl}/palmistry`);
  await expect(heading(again)).toHaveText(VARIANT_TITLE);
  expect(await givenVariant(again)).toBe('palm-v3');
  await control.context().close();
  await again.context().close();
});

test('a visitor of the variant whose browser prefers Spanish gets the variant in Spanish, from the first byte once given it', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  await context.addCookies([{ name: VISITOR_COOKIE, value: visitorIn('palm-v3'), url: appUrl }]);
  const page = await context.newPage();
  await page.goto(`${appUrl}/palmistry`);
  await expect(heading(page)).toHaveText(VARIANT_TITLE_ES, { timeout: 15_000 });
  expect(await givenVariant(page)).toBe('palm-v3');
  // Given the variant (its cookie): the server writes the variant's page in Spanish, its own heading first.
  const again = await page.goto(`${appUrl}/palmistry`);
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec((await again?.text()) ?? '')?.[1]).toBe(VARIANT_TITLE_ES);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

test('a newcomer is given a variant by the page and keeps it, its cookies written again by the server', async ({
  browser,
}) => {
  const newcomer = await visitor(browser);
  const exposed = newcomer.waitForResponse((r) => r.url().endsWith('/api/v1/experiments/exposures'));
  await newcomer.goto(`${appUrl}/palmistry`);
  await expect.poll(() => givenVariant(newcomer)).toMatch(/^palm-v[23]$/);
  const given = await givenVariant(newcomer);
  // The exposure's answer sets the visitor id and the variant the page's script wrote, for 400 days.
  const visitorId = (await newcomer.context().cookies(appUrl)).find((c) => c.name === VISITOR_COOKIE)?.value;
  const setCookies = (await (await exposed).headerValues('set-cookie')).join('\n');
  // (Secure too, on a server that is not a developer's: the instance runs as stage.)
  expect(setCookies).toContain(`${VISITOR_COOKIE}=${visitorId}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; Path=/;`);
  expect(setCookies).toContain(
    `${variantCookie.name('palmistry')}=palm-test.${given}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; Path=/;`,
  );
  expect(setCookies).not.toMatch(/HttpOnly/i);
  await expect(heading(newcomer)).toHaveText(given === 'palm-v3' ? VARIANT_TITLE : CONTROL_TITLE);
  await newcomer.reload();
  await expect(heading(newcomer)).toHaveText(given === 'palm-v3' ? VARIANT_TITLE : CONTROL_TITLE);
  await newcomer.context().close();
});

test('a tester may put themselves in a variant with ?variant=, the inspector shows which, and the visit counts in no results', async ({
  browser,
}) => {
  const testerId = visitorIn('palm-v2');
  const tester = await visitor(browser, testerId);
  await tester.context().addCookies([{ name: TESTER_TOKEN_COOKIE, value: E2E_TESTER_TOKEN, url: appUrl }]);
  const exposed = tester.waitForResponse((r) => r.url().endsWith('/api/v1/experiments/exposures'));
  await tester.goto(`${appUrl}/palmistry?variant=palm-v3`);
  await expect(heading(tester)).toHaveText(VARIANT_TITLE);
  expect(await givenVariant(tester)).toBe('palm-v3');
  // The page tells the gateway, which keeps no exposure of a tester.
  expect((await exposed).status()).toBe(200);
  expect(await query('select variant_id from experiment_exposures where visitor_id = $1', [testerId])).toEqual([]);
  // The inspector lists the variant the page runs.
  await tester.getByRole('button', { name: /^Tracking · \d+$/ }).click();
  const rows = tester.locator('section[aria-label="Event inspector"] li[data-channel="experiment"]');
  await expect(rows.first()).toContainText('variant');
  await expect(rows.first().locator('pre')).toContainText('"variantId": "palm-v3"');
  await tester.context().close();
});

test('the variant’s visitor pays the variant’s price, and the order and lead record the variant', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await visitor(browser, variantId);
  const email = freshEmail();
  await page.goto(`${appUrl}/palmistry`);
  await expect(heading(page)).toHaveText(VARIANT_TITLE);
  await walkToPayment(page, 'palmistry', { opened: true, email, pay: CARD, until: (step) => step.id === 'upsells' });
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 30_000 });
  const kept = await query<{ amount: number; variant_id: string; experiment_id: string }>(
    `select o.amount, o.variant_id, o.experiment_id, o.visitor_id from orders o
      where o.email = $1 and o.product_kind = 'plan'`,
    [email],
  );
  expect(kept).toEqual([
    { amount: VARIANT_TRIAL_PRICE, variant_id: 'palm-v3', experiment_id: 'palm-test', visitor_id: variantId },
  ]);
  expect(await query('select variant_id, visitor_id from leads where email = $1', [email])).toEqual([
    { variant_id: 'palm-v3', visitor_id: variantId },
  ]);
  // The visitor id and the variant survive the checkout.
  expect((await page.context().cookies(appUrl)).find((c) => c.name === VISITOR_COOKIE)?.value).toBe(variantId);
  expect(await givenVariant(page)).toBe('palm-v3');
  // The payment counts in the variant's results, on the team's report page.
  await page.context().addCookies([{ name: TESTER_TOKEN_COOKIE, value: E2E_TESTER_TOKEN, url: appUrl }]);
  await page.goto(`${appUrl}/report/palmistry`);
  const row = page.locator('.experiment-results tr[data-variant="palm-v3"]');
  await expect(row.locator('td').nth(3)).toHaveText(/^1: /);
  await expect(row.locator('td').nth(5)).toContainText('USD');
  await expect(page.locator('.experiment-results tr[data-variant="palm-v2"] td').nth(3)).toHaveText(/^0: /);
  await page.context().close();
});

test('a change of weights moves no one already given a variant; a stopped experiment sends everyone to its winner', async ({
  browser,
  request,
}) => {
  // A visitor given the variant under the first weights.
  const kept = await visitor(browser, visitorIn('palm-v3'));
  await kept.goto(`${appUrl}/palmistry`);
  await expect(heading(kept)).toHaveText(VARIANT_TITLE);
  // Every newcomer to the control from now on.
  await publishFunnel({
    variants:
      withExperiment(1, {}).experiment?.variants.map((v) => ({ ...v, weight: v.id === 'palm-v2' ? 1 : 0 })) ?? [],
  });
  await expect
    .poll(async () => (await (await request.get(`${appUrl}/palmistry`)).text()).includes('"weight":0'), {
      timeout: 15_000,
    })
    .toBe(true);
  // The visitor keeps theirs; a newcomer whose id fell in it before gets the control now.
  await kept.reload();
  await expect(heading(kept)).toHaveText(VARIANT_TITLE);
  expect(await givenVariant(kept)).toBe('palm-v3');
  const newcomer = await visitor(browser, visitorIn('palm-v3'));
  await newcomer.goto(`${appUrl}/palmistry`);
  await expect(heading(newcomer)).toHaveText(CONTROL_TITLE);

  await publishFunnel({ status: 'stopped', winner: 'palm-v3' });
  // The stop is live once the funnel's own page is the winner's. (A visit begun before that is pinned to the running
  // version and keeps its variant, as it should: so the visitor below comes only then.)
  await expect
    .poll(async () => (await (await request.get(`${appUrl}/palmistry`)).text()).includes(VARIANT_TITLE), {
      timeout: 15_000,
    })
    .toBe(true);
  const control = await visitor(browser, controlId);
  await control.goto(`${appUrl}/palmistry`);
  await expect(heading(control)).toHaveText(VARIANT_TITLE);
  for (const page of [kept, newcomer, control]) await page.context().close();
});

test('an experiment taken out of the funnel keeps its results on the report, marked so', async ({ browser }) => {
  version += 1;
  await instances.publish('funnel', FUNNEL.slug, { ...FUNNEL, version });
  const team = await visitor(browser);
  await team.context().addCookies([{ name: TESTER_TOKEN_COOKIE, value: E2E_TESTER_TOKEN, url: appUrl }]);
  const results = team.locator('.experiment-results[data-experiment="palm-test"]');
  await expect
    .poll(
      async () => {
        await team.goto(`${appUrl}/report/palmistry`);
        return results.getByRole('heading').textContent();
      },
      { timeout: 15_000 },
    )
    .toBe('Experiment palm-test, no longer in the funnel');
  // The variant's payment is still counted in it.
  await expect(results.locator('tr[data-variant="palm-v3"] td').nth(3)).toHaveText(/^1: /);
  await team.context().close();
});
