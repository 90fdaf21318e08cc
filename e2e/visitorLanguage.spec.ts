import type { Page } from '@playwright/test';
import { E2E_COUNTRY_HEADER } from '@/playwright.config';
import { langCookieName } from '@/runtime/flow/languageNames';
import { MAIL_WORDS } from '@/runtime/gateway/subscriptions/cancelCodeEmail';
import { FUNNEL_WORDS } from '@/runtime/screens/funnelWords';
import { EMAIL_PAGES_IN, INFORMATION_PAGES_IN } from '@/runtime/screens/pages/sitePagesInLanguages';
import { CONSENT_WORDS } from '@/runtime/tracking/consent/consentWords';
import { say } from '@/schemas/words';
import { E2E_MAIL_SANDBOX_URL } from './support/e2ePorts';
import { payByCard, paymentState } from './support/payByCard';
import { asPerson } from './support/thirdPartyStubs';
import { expect, freshEmail, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/** love-quiz (fixtures/funnels/love-quiz) speaks English first, then Spanish and French. */
const TITLES = {
  en: 'What do the stars say about your love?',
  es: '¿Qué dicen las estrellas de tu amor?',
  fr: 'Que disent les étoiles de ton amour ?',
};

/** The first heading of a page as the server wrote it (its data, read by the page's code, holds every language). */
const firstHeading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.replaceAll('&#x27;', "'");

/** Every text the page's first heading ever had, from the first byte on (a change of language would add one). */
async function watchHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(`
    window.__headings = [];
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? '';
      if (text && window.__headings.at(-1) !== text) window.__headings.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  `);
  return () => page.evaluate('window.__headings');
}

