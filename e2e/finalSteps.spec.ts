import { readdirSync } from 'node:fs';
import { E2E_PRODUCT_APP_URL } from '@/playwright.config';
import { CHECKOUT_WORDS } from '@/runtime/screens/checkout/checkoutWords';
import { targetHref } from '@/runtime/screens/targetHref';
import { pickLocale } from '@/schemas/pickLocale';
import type { Step } from '@/schemas/stepSchema';
import { say } from '@/schemas/words';
import { text } from './support/actOnStep';
import { expect, test } from './support/visitor';
import { definition, walkToPayment } from './support/walkFunnel';

/**
 * Every fixture funnel whose flow ends on a step with a button: a visitor walks it to that last step (paying on the
 * way with a card of the payment sandbox, declining the offers), presses the button, and lands where the definition's
 * target says: the product app (the e2e app's PRODUCT_APP_URL, intercepted here), an app store (intercepted), a page
 * of this site, or another funnel's first step. (The step's click event on leaving is the flow's and the tracking's
 * unit tests': buildFlowMachine's happenings, trackFlow.)
 * Of the funnels ending on offers (upsells), whose buttons buy and whose target is the link on, one is walked (the
 * link is the same screen's in each). Each funnel is a test of its own, run in parallel.
 */
const CARD = '4067429974719265';
const ENDINGS = readdirSync('fixtures/funnels')
  .map(definition)
  .filter(({ funnel }) => funnel.status === 'active')
  .flatMap(({ funnel, flow }) => {
    const last = flow.steps.find((s) => s.target !== undefined && s.next === undefined && s.branches === undefined);
    return last === undefined ? [] : [{ funnel, flow, last }];
  });
/** Funnels ending on offers (upsells), whose buttons buy and whose target is a link on: one walked, as the rest. */
const OFFERS_WALKED = ['palmistry'];
const offers = (last: Step) => last.content.upsells !== undefined;
const WALKED = ENDINGS.filter(({ funnel, last }) => !offers(last) || OFFERS_WALKED.includes(funnel.slug));

test.describe.configure({ mode: 'parallel' });

test('every funnel that ends on a button is walked below (13 of the fixtures), and every one ending on offers leads on', () => {
  expect(ENDINGS.filter((e) => !offers(e.last))).toHaveLength(13);
  expect(ENDINGS.filter((e) => offers(e.last)).length).toBeGreaterThanOrEqual(14);
});

/** What the target is, for the test's name. */
const placeOf = (last: Step) => JSON.stringify(last.target);

for (const { funnel, last } of WALKED) {
  test(`${funnel.slug}: the last step's button goes to ${placeOf(last)}`, async ({ page }) => {
    test.setTimeout(150_000);
    // Addresses outside the app answer from here: nothing leaves the machine.
    await page.route(/^https:\/\/(app\.stellara\.test|apps\.apple\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Outside</title><h1>Outside</h1>' }),
    );
    await walkToPayment(page, funnel.slug, { until: (step) => step.id === last.id, pay: CARD });
    const locale = pickLocale(funnel.locales, await page.evaluate(() => [...navigator.languages]));
    const href = targetHref(last.target ?? {}, E2E_PRODUCT_APP_URL);
    // An offer's own buttons buy; its target is the link on, "No thanks, continue".
    const label = offers(last) ? say(CHECKOUT_WORDS, 'noThanks', locale) : text(last.content.cta, locale);
    const button = page.getByRole('link', { name: label, exact: true });
    await expect(button).toHaveAttribute('href', href);
    await button.click();

    if (last.target?.funnel !== undefined) {
      const next = definition(last.target.funnel);
      await expect(page).toHaveURL(new RegExp(`/${last.target.funnel}$`));
      await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', next.flow.firstStep);
    } else if (last.target?.page !== undefined) {
      await expect(page).toHaveURL(new RegExp(`${last.target.page}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('section[data-step]')).toHaveCount(0);
    } else {
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { name: 'Outside' })).toBeVisible();
    }
  });
}
