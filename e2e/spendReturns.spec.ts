import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type pg from 'pg';
import { E2E_COUNTRY_HEADER, E2E_TESTER_TOKEN } from '@/playwright.config';
import { spendCommand, throughApp } from '@/runtime/cli/spendCommand';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import type { FullFunnelReport } from '@/runtime/report/readFunnelReportOf';
import { ADVANCE_SUBSCRIPTION_PATH } from '@/sandbox/payments/startPaymentSandbox';
import { type AppInstances, startAppInstances } from './support/appInstances';
import { E2E_INSTANCE_PORTS } from './support/e2ePorts';
import { payByCard, paymentState } from './support/payByCard';
import { providerActs, refundOrder, relaySandboxWebhooks } from './support/providerLedger';
import { queryDatabase } from './support/queryDatabase';
import { asPerson } from './support/thirdPartyStubs';
import { expect, freshEmail, test } from './support/visitor';
import { definition, walkToPayment } from './support/walkFunnel';

/**
 * Issue 41's proof: a month of spend for two campaigns imported (by `funnel spend import`, then corrected on the
 * report's page), known visitors who come from them and pay (one renews, one is refunded), and the report's cost per
 * customer, return on ad spend and revenue per visit per campaign, on the page, in CSV and in JSON, each equal to the
 * figure computed here by hand. On an instance of its own on a fresh PostgreSQL database.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
test.describe.configure({ mode: 'serial' });
test.skip(!adminUrl, 'needs TEST_DATABASE_URL: the instance and what it kept are on PostgreSQL');

const CARD = '4067429974719265';
const DAY_MS = 86_400_000;
/** The month of the report: thirty days ending today (UTC, the instance's report time zone). */
const days = Array.from({ length: 30 }, (_, i) => new Date(Date.now() - (29 - i) * DAY_MS).toISOString().slice(0, 10));
const RANGE = { from: days[0] ?? '', to: days.at(-1) ?? '' };
/** What each campaign cost a day: TikTok's spring in euros, Facebook's autumn in dollars. */
const SPRING_A_DAY = 20;
const AUTUMN_A_DAY = 15;
/** Spring's one ad, named in its address (`utm_ad_name`) as in the network's spend. */
const SPRING_AD = 'moon-video';
const spendCsv = (springDay: (day: string) => number) =>
  [
    'date,source,campaign,currency,amount,ad',
    ...days.flatMap((day) => [
      `${day},tiktok,spring,EUR,${springDay(day)},${SPRING_AD}`,
      `${day},fb,autumn,USD,${AUTUMN_A_DAY},`,
    ]),
  ].join('\n');

let instances: AppInstances;
let appUrl = '';
let relay: { stop: () => Promise<void> };

const query = <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
  queryDatabase<T>(instances.databaseUrl, sql, values);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  instances = await startAppInstances({
    adminUrl: adminUrl ?? '',
    ports: [...E2E_INSTANCE_PORTS.spendReturns],
    env: { TESTER_TOKENS: E2E_TESTER_TOKEN, COUNTRY_HEADER: E2E_COUNTRY_HEADER, TRUSTED_PROXY_HOPS: '1' },
  });
  appUrl = instances.urls[0] ?? '';
  relay = relaySandboxWebhooks(appUrl, instances.databaseUrl ?? '');
});
test.afterAll(async () => {
  await relay?.stop();
  await instances?.stop();
});

/**
 * A person in the United States (dollars) arriving from a campaign's ad, who accepts consent, gives an email and pays
 * when told; answers their paid plan order once the provider has reported it.
 */
