import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/runtime/platform/db/schema';
import { signEmailLinkToken } from '@/runtime/signing/emailLinkToken';
import { attributionCookie } from '@/schemas/attribution/attributionCookie';
import { VISITOR_COOKIE } from '@/schemas/experiments/experimentCookies';
import { httpRefusal } from '@/testing/httpRefusal';
import { EMAIL_LINK_SECRET, openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { startCardOrder } from './startCardOrder';
import { startEmailPageCardOrder } from './startEmailPageCardOrder';
import { startEmailPageOneClickOrder } from './startEmailPageOneClickOrder';
import { startOneClickOrder } from './startOneClickOrder';

const PAGE = '/email/tarot-reading';

/** The four routes an order comes by: each must keep the order the same way (one pipeline, takeOrder). */
describe.each(testDatabases())('every order route keeps its order alike on $name', ({ open }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    // The funnel the tarot report page sells through.
    await gateway.publishFunnel({ ...gateway.funnel, id: 'witch-power', slug: 'witch-power', version: 7 });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  let clients = 0;
  const client = () => `203.0.113.${(clients++ % 250) + 1}`;
  const pageToken = (email: string) =>
    signEmailLinkToken(EMAIL_LINK_SECRET, {
      purpose: 'page',
      email,
      subject: PAGE,
      expiresAt: new Date(gateway.ctx.now().getTime() + 86_400_000),
    });
  /** A plan paid by card, its card saved: what a one-click route charges again. */
  const paidPlan = async (email: string) => {
    const { intent, proof } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: gateway.funnel.slug,
        funnelVersion: gateway.funnel.version,
        product: { kind: 'plan', planId: 'quarter' },
        currency: 'USD',
        customer: { email },
      },
      client(),
    );
    await gateway.approve(intent, `tok_${intent.orderId}`);
    return { orderId: intent.orderId, proof };
  };

  /** Who orders, as a route is asked: the customer's paid plan (its card saved) made beforehand. */
  type Asker = {
    email: string;
    visitor: string;
    key: string;
    client: string;
    cookieHeader: string;
    paid: { orderId: string; proof: string };
    currency: 'USD' | 'GBP';
  };
  /** A route asked for an order: whether it made one, and its id. */
  type Route = (asker: Asker) => Promise<{ created: boolean; intent: { orderId: string } }>;
  const pageTags = { utm_campaign: 'spring', utm_source: 'page-source' };
  const ROUTES: [name: string, route: Route, sale: string, oneClick: boolean][] = [
    [
      'a plan by card',
      (a) =>
        startCardOrder(
          gateway.ctx,
          {
            idempotencyKey: a.key,
            funnel: gateway.funnel.slug,
            funnelVersion: gateway.funnel.version,
            product: { kind: 'plan', planId: 'quarter' },
            currency: a.currency,
            customer: { email: a.email },
            attribution: pageTags,
          },
          a.client,
          a.cookieHeader,
        ),
      'plan',
      false,
    ],
    [
      'an upsell in one click',
      (a) =>
        startOneClickOrder(
          gateway.ctx,
          {
            idempotencyKey: a.key,
            funnel: gateway.funnel.slug,
            funnelVersion: gateway.funnel.version,
            upsellId: 'tarot_reading',
            currency: a.currency,
            previousOrderId: a.paid.orderId,
            attribution: pageTags,
          },
          { client: a.client, proof: a.paid.proof, cookieHeader: a.cookieHeader },
        ),
      'one_click_upsell',
      true,
    ],
    [
      "a report page's report by card",
      (a) =>
        startEmailPageCardOrder(
          gateway.ctx,
          { idempotencyKey: a.key, page: PAGE, token: pageToken(a.email), currency: a.currency, attribution: pageTags },
          a.client,
          a.cookieHeader,
        ),
      'email_purchase',
      false,
    ],
    [
      "a report page's report in one click",
      (a) =>
        startEmailPageOneClickOrder(
          gateway.ctx,
          { idempotencyKey: a.key, page: PAGE, token: pageToken(a.email), currency: a.currency, attribution: pageTags },
          { client: a.client, cookieHeader: a.cookieHeader },
        ),
      'email_purchase',
      true,
    ],
  ];

  const asker = async (): Promise<Asker> => {
    const email = `orion.${randomUUID().slice(0, 8)}@example.com`;
    const visitor = randomUUID();
    const tags = attributionCookie.serialize({ utm_source: 'fb', fbclid: 'click-1' }, { secure: true });
    return {
      email,
      visitor,
      key: randomUUID(),
      client: client(),
      cookieHeader: `${VISITOR_COOKIE}=${visitor}; ${tags.split('; ')[0]}`,
      paid: await paidPlan(email),
      currency: 'USD',
    };
  };
  const orderRow = async (id: string) => (await gateway.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const orderCount = async () => (await gateway.ctx.db.select({ id: orders.id }).from(orders)).length;

  it.each(ROUTES)(
    '%s records the visitor, the attribution by docs/validation.md and its source, and answers a repeat with the same order',
    async (_, route, sale, oneClick) => {
      const a = await asker();
      const { created, intent } = await route(a);
      expect(created).toBe(true);
      expect(await orderRow(intent.orderId)).toMatchObject({
        sale,
        visitorId: a.visitor,
        // utm_source is the cookie's by the table of docs/validation.md#tag-precedence; utm_campaign only the page had.
        attribution: { utm_source: 'fb', utm_campaign: 'spring', fbclid: 'click-1' },
        source: 'fb',
        medium: 'paid',
        campaign: 'spring',
        parentOrderId: oneClick ? a.paid.orderId : null,
        status: 'draft',
      });
      const before = await orderCount();
      expect(await route(a)).toMatchObject({ created: false, intent: { orderId: intent.orderId } });
      expect(await orderCount()).toBe(before);
    },
  );

  it.each(ROUTES.filter(([, , , oneClick]) => oneClick))(
    '%s charges only in the currency of the order that saved the card',
    async (name, route) => {
      const a = await asker();
      // The visit's upsell pays in its plan's currency: another is refused. A page linked from email sells in the
      // visitor's currency: a card saved in another is none to use, and the card form follows (7.01).
      const refusal = name.startsWith('a report page')
        ? { status: 409, error: { code: '7.01' } }
        : { status: 400, error: { message: expect.stringMatching(/paid in USD, not GBP/) } };
      expect(await httpRefusal(route({ ...a, currency: 'GBP' }))).toMatchObject(refusal);
    },
  );
});
