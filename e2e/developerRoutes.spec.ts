import { type AppInstances, startAppInstances } from './support/appInstances';
import { E2E_INSTANCE_PORTS } from './support/e2ePorts';
import { expect, test } from './support/visitor';

/**
 * The developer routes (the index of published funnels, the definitions change stream) exist only on a server
 * started for development: `next dev`, or a built server with DEVELOPER_ROUTES=on. The e2e app is started as
 * `npm start` runs with no settings, so it must serve none of them; a second instance has the switch on.
 */
const DEVELOPER_PATHS = ['/', '/api/v1/definitions/changes', '/api/v1/dev/outbox?email=luna@example.com'];

for (const path of DEVELOPER_PATHS)
  test(`a built server started with no settings answers ${path} with 404`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toMatch(/Published funnels|following definition changes|"messages"/);
  });

test.describe('a built server with DEVELOPER_ROUTES=on', () => {
  test.describe.configure({ mode: 'serial' });
  let app: AppInstances;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startAppInstances({
      ports: [...E2E_INSTANCE_PORTS.developerRoutes],
      env: { APP_ENV: 'dev', DEVELOPER_ROUTES: 'on' },
    });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test('lists the fixture funnels with links on its index', async ({ page }) => {
    const [url] = app.urls;
    await page.goto(`${url}/`);
    await page.getByRole('link', { name: '/palmistry', exact: true }).click();
    await expect(page).toHaveURL(/\/palmistry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your hands remember what your heart knows');
  });

  test('follows definition changes on its stream', async ({ request }) => {
    const [url] = app.urls;
    const controller = new AbortController();
    const response = await fetch(`${url}/api/v1/definitions/changes`, { signal: controller.signal });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/event-stream']);
    controller.abort();
    // The outbox is gone for good: codes go by mail, to the mail sandbox in development.
    expect((await request.get(`${url}/api/v1/dev/outbox?email=luna@example.com`)).status()).toBe(404);
  });
});
