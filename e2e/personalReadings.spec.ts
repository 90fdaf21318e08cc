import { TIME_OF_DAY } from '@/schemas/enums/timeOfDay';
import { expect, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * The natal chart funnel computes the visitor's chart from their own answers. Born on 14 July 1990 at 8:30 PM in
 * Lisbon (summer time, UTC+1, so 19:30 UTC): by an independent ephemeris (Meeus' algorithms, the astronomia package:
 * sun 112.09°, moon 13.67°, ascendant 285.00° at 38.72° N 9.13° W), the sun is in Cancer, the moon in Aries and the
 * rising sign Capricorn, each at least 13° from a sign's edge; the moon 261.6° ahead of the sun is in its last quarter
 * (the sector 247.5° to 292.5°).
 */
const BIRTH = { year: 1990, month: 6, day: 14, time: { hour: 8, minute: 30, timeOfDay: TIME_OF_DAY.PM } };
const LISBON = { name: 'Lisbon', countryName: 'Portugal', latitude: 38.71667 };
/** The sandbox's card that pays (docs/payment-provider.md#test-cards). */
const CARD = '4067429974719265';

test('a birth place typed and chosen: the chart step shows the signs of that moment and place, and the wheel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/places')) searches.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  await walkToPayment(page, 'natal-chart', {
    until: (step) => step.id === 'chart',
    given: { 'birth-date': BIRTH, 'birth-place': LISBON },
  });
  // Each keystroke searched, from the first letter.
  expect(searches.slice(0, 5)).toEqual(['L', 'Li', 'Lis', 'Lisb', 'Lisbo']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sun is in Cancer, your moon in Aries');
  await expect(
    page.getByText('You rise in Capricorn. Born in Lisbon, under the moon’s phase: Last quarter.', { exact: true }),
  ).toBeVisible();
  const wheel = page.getByRole('img', { name: 'Your natal chart wheel' });
  await expect(wheel).toBeVisible();
  await expect(page.locator('figure.natal-wheel')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByText(/in the houses of your birth time and place/)).toBeVisible();
});

test('the place search failing: the visitor goes on with the name typed, the chart leaves out the rising sign, and the funnel is paid', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  // The browser reports each failed search.
  consoleErrors.expect(/status of 503/);
  await page.route('**/api/v1/places**', (route) => route.fulfill({ status: 503, body: '' }));
  let chartShown = false;
  await walkToPayment(page, 'natal-chart', {
    given: { 'birth-date': BIRTH, 'birth-place': { name: 'Lisbon' } },
    pay: CARD,
    until: (step) => step.id === 'upsells',
    beforeStep: async (step) => {
      if (step.id !== 'chart') return;
      chartShown = true;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sun is in Cancer, your moon in Aries');
      await expect(page.getByText(/^You rise in /)).not.toContainText('Capricorn');
      await expect(page.getByText(/the houses are left out/)).toBeVisible();
    },
  });
  expect(chartShown).toBe(true);
  await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', 'upsells');
});

test("the compatibility funnel: the visitor's sun sign and the partner's sign chosen give their aspect and score", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await walkToPayment(page, 'moon-compatibility', {
    until: (step) => step.id === 'partner-match',
    // This funnel's birth date step asks no time.
    given: {
      'birth-date': { year: BIRTH.year, month: BIRTH.month, day: BIRTH.day },
      'birth-place': LISBON,
      'partner-sign': 'scorpio',
    },
  });
  // Cancer and Scorpio are both water signs, four signs apart: a trine, the warmest aspect.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancer and Scorpio: 92% in tune');
  await expect(
    page.getByText("Your two suns meet in Trine. Now let's see how your moons feel together."),
  ).toBeVisible();
});
