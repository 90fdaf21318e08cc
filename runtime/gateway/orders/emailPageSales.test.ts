import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/runtime/platform/db/schema';
import { signEmailLinkToken } from '@/runtime/signing/emailLinkToken';
import { attributionCookie } from '@/schemas/attribution/attributionCookie';
import type { AttributionTags } from '@/schemas/attribution/attributionTags';
import type { Currency } from '@/schemas/enums/currencies';
import { type EmailOrderRequest, emailOrderRequestSchema } from '@/schemas/gateway/emailOrderRequest';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { httpRefusal } from '@/testing/httpRefusal';
import { EMAIL_LINK_SECRET, openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { readEmailOffer } from './readEmailOffer';
import { startCardOrder } from './startCardOrder';
import { startEmailPageCardOrder } from './startEmailPageCardOrder';
import { startEmailPageOneClickOrder } from './startEmailPageOneClickOrder';

const REPORT_PAGE = '/email/tarot-reading';
const TRIAL_PAGE = '/email/marketing-trial-payment';
const DAY = 86_400_000;
/** An email's link, tagged as a campaign's mail tags it: its source and campaign, and the email tags of docs/limits.md#attribution-parameters. */
const EMAIL_TAGS: AttributionTags = {
  utm_source: 'email',
  utm_campaign: 'spring-tarot',
  iterable_message_id: 'msg-7f3a',
  utm_emailuser: 'user-42',
  delivery_id: 'dlv-9c2e',
};
/** The cookie of an earlier ad click, as a funnel page wrote it. */
const OLD_AD_COOKIE = attributionCookie.serialize({ utm_source: 'fb', fbclid: 'old-click' }, { secure: true });

/** The `Cookie` header a browser sends with a cookie the page wrote. */
const cookieHeader = (setCookie: string) => setCookie.split('; ')[0] ?? '';

/**
 * What the pages linked from email sell (docs/decisions/0039): the page's tags kept on its orders as on any order, in
 * the currency the page sells in, and the trial page's trial, sold to its link's email as a plan of its funnel.
 */
describe.each(testDatabases())('what a page linked from email sells on $name', ({ open }) => {
  let gateway: TestGateway;
  const natalChart = fixtureDefinition('natal-chart').funnel;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    // The funnels the pages sell through, published as the builder would: the tarot page's and the trial page's.
    await gateway.publishFunnel(fixtureDefinition('witch-power').funnel);
    await gateway.publishFunnel(natalChart);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  let clients = 0;
  const client = () => `192.0.2.${(clients++ % 250) + 1}`;
  const freshEmail = () => `vega.${randomUUID().slice(0, 8)}@example.com`;
  const pageToken = (email: string, page = REPORT_PAGE) =>
    signEmailLinkToken(EMAIL_LINK_SECRET, {
      purpose: 'page',
      email,
      subject: page,
      expiresAt: new Date(gateway.ctx.now().getTime() + DAY),
    });
  const byCard = (body: Partial<EmailOrderRequest>, cookie: string | null = null) =>
    startEmailPageCardOrder(
      gateway.ctx,
      emailOrderRequestSchema.parse({ idempotencyKey: randomUUID(), page: REPORT_PAGE, currency: 'USD', ...body }),
      client(),
      cookie,
    );
  const inOneClick = (
    token: string,
    currency: Currency,
    { page = REPORT_PAGE, attribution, cookie }: { page?: string; attribution?: AttributionTags; cookie?: string } = {},
  ) =>
    startEmailPageOneClickOrder(
      gateway.ctx,
      { idempotencyKey: randomUUID(), page, token, currency, attribution },
      { client: client(), cookieHeader: cookie ?? null },
    );
  const orderRow = async (id: string) => (await gateway.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  /** A plan paid in a currency on the test funnel, the card saved by the provider's report. */
  const paidPlan = async (email: string, currency: 'USD' | 'GBP') => {
    const { intent } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: gateway.funnel.slug,
        funnelVersion: gateway.funnel.version,
        product: { kind: 'plan', planId: 'quarter' },
        currency,
        customer: { email },
      },
      client(),
    );
    await gateway.approve(intent, `tok_${intent.orderId}`);
    return intent.orderId;
  };

  describe("an order keeps the page's tags, the email's own with them", () => {
    const EMAIL_ORIGIN = { attribution: EMAIL_TAGS, source: 'email', medium: 'email', campaign: 'spring-tarot' };

    it('by card: the tags the page wrote into the cookie and sent, with the email as its source and medium', async () => {
      const { intent } = await byCard(
        { email: freshEmail(), attribution: EMAIL_TAGS },
        cookieHeader(attributionCookie.serialize(EMAIL_TAGS, { secure: true })),
      );
      expect(await orderRow(intent.orderId)).toMatchObject({ ...EMAIL_ORIGIN, sale: 'email_purchase' });
    });

    it('by card from a browser that keeps no cookie: the tags the page sent', async () => {
      const { intent } = await byCard({ email: freshEmail(), attribution: EMAIL_TAGS });
      expect(await orderRow(intent.orderId)).toMatchObject(EMAIL_ORIGIN);
    });

    it('in one click, with the card saved on an earlier order', async () => {
      const email = freshEmail();
      await paidPlan(email, 'USD');
      const { intent } = await inOneClick(pageToken(email), 'USD', {
        attribution: EMAIL_TAGS,
        cookie: cookieHeader(attributionCookie.serialize(EMAIL_TAGS, { secure: true })),
      });
      expect(await orderRow(intent.orderId)).toMatchObject({ ...EMAIL_ORIGIN, sale: 'email_purchase' });
    });

    it("by docs/validation.md's precedence, as any order: the cookie's source wins, so the page must write the email's over an older ad's", async () => {
      // What the page sent before it captured its tags (issue 40): the older ad took the email's sale.
      const { intent } = await byCard({ email: freshEmail(), attribution: EMAIL_TAGS }, cookieHeader(OLD_AD_COOKIE));
      expect(await orderRow(intent.orderId)).toMatchObject({
        attribution: { ...EMAIL_TAGS, utm_source: 'fb', fbclid: 'old-click' },
        source: 'fb',
      });
    });
  });

  describe("in the currency the page sells in to the visitor, at the server's price", () => {
    it('in euros for a visitor the page decided euros for, by card', async () => {
      const { intent } = await byCard({ email: freshEmail(), currency: 'EUR' });
      expect(intent).toMatchObject({ amount: 1499, currency: 'EUR' });
      expect(await orderRow(intent.orderId)).toMatchObject({
        amount: 1499,
        currency: 'EUR',
        productId: 'tarot_reading',
      });
    });

    it('in one click only with a card saved in that currency; else 7.01, and the card form charges it', async () => {
      const email = freshEmail();
      await paidPlan(email, 'GBP');
      expect(await httpRefusal(inOneClick(pageToken(email), 'EUR'))).toMatchObject({
        status: 409,
        error: { code: '7.01' },
      });
      const { intent } = await inOneClick(pageToken(email), 'GBP');
      expect(intent).toMatchObject({ amount: 1499, currency: 'GBP' });
    });

    it('refuses a currency the page does not sell (400), on either page', async () => {
      const email = freshEmail();
      expect((await httpRefusal(byCard({ email, currency: 'MXN' }))).status).toBe(400);
      const trial = byCard({ token: pageToken(email, TRIAL_PAGE), page: TRIAL_PAGE, currency: 'MXN' });
      expect((await httpRefusal(trial)).status).toBe(400);
    });
  });

  describe('the trial page sells its funnel’s trial', () => {
    it('to the email of its link, as a plan of natal-chart priced by the stored funnel, in the visitor’s currency', async () => {
      const email = freshEmail();
      const { created, intent } = await byCard({
        page: TRIAL_PAGE,
        token: pageToken(email, TRIAL_PAGE),
        currency: 'EUR',
        attribution: EMAIL_TAGS,
      });
      expect(created).toBe(true);
      // natal-month: 7 days at €6.99, then €34.99 a month.
      expect(intent).toMatchObject({ amount: 699, currency: 'EUR' });
      expect(await orderRow(intent.orderId)).toMatchObject({
        email,
        funnelSlug: 'natal-chart',
        funnelVersion: natalChart.version,
        productKind: 'plan',
        productId: 'natal-month',
        sale: 'plan',
        amount: 699,
        currency: 'EUR',
        renewalAmount: 3499,
        source: 'email',
        campaign: 'spring-tarot',
      });
    });

    it('whose subscription renews as any plan’s: its first renewal converts the trial', async () => {
      const email = freshEmail();
      const { intent } = await byCard({ page: TRIAL_PAGE, token: pageToken(email, TRIAL_PAGE), currency: 'EUR' });
      const subscription = `sub_${randomUUID()}`;
      await gateway.report(intent, 'approved', {
        order: { subscription_id: subscription },
        extra: {
          transaction: {
            id: `txn_${intent.orderId}`,
            operation: 'pay',
            status: 'success',
            amount: 699,
            currency: 'EUR',
          },
        },
      });
      const renewal = { orderId: `renewal-${subscription}`, amount: 3499, currency: 'EUR' };
      expect(
        await gateway.report(renewal, 'approved', {
          order: { subscription_id: subscription },
          extra: {
            transaction: {
              id: `txn_${renewal.orderId}`,
              operation: 'recurring',
              status: 'success',
              amount: 3499,
              currency: 'EUR',
            },
          },
        }),
      ).toEqual({ outcome: 'applied' });
      expect(await orderRow(renewal.orderId)).toMatchObject({
        sale: 'trial_conversion',
        funnelSlug: 'natal-chart',
        productId: 'natal-month',
        email,
        amount: 3499,
        currency: 'EUR',
      });
    });

    it('to the email typed on the page opened without a link', async () => {
      const email = freshEmail();
      const { intent } = await byCard({ page: TRIAL_PAGE, email, currency: 'USD' });
      expect(await orderRow(intent.orderId)).toMatchObject({ email, productId: 'natal-month', amount: 699 });
    });

    it('in one click with the card the link’s email saved in the currency', async () => {
      const email = freshEmail();
      const parent = await paidPlan(email, 'GBP');
      const { intent } = await inOneClick(pageToken(email, TRIAL_PAGE), 'GBP', { page: TRIAL_PAGE });
      expect(await orderRow(intent.orderId)).toMatchObject({
        parentOrderId: parent,
        productKind: 'plan',
        productId: 'natal-month',
        amount: 599,
        currency: 'GBP',
        sale: 'plan',
      });
    });

    it('never on a link for another page, nor for another email’s page', async () => {
      const email = freshEmail();
      const report = byCard({ page: TRIAL_PAGE, token: pageToken(email, REPORT_PAGE), currency: 'EUR' });
      expect(await httpRefusal(report)).toMatchObject({ status: 403, error: { code: 'link_invalid' } });
    });
  });

  describe('what the page is told it sells', () => {
    it("a report: its catalogue price in each currency its funnel sells in, the funnel's first first", async () => {
      expect(await readEmailOffer(gateway.ctx, REPORT_PAGE)).toEqual({
        currencies: ['USD', 'EUR', 'GBP'],
        offer: { kind: 'report', price: { USD: 1499, EUR: 1499, GBP: 1499 } },
      });
    });

    it('the trial: the plan as its funnel sells it now', async () => {
      const plan = natalChart.products?.plans?.find((p) => p.id === 'natal-month');
      expect(await readEmailOffer(gateway.ctx, TRIAL_PAGE)).toEqual({
        currencies: ['EUR', 'USD', 'GBP'],
        offer: { kind: 'trial', plan },
      });
    });

    it.each(['/email/consultation', '/email/nothing'])('nothing for %s (404)', async (page) => {
      expect((await httpRefusal(readEmailOffer(gateway.ctx, page))).status).toBe(404);
    });

    it('only the currencies in which the trial has a price, and nothing once the funnel sells no trial', async () => {
      const plans = natalChart.products?.plans ?? [];
      const withoutPoundTrial = plans.map((plan) =>
        plan.trial === undefined ? plan : { ...plan, trial: { ...plan.trial, price: { EUR: 699, USD: 699 } } },
      );
      await gateway.publishFunnel({
        ...natalChart,
        version: natalChart.version + 1,
        products: { ...natalChart.products, plans: withoutPoundTrial },
      });
      expect((await readEmailOffer(gateway.ctx, TRIAL_PAGE)).currencies).toEqual(['EUR', 'USD']);
      const inPounds = byCard({ page: TRIAL_PAGE, email: freshEmail(), currency: 'GBP' });
      expect((await httpRefusal(inPounds)).status).toBe(400);

      await gateway.publishFunnel({
        ...natalChart,
        version: natalChart.version + 2,
        products: { ...natalChart.products, plans: plans.map(({ trial: _, ...plan }) => plan) },
      });
      expect((await httpRefusal(readEmailOffer(gateway.ctx, TRIAL_PAGE))).status).toBe(404);
      expect((await httpRefusal(byCard({ page: TRIAL_PAGE, email: freshEmail() }))).status).toBe(404);
    });
  });
});