test.describe('a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the first step in Spanish from the first byte, and it never changes language', async ({ page }) => {
    const headings = await watchHeadings(page);
    const first = page.waitForResponse((r) => new URL(r.url()).pathname === '/love-quiz');
    await page.goto('/love-quiz');
    // The server's own answer is in Spanish: no render in English first.
    expect(firstHeading(await (await first).text())).toBe(TITLES.es);
    await expect(page.locator('h1')).toHaveText(TITLES.es);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.waitForLoadState('networkidle');
    expect(await headings()).toEqual([TITLES.es]);
    // Search engines are told of the page in each of the funnel's languages.
    expect(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`)),
    ).toEqual(['en /love-quiz?lang=en', 'es /love-quiz?lang=es', 'fr /love-quiz?lang=fr', 'x-default /love-quiz']);
  });

  test('switches to French mid-funnel without losing an answer, the consent banner with it, and French stays from the first byte of a reload', async ({
    page,
  }) => {
    // A person in Germany: the consent banner asks, in the page's language.
    await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: 'DE' });
    await asPerson(page);
    await page.goto('/love-quiz');
    await page.waitForFunction(() => '_ccRun' in window); // the consent manager has started
    await page.keyboard.press('Tab');
    const banner = page.getByRole('dialog', { name: CONSENT_WORDS.title.es });
    await banner.getByRole('button', { name: CONSENT_WORDS.acceptAll.es }).click();
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Empezar el test' }).click();
    await expect(page).toHaveURL(/\/love-quiz\/gender$/);
    await page.getByRole('button', { name: 'Mujer', exact: true }).click();
    await expect(page).toHaveURL(/\/love-quiz\/questions\/love-status$/);
    await page.locator('select.language').selectOption('fr');
    await expect(page).toHaveURL(/\/love-quiz\/questions\/love-status\?lang=fr$/);
    const french = 'Quelle histoire vit ton cœur en ce moment ?';
    await expect(page.locator('h1')).toHaveText(french);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The answer given in Spanish is still the visit's.
    const saved = await page.evaluate(
      () => Object.entries(sessionStorage).find(([k]) => k.startsWith('funnel.session:love-quiz'))?.[1],
    );
    expect(JSON.parse(saved ?? '{}').answers).toMatchObject({ gender: 'female' });
    // The cookie settings speak French too (the first step has them, two steps back, the page still the same).
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/love-quiz$/);
    await expect(page.locator('h1')).toHaveText(TITLES.fr);
    await page.getByRole('button', { name: say(FUNNEL_WORDS, 'cookieSettings', 'fr') }).click();
    await expect(page.getByRole('dialog', { name: CONSENT_WORDS.preferences.fr })).toBeVisible();
    await page
      .getByRole('dialog', { name: CONSENT_WORDS.preferences.fr })
      .getByRole('button', { name: CONSENT_WORDS.acceptAll.fr })
      .click();
    // A reload of a later step, with no `lang` in the address: the server renders it in French at once.
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/love-quiz/questions/love-status');
    await page.goto('/love-quiz/questions/love-status');
    const html = await (await reloaded).text();
    expect(html).toContain('lang="fr"');
    expect(firstHeading(html)).toBe(french);
    await expect(page.locator('h1')).toHaveText(french);
  });
});

test('a Spanish ad link shows an English browser the funnel in Spanish, for the whole visit', async ({ page }) => {
  const headings = await watchHeadings(page);
  await page.goto('/love-quiz?lang=es');
  await expect(page.locator('h1')).toHaveText(TITLES.es);
  await page.waitForLoadState('networkidle');
  expect(await headings()).toEqual([TITLES.es]);
  // Kept for the visit: the address without `lang` is still Spanish, from the server's first byte.
  const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/love-quiz');
  await page.goto('/love-quiz');
  expect(firstHeading(await (await again).text())).toBe(TITLES.es);
  await expect(page.locator('h1')).toHaveText(TITLES.es);
});

test('an English browser gets the funnel in English, and a language the funnel lacks gets its first', async ({
  page,
  request,
}) => {
  await page.goto('/love-quiz');
  await expect(page.locator('h1')).toHaveText(TITLES.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const german = await request.get('/love-quiz', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
  expect(firstHeading(await german.text())).toBe(TITLES.en);
  // A language the funnel does not speak is no page of it.
  expect((await request.get('/love-quiz@de')).status()).toBe(404);
});

test('one address, a page per browser language: every page says it varies by Accept-Language, a shared cache keys on it; a page the kept language chose is private', async ({
  request,
}) => {
  const varies = (headers: Record<string, string>) =>
    (headers.vary ?? '').split(',').some((name) => name.trim().toLowerCase() === 'accept-language');
  for (const path of ['/love-quiz', '/love-quiz/gender', '/palmistry', '/tech/terms', '/email/confirmation'])
    for (const language of ['en-US,en;q=0.9', 'es-ES,es;q=0.9']) {
      const response = await request.get(path, { headers: { 'accept-language': language } });
      expect(varies(response.headers()), `${path} for ${language}: ${response.headers().vary}`).toBe(true);
    }
  const spanish = await request.get('/love-quiz', { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
  const english = await request.get('/love-quiz', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
  expect([firstHeading(await spanish.text()), firstHeading(await english.text())]).toEqual([TITLES.es, TITLES.en]);
  expect(english.headers()['cache-control']).toBe('s-maxage=60, stale-while-revalidate=3540');
  // A language kept for the visit is in a cookie, not in the address nor in Accept-Language: that page is the
  // visitor's own, which no shared cache may keep for the next visitor of the address.
  const kept = await request.get('/love-quiz', {
    headers: { 'accept-language': 'en-US,en;q=0.9', cookie: `${langCookieName('love-quiz')}=es` },
  });
  expect(firstHeading(await kept.text())).toBe(TITLES.es);
  expect(kept.headers()['cache-control']).toMatch(/\bprivate\b/);
  // Files and the API are the same in every language.
  expect(varies((await request.get('/icon.svg')).headers())).toBe(false);
});

test.describe('the information and email pages of a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('are in Spanish from the first byte, with their dates as Spanish writes them', async ({ page }) => {
    const first = page.waitForResponse((r) => new URL(r.url()).pathname === '/tech/terms');
    await page.goto('/tech/terms');
    expect(firstHeading(await (await first).text())).toBe(INFORMATION_PAGES_IN.es[0]?.title);
    await expect(page.locator('h1')).toHaveText(INFORMATION_PAGES_IN.es[0]?.title ?? '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('time')).toHaveText('15 de septiembre de 2023');
    await expect(page.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
    await page.goto('/email/marketing-landing-0');
    const landing = EMAIL_PAGES_IN.es.find((p) => p.path === '/email/marketing-landing-0');
    await expect(page.locator('h1')).toHaveText(landing?.title ?? 'no such page');
  });

  test("a funnel's links lead to them in the funnel's language, whatever the browser's", async ({ page }) => {
    await page.goto('/love-quiz?lang=fr');
    const terms = page.locator('footer a[href^="/tech/terms"]');
    await expect(terms).toHaveAttribute('href', '/tech/terms?lang=fr');
    await terms.click();
    await expect(page.locator('h1')).toHaveText(INFORMATION_PAGES_IN.fr[0]?.title ?? '');
  });
});

test.describe('a visitor whose browser prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('pays a French funnel, then cancels in French and gets the cancel code in French', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = freshEmail('fr');
    await walkToPayment(page, 'natal-chart', { email });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
    await payByCard(page, '4067429974719265');
    await expect(page).toHaveURL(/\/natal-chart\/upsells$/, { timeout: 20_000 });

    const first = page.waitForResponse((r) => new URL(r.url()).pathname === '/cancel-subscription');
    await page.goto('/cancel-subscription');
    expect(firstHeading(await (await first).text())).toBe('Résilier votre abonnement');
    await page.waitForLoadState('networkidle'); // the form works once the flow runtime has loaded
    const before = new Date().toISOString();
    await page.getByRole('textbox').fill(email);
    await page.getByRole('button', { name: 'Retrouver mon abonnement' }).click();
    await expect(page).toHaveURL(/\/cancel-subscription\/verify$/);
    await expect
      .poll(async () => {
        const { messages } = (await (await request.get(`${E2E_MAIL_SANDBOX_URL}/messages?to=${email}`)).json()) as {
          messages: { subject: string; text: string; receivedAt: string }[];
        };
        const mail = messages.find((m) => m.receivedAt >= before);
        return mail && [mail.subject, /\b\d{6}\b/.test(mail.text), mail.text.includes(say(MAIL_WORDS, 'intro', 'fr'))];
      })
      .toEqual([say(MAIL_WORDS, 'subject', 'fr', { product: 'Stellara' }), true, true]);
  });
});
