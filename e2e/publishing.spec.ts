import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { signBuilderEvent } from '@/runtime/signing/signBuilderEvent';
import { type AppInstances, startAppInstances } from './support/appInstances';
import { E2E_INSTANCE_PORTS } from './support/e2ePorts';
import { expect, test } from './support/visitor';

/**
 * Publishing across instances: two instances of the app on one PostgreSQL database, reading from the
 * builder sandbox, which pushes change events to the first instance only. Needs TEST_DATABASE_URL
 * (an admin URL; a fresh database is made and dropped), as CI sets it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

test.describe.configure({ mode: 'serial' });
test.skip(!adminUrl, 'needs TEST_DATABASE_URL: two instances share one PostgreSQL database');

let instances: AppInstances;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  instances = await startAppInstances({ adminUrl: adminUrl ?? '', ports: [...E2E_INSTANCE_PORTS.publishing] });
});
test.afterAll(async () => {
  await instances?.stop();
});

function fixture(slug: string, kind: 'funnel' | 'flow') {
  return JSON.parse(readFileSync(`fixtures/funnels/${slug}/${kind}.json`, 'utf8'));
}

/** A flow document whose step has another English title. */
function retitled(slug: string, stepId: string, title: string) {
  const flow = fixture(slug, 'flow');
  for (const step of flow.steps) if (step.id === stepId) step.content.title.en = title;
  return flow;
}

/** The palmistry flow without its relationship questions (the gender step goes straight on), its gender step retitled. */
function withoutRelationship(genderTitle: string) {
  const flow = retitled('palmistry', 'gender', genderTitle);
  flow.steps = flow.steps.filter((step: { id: string }) => !['relationship', 'soulmate-wish'].includes(step.id));
  for (const step of flow.steps) if (step.id === 'gender') step.next = 'dominant-hand';
  return flow;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Waits until an instance serves a page containing `text`, asking as no visitor would (a browser page
 * would start a visit, and a visitor stays on the version they started).
 */
async function servedSoon(request: APIRequestContext, url: string, text: string): Promise<void> {
  await expect.poll(async () => (await (await request.get(url)).text()).includes(text), { timeout: 10_000 }).toBe(true);
}

test('an event sent to the first instance is served by the second', async ({ page, browser, request }) => {
  const [, second] = instances.urls;
  await page.goto(`${second}/starseed`);
  const before = await heading(page).textContent();
  await instances.publish(
    'flow',
    'starseed',
    retitled('starseed', fixture('starseed', 'flow').firstStep, 'Published a moment ago'),
  );
  await servedSoon(request, `${second}/starseed`, 'Published a moment ago');
  // A new visitor reads it, at the alias too; the visitor who had started stays on their version.
  const newcomer = await browser.newPage();
  await newcomer.goto(`${second}/starseed-quiz`);
  await expect(heading(newcomer)).toHaveText('Published a moment ago');
  await newcomer.close();
  await page.reload();
  await expect(heading(page)).toHaveText(before ?? '');
});

test('a visitor mid-funnel keeps their version across a publish; a new visitor gets the new one', async ({
  page,
  browser,
  request,
}) => {
  const [, second] = instances.urls;
  await page.goto(`${second}/palmistry`);
  await page.getByRole('button', { name: 'Begin my reading' }).click();
  await expect(page).toHaveURL(/\/palmistry\/gender$/);
  await expect(heading(page)).toHaveText('Which energy guides you?');

  await instances.publish('flow', 'palmistry', retitled('palmistry', 'gender', 'A question from the new version'));
  await servedSoon(request, `${second}/palmistry/gender`, 'A question from the new version');
  const newcomer = await browser.newPage();
  await newcomer.goto(`${second}/palmistry`);
  await newcomer.getByRole('button', { name: 'Begin my reading' }).click();
  await expect(heading(newcomer)).toHaveText('A question from the new version');

  // The first visitor reloads mid-funnel: still their version, and the way on still works.
  await page.reload();
  await expect(heading(page)).toHaveText('Which energy guides you?');
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/relationship$/);
  await newcomer.close();
});