async function visit(
  browser: Browser,
  tags: { utm_source: string; utm_campaign: string; utm_ad_name?: string },
  pays: boolean,
) {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: 'US' });
  const hex = randomUUID().replaceAll('-', '');
  await page.route(/\/api\/v1\//, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': `2001:db8:${hex.slice(0, 4)}::1` } }),
  );
  await asPerson(page);
  await page.goto(`/palmistry?${new URLSearchParams(tags)}`);
  await expect(page.locator('section[data-step]')).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => '_ccRun' in window);
  await page.keyboard.press('Tab');
  const banner = page.getByRole('dialog', { name: 'Your privacy, your choice' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  const email = freshEmail(tags.utm_campaign);
  await walkToPayment(page, 'palmistry', {
    opened: true,
    email,
    attribution: tags,
    documents: definition('palmistry'),
  });
  if (pays) {
    await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
    const paymentStep = await page.locator('section[data-step]').getAttribute('data-step');
    await payByCard(page, CARD);
    await expect(page.locator('section[data-step]')).not.toHaveAttribute('data-step', paymentStep ?? '', {
      timeout: 20_000,
    });
  }
  await page.waitForTimeout(2500);
  await page.goto('about:blank');
  await page.waitForTimeout(1000);
  await context.close();
  if (!pays) return undefined;
  await expect
    .poll(
      async () =>
        (
          await query(
            `select 1 from orders where email = $1 and sale = 'plan' and status = 'handled' and subscription_id is not null`,
            [email],
          )
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  const [order] = await query<{ id: string; subscription_id: string; amount: number; currency: string }>(
    `select id, subscription_id, amount, currency from orders where email = $1 and sale = 'plan'`,
    [email],
  );
  if (order === undefined) throw new Error(`${email} has no paid plan`);
  return { ...order, email };
}

/** The funnel's report for the month, as the team reads it (JSON or CSV). */
async function report(format: 'json' | 'csv') {
  const response = await fetch(`${appUrl}/report/palmistry/${format}?${new URLSearchParams(RANGE)}`, {
    headers: { cookie: `${TESTER_TOKEN_COOKIE}=${E2E_TESTER_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return format === 'json' ? ((await response.json()) as FullFunnelReport) : await response.text();
}

test('a month of spend for two campaigns: cost per customer, return on ad spend and revenue per visit as computed by hand', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  // The month's spend, imported by the CLI through the running app; then TikTok's file for the last day, corrected,
  // uploaded on the report's page (it replaces that day's TikTok spend only).
  const file = join(mkdtempSync(join(tmpdir(), 'spend-')), 'month.csv');
  writeFileSync(
    file,
    spendCsv(() => SPRING_A_DAY),
  );
  const imported = await spendCommand(file, 'palmistry', [throughApp(appUrl, E2E_TESTER_TOKEN)]);
  expect(imported).toMatchObject({ code: 0, stdout: expect.stringContaining('Imported 60 rows of spend') });
  const team = await browser.newContext({ baseURL: appUrl });
  await team.addCookies([{ name: TESTER_TOKEN_COOKIE, value: E2E_TESTER_TOKEN, url: appUrl }]);
  const page = await team.newPage();
  await page.goto(`/report/palmistry?${new URLSearchParams(RANGE)}`);
  await page.locator('input[name="file"]').setInputFiles({
    name: 'tiktok-last-day.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`date,source,campaign,currency,amount\n${RANGE.to},tiktok,spring,EUR,35\n`),
  });
  await page.getByRole('button', { name: 'Import spend' }).click();
  // The returns' own status and alert (the framework's route announcer is an alert of the page too).
  const returns = page.locator('[data-part="returns"]');
  await expect(returns.getByRole('status')).toHaveText(
    /Imported 1 rows of spend: 1 days of 1 sources \(1 rows replaced\)/,
  );
  // A bad file says where it is wrong, and changes nothing.
  await page.locator('input[name="file"]').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`date,source,campaign,currency,amount\n${RANGE.to},tiktok,spring,EUR,"35,5"\n`),
  });
  await page.getByRole('button', { name: 'Import spend' }).click();
  await expect(returns.getByRole('alert')).toContainText('line 2, amount: "35,5" is not an amount of EUR');

  // Dee comes from spring and pays, then renews; Eli comes from autumn and pays, and is refunded; Flo comes from
  // spring and leaves at the payment.
  const fromSpring = { utm_source: 'tiktok', utm_campaign: 'spring', utm_ad_name: SPRING_AD };
  const dee = await visit(browser, fromSpring, true);
  const eli = await visit(browser, { utm_source: 'fb', utm_campaign: 'autumn' }, true);
  await visit(browser, fromSpring, false);
  if (dee === undefined || eli === undefined) throw new Error('a payer has no order');
  expect([dee.currency, eli.currency]).toEqual(['USD', 'USD']);
  await providerActs(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: dee.subscription_id });
  await refundOrder(eli.id);
  const renewalOf = async () =>
    (
      await query<{ amount: number }>(
        `select amount from orders where email = $1 and sale in ('trial_conversion', 'renewal') and status = 'handled'`,
        [dee.email],
      )
    )[0]?.amount;
  await expect.poll(renewalOf, { timeout: 30_000 }).toBeDefined();
  const deeRenewal = (await renewalOf()) ?? Number.NaN;

  // By hand: each campaign's spend in dollars at the report's rates, its customers, their money to date.
  const wait = async () => {
    const r = (await report('json')) as FullFunnelReport;
    const of = (campaign: string) => r.returns.find((o) => o.campaign === campaign);
    return [of('spring')?.revenue.gross, of('autumn')?.revenue.refunds, r.followed.visits];
  };
  await expect.poll(wait, { timeout: 120_000 }).toEqual([{ USD: dee.amount + deeRenewal }, { USD: eli.amount }, 3]);
  const json = (await report('json')) as FullFunnelReport;
  const euro = json.rates.rates.EUR ?? Number.NaN;
  const springSpend = Math.round((SPRING_A_DAY * 29 + 35) * 100 * euro);
  const autumnSpend = AUTUMN_A_DAY * 30 * 100;
  const springMoney = dee.amount + deeRenewal;
  const expected = {
    spring: { spend: springSpend, customers: 1, cac: springSpend, money: springMoney, roas: springMoney / springSpend },
    autumn: { spend: autumnSpend, customers: 1, cac: autumnSpend, money: 0, roas: 0 },
  };
  for (const [campaign, figures] of Object.entries(expected)) {
    const o = json.returns.find((r) => r.campaign === campaign);
    expect(o).toMatchObject({
      spend: { total: { amount: figures.spend, unconverted: {} } },
      customers: figures.customers,
      cac: figures.cac,
      revenue: { total: { amount: figures.money, unconverted: {} } },
    });
    expect(o?.roas).toBeCloseTo(figures.roas, 9);
  }
  // Revenue per followed visit of each campaign, to this day: spring's two visits (Dee's money), autumn's one (none
  // kept).
  // Spring's ad: its own spend (the last day's corrected file named no ad), Dee and her money, and both its visits.
  const springAd = json.returns.find((r) => r.campaign === 'spring')?.ads.find((a) => a.ad === SPRING_AD);
  const adSpend = Math.round(SPRING_A_DAY * 29 * 100 * euro);
  expect(springAd).toMatchObject({
    spend: { total: { amount: adSpend } },
    customers: 1,
    cac: adSpend,
    revenue: { total: { amount: springMoney } },
  });
  expect(springAd?.roas).toBeCloseTo(springMoney / adSpend, 9);
  const adStarts = await query<{ n: number }>(
    `select coalesce(sum(count), 0)::int as n from followed_starts where funnel_slug = 'palmistry' and ad = $1`,
    [SPRING_AD],
  );
  expect(adStarts[0]?.n).toBe(2);
  const perVisit = (campaign: string) => json.origins.find((o) => o.campaign === campaign)?.followed.revenuePerVisit;
  expect(perVisit('spring')).toBeCloseTo(springMoney / 2, 6);
  expect(perVisit('autumn')).toBe(0);

  // The CSV says the same, in units of the report's currency.
  const csv = ((await report('csv')) as string).split('\r\n');
  const units = (minor: number) => (Math.round(minor) / 100).toFixed(2);
  expect(csv).toEqual(
    expect.arrayContaining([
      `return by origin,tiktok,spring,,,,,spend in report currency,${units(springSpend)},USD`,
      `return by origin,tiktok,spring,,,,,cost per customer,${units(springSpend)},USD`,
      `return by origin,tiktok,spring,,,,,return on ad spend,${expected.spring.roas.toFixed(4)},`,
      `return by origin,fb,autumn,,,,,spend in report currency,${units(autumnSpend)},USD`,
      `return by origin,fb,autumn,,,,,return on ad spend,0.0000,`,
      `followed by origin,tiktok,spring,,,,,revenue per visit,${units(springMoney / 2)},USD`,
      `return by origin and ad,tiktok,spring,${SPRING_AD},,,,cost per customer,${units(adSpend)},USD`,
    ]),
  );

  // And the page.
  await page.goto(`/report/palmistry?${new URLSearchParams(RANGE)}`);
  // The origin's own row, not its ads' or variants' under it.
  const row = (campaign: string) =>
    page.locator(`[data-part="returns"] tr[data-campaign="${campaign}"]:not(.return-within)`);
  await expect(row('spring').locator('[data-figure="customers"]')).toHaveText('1');
  await expect(row('spring').locator('[data-figure="cac"]')).toHaveText(`${units(springSpend)} USD`);
  await expect(row('spring').locator('[data-figure="roas"]')).toHaveText(`${expected.spring.roas.toFixed(2)}x`);
  await expect(row('autumn').locator('[data-figure="roas"]')).toHaveText('0.00x');
  const adRow = page.locator(`[data-part="returns"] tr[data-ad="${SPRING_AD}"]`);
  await expect(adRow.locator('[data-figure="cac"]')).toHaveText(`${units(adSpend)} USD`);
  await team.close();
});
