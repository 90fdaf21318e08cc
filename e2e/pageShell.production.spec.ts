import { PRODUCTION_SETTINGS, PRODUCTION_SHELL } from '@/playwright.config';
import { expect, test } from './support/visitor';

test('tells robots not to index but to follow links', async ({ page }) => {
  await page.goto('/palmistry');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('carries the verification meta tags and preloads the sprite', async ({ page }) => {
  await page.goto('/palmistry');
  await expect(page.locator('meta[name="trustpilot-one-time-domain-verification-id"]')).toHaveAttribute(
    'content',
    PRODUCTION_SHELL.REVIEWS_VERIFICATION_ID,
  );
  await expect(page.locator('meta[name="facebook-domain-verification"]')).toHaveAttribute(
    'content',
    PRODUCTION_SHELL.SOCIAL_VERIFICATION_ID,
  );
  await expect(page.locator(`link[rel="preload"][as="image"][href="${PRODUCTION_SHELL.SPRITE_URL}"]`)).toHaveCount(1);
});

test('sends the security headers with a funnel page, which stays static', async ({ request }) => {
  const response = await request.get('/palmistry');
  const headers = response.headers();
  expect(response.status()).toBe(200);
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("base-uri 'self'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  // HSTS without `preload`: the preload list is a one-way commitment the operator opts into (HSTS_PRELOAD).
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  const imageSources = /img-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
  expect(imageSources.filter((source) => source.startsWith('//') || source === 'https:' || source === '*')).toEqual([]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['x-nextjs-cache'] ?? headers['x-nextjs-prerender']).toBeDefined();
});

test('forbids the camera outside funnel steps', async ({ request }) => {
  const response = await request.get('/api/v1/logs');
  expect(response.headers()['permissions-policy']).toContain('camera=()');
});

test('runs the page under the policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  const logged = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/logs') && request.method() === 'POST',
    {
      timeout: 15_000,
    },
  );
  await page.goto('/palmistry');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await logged; // the page's scripts ran: its view was logged
  expect(violations).toEqual([]);
});

for (const path of ['/', '/api/v1/definitions/changes', '/api/v1/dev/outbox?email=luna@example.com'])
  test(`serves no developer route in production: ${path}`, async ({ request }) => {
    expect((await request.get(path)).status()).toBe(404);
  });

test('counts a client by the socket it connects from, whatever X-Forwarded-For claims, with no proxy trusted', async ({
  request,
}) => {
  // The cancel lookup allows 20 an hour per client address (docs/decisions/0008); each request claims another.
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const response = await request.post('/api/v1/subscriptions/cancel/lookup', {
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      data: { email: `claim.${i}.${crypto.randomUUID().slice(0, 8)}@example.com` },
    });
    statuses.push(response.status());
  }
  expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(20);
  expect(statuses.at(-1)).toBe(429);
});

test('names the company of its settings, never the placeholder, on the legal pages in every language', async ({
  request,
}) => {
  const company = `${PRODUCTION_SETTINGS.COMPANY_NAME}, ${PRODUCTION_SETTINGS.COMPANY_ADDRESS}`;
  for (const lang of ['en', 'es', 'de', 'fr', 'pt-BR'])
    for (const page of ['/tech/terms', '/tech/personal-info-policy', '/tech/contact-us']) {
      const html = await (await request.get(`${page}?lang=${lang}`)).text();
      expect(html, `${page} in ${lang}`).toContain(company);
      expect(html, `${page} in ${lang}`).not.toContain('Example Street');
    }
});