test('a pinned visitor reloads on a step the new version removed: their step from the first byte, never a 404', async ({
  page,
  browser,
  request,
}) => {
  const [, second] = instances.urls;
  const relationship = 'Where is your heart right now?';
  await page.goto(`${second}/palmistry`);
  await page.getByRole('button', { name: 'Begin my reading' }).click();
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/relationship$/);
  await expect(heading(page)).toHaveText(relationship);

  await instances.publish('flow', 'palmistry', withoutRelationship('Gender, newest'));
  await servedSoon(request, `${second}/palmistry/gender`, 'Gender, newest');
  expect((await request.get(`${second}/palmistry/questions/relationship`)).status()).toBe(404);

  const definitionReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/definitions/')) definitionReads.push(r.url());
  });
  const reload = await page.reload();
  // The server's HTML, before any script ran, already shows the visitor's step; no shared cache may keep it.
  expect(reload?.status()).toBe(200);
  expect(await reload?.text()).toContain(relationship);
  expect(reload?.headers()['cache-control']).toMatch(/private/);
  expect(reload?.headers()['cache-control']).toMatch(/no-store/);
  await expect(heading(page)).toHaveText(relationship);
  await page.getByRole('button', { name: 'With someone I love' }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/dominant-hand$/);
  expect(definitionReads).toEqual([]);

  // A visitor without a pin gets the newest version, from the cache; so does one pinned to it, at no cost.
  await expect
    .poll(async () => (await request.get(`${second}/palmistry/gender`)).headers()['x-nextjs-cache'], {
      timeout: 10_000,
    })
    .toBe('HIT');
  const newcomer = await browser.newPage();
  await newcomer.goto(`${second}/palmistry`);
  await newcomer.getByRole('button', { name: 'Begin my reading' }).click();
  await expect(heading(newcomer)).toHaveText('Gender, newest');
  expect((await newcomer.context().cookies()).map((c) => c.name)).toContain('funnel_pin_palmistry');
  const newest = await newcomer.reload();
  expect(await newest?.text()).toContain('Gender, newest');
  expect(newest?.headers()['cache-control']).toBe('s-maxage=60, stale-while-revalidate=3540');
  // The page may be refreshed once more just after a publish (refreshOwnPages); then every reload is a hit.
  await expect
    .poll(async () => (await newcomer.reload())?.headers()['x-nextjs-cache'], { timeout: 10_000 })
    .toBe('HIT');
  await newcomer.close();
});

test('a visitor whose browser prefers Spanish keeps their version across a publish, in Spanish from the first byte of a reload', async ({
  browser,
  request,
}) => {
  const [, second] = instances.urls;
  const flow = fixture('love-quiz', 'flow');
  const gender = flow.steps.find((step: { id: string }) => step.id === 'gender');
  const theirs: string = gender.content.title.es;
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(`${second}/love-quiz`);
  await page.getByRole('button', { name: 'Empezar el test' }).click();
  await expect(page).toHaveURL(/\/love-quiz\/gender$/);
  await expect(heading(page)).toHaveText(theirs);

  gender.content.title.es = 'Una pregunta de la versión nueva';
  await instances.publish('flow', 'love-quiz', flow);
  const spanish = { 'accept-language': 'es-ES,es;q=0.9' };
  await expect
    .poll(
      async () =>
        (await (await request.get(`${second}/love-quiz/gender`, { headers: spanish })).text()).includes(
          gender.content.title.es,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);

  // Their version in their language, rendered for them alone (the pinned page in Spanish), and the way on works.
  const reload = await page.reload();
  expect(reload?.headers()['cache-control']).toMatch(/private/);
  // The server's own heading (its page data holds every language).
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec((await reload?.text()) ?? '')?.[1]).toBe(theirs);
  await expect(heading(page)).toHaveText(theirs);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

test('an invalid publish is refused and the last good version keeps serving on every instance', async ({ page }) => {
  const [first, second] = instances.urls;
  const before = instances.builder.deliveries().length;
  await instances.publish('funnel', 'natal-chart', { ...fixture('natal-chart', 'funnel'), locales: [] });
  await expect.poll(() => instances.builder.deliveries().length, { timeout: 10_000 }).toBeGreaterThan(before);
  expect(instances.builder.deliveries().at(-1)).toMatchObject({ ok: false, status: 422 });
  for (const url of [first, second]) {
    const response = await page.goto(`${url}/natal-chart`);
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toHaveText(fixture('natal-chart', 'flow').steps[0].content.title.en);
  }
});

test('a deleted funnel answers 404 on every instance', async ({ page, consoleErrors }) => {
  consoleErrors.expect(/status of 404/);
  const [first, second] = instances.urls;
  expect((await page.goto(`${second}/love-quiz`))?.status()).toBe(200);
  await instances.unpublish('funnel', 'love-quiz');
  for (const url of [second, first])
    await expect.poll(async () => (await page.goto(`${url}/love-quiz`))?.status(), { timeout: 10_000 }).toBe(404);
});

test('the events endpoint refuses forged, stale and malformed events', async ({ request }) => {
  const [first] = instances.urls;
  const url = `${first}/api/v1/builder/events`;
  const body = JSON.stringify({
    id: 'evt-forged',
    type: 'funnel.delete',
    key: 'palmistry',
    occurredAt: new Date().toISOString(),
  });
  const now = Math.floor(Date.now() / 1000);
  const post = (headers: Record<string, string>, data = body) =>
    request.post(url, { headers: { 'content-type': 'application/json', ...headers }, data });

  const forged = await post({
    'builder-timestamp': String(now),
    'builder-signature': signBuilderEvent('not-the-key', now, body),
  });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toMatchObject({ originalStatusCode: 401 });
  const stale = await post({
    'builder-timestamp': String(now - 3600),
    'builder-signature': instances.sign(now - 3600, body),
  });
  expect(stale.status()).toBe(401);
  const malformed = '{"id":"evt-bad","type":"funnel.rename"}';
  expect(
    (
      await post({ 'builder-timestamp': String(now), 'builder-signature': instances.sign(now, malformed) }, malformed)
    ).status(),
  ).toBe(400);
  // None of them deleted anything.
  expect((await request.get(`${first}/palmistry`)).status()).toBe(200);
});
