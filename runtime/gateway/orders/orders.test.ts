import { createDecipheriv, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { storeDefinitionVersion } from '@/runtime/definitions/definitionVersions';
import { orders, users } from '@/runtime/platform/db/schema';
import { isProviderSignatureValid } from '@/runtime/signing/signProviderPayload';
import { attributionCookie } from '@/schemas/attribution/attributionCookie';
import { type CreateOrderRequest, createOrderRequestSchema } from '@/schemas/gateway/createOrderRequest';
import { resignOrderRequestSchema } from '@/schemas/gateway/resignOrderRequest';
import { NAME_MAX_LENGTH } from '@/schemas/nameRule';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, TEST_TEAM_TOKEN, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { PURCHASE_PROOF_LIFETIME_SECONDS } from './purchaseProof';
import { readOrderStatus } from './readOrderStatus';
import { startCardOrder } from './startCardOrder';
import { startOneClickOrder } from './startOneClickOrder';
import { ORDERS_PER_CLIENT } from './takeOrder';

/** Reads a payment or resign intent as the provider does: base64url(IV ‖ AES-256-CBC ciphertext). */
function decryptIntent(intent: string, secretKey: string): Record<string, unknown> {
  const bytes = Buffer.from(intent, 'base64url');
  const decipher = createDecipheriv('aes-256-cbc', secretKey.slice(0, 32), bytes.subarray(0, 16));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8'));
}

describe.each(testDatabases())('orders on $name', ({ open }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** A body as the route hands it over: parsed by the request schema. */
  const request = (overrides: Partial<z.input<typeof createOrderRequestSchema>> = {}): CreateOrderRequest =>
    createOrderRequestSchema.parse({
      idempotencyKey: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      product: { kind: 'plan', planId: 'week-trial' },
      currency: 'USD',
      // A visitor of their own, unless told (the rate limits count per email).
      customer: { email: `luna.${randomUUID().slice(0, 8)}@example.com` },
      ...overrides,
    });
  /** Each order from a client address of its own, unless told (the rate limits have tests of their own). */
  let clients = 0;
  const place = (
    body: CreateOrderRequest,
    client = `198.51.100.${(clients++ % 250) + 1}`,
    cookie: string | null = null,
  ) => startCardOrder(gateway.ctx, body, client, cookie);
  /** The attribution cookie as the browser sends it (among others). */
  const cookieWith = (tags: Record<string, string>) =>
    `a=1; ${attributionCookie.serialize(tags, { secure: true }).split('; ')[0]}; b=2`;
  const orderAttribution = async (orderId: string) =>
    (await gateway.ctx.db.select({ attribution: orders.attribution }).from(orders).where(eq(orders.id, orderId)))[0]
      ?.attribution;
  const userAttribution = async (email: string) =>
    (await gateway.ctx.db.select({ attribution: users.attribution }).from(users).where(eq(users.email, email)))[0]
      ?.attribution;

  it('prices a trial plan from the stored definition and signs an intent the provider can read', async () => {
    const { created, intent } = await place(request({ currency: 'GBP', customer: { email: 'luna@example.com' } }));
    expect(created).toBe(true);
    expect(intent).toMatchObject({ amount: 90, currency: 'GBP', merchant: gateway.merchant.publicKey });
    expect(intent.orderId).toMatch(/^ord_[0-9a-f-]{36}$/);
    const { publicKey, secretKey } = gateway.merchant;
    expect(isProviderSignatureValid(publicKey, secretKey, intent.paymentIntent, intent.signature)).toBe(true);
    expect(decryptIntent(intent.paymentIntent, secretKey)).toEqual({
      order_id: intent.orderId,
      amount: 90,
      currency: 'GBP',
      order_description: 'Moon reading: 7-day trial',
      customer_email: 'luna@example.com',
      platform: 'WEB',
      product_id: 'moon-reading:week-trial',
      // What each renewal charges after the trial: the plan's price, written at the provider with the product.
      product_price_id: 'moon-reading:week-trial:GBP:2499',
    });
    expect(gateway.provider.products.get('moon-reading:week-trial')).toEqual({
      product_id: 'moon-reading:week-trial',
      name: 'Moon reading: 7-day trial',
      billing_period: { unit: 'month', value: 1 },
      trial_days: 7,
      prices: [
        { product_price_id: 'moon-reading:week-trial:USD:2999', currency: 'USD', amount: 2999 },
        { product_price_id: 'moon-reading:week-trial:GBP:2499', currency: 'GBP', amount: 2499 },
      ],
      coupons: [],
    });
    expect(await readOrderStatus(gateway.ctx.db, intent.orderId)).toEqual({
      orderId: intent.orderId,
      status: 'draft',
      transactionStatus: null,
      active: false,
      amount: 90,
      currency: 'GBP',
      productId: 'week-trial',
    });
  });

  it.each([
    ['a plan without a trial at its price', { kind: 'plan', planId: 'quarter' }, 4999, 'moon-reading:quarter'],
    ['a one-time upsell at its catalogue price', { kind: 'upsell', upsellId: 'tarot_reading' }, 1499, undefined],
    [
      'a renewing upsell as a subscription',
      { kind: 'upsell', upsellId: 'premium_1_month' },
      1459,
      'moon-reading:premium_1_month',
    ],
  ] as const)('prices %s', async (_, product, amount, productId) => {
    const { intent } = await place(request({ product }));
    expect(intent.amount).toBe(amount);
    expect(decryptIntent(intent.paymentIntent, gateway.merchant.secretKey).product_id).toBe(productId);
  });

  it('sends the billing details a billing step took on to the provider, and refuses malformed ones', async () => {
    const { intent } = await place(
      request({ customer: { email: 'luna@example.com', name: 'Luna Vega', country: 'GB', postalCode: 'SW1A 1AA' } }),
    );
    expect(decryptIntent(intent.paymentIntent, gateway.merchant.secretKey).billing_address).toEqual({
      country: 'GB',
      zip_code: 'SW1A 1AA',
    });
    for (const customer of [
      { email: 'luna@example.com', country: 'OTHER' },
      { email: 'luna@example.com', country: 'gb' },
      { email: 'luna@example.com', country: 'GB', postalCode: '#1' },
    ])
      expect(createOrderRequestSchema.safeParse({ ...request(), customer }).success).toBe(false);
  });

  describe('on a payment step with a discount', () => {
    /**
     * A flow that shows its discount only to visitors who answer `love` (a lasting one to those who answer `always`);
     * the others pay the full price.
     */
    beforeAll(async () => {
      await storeDefinitionVersion(gateway.ctx.db, {
        kind: 'flow',
        key: 'moon-reading',
        version: 1,
        document: {
          id: 'moon-reading',
          version: 1,
          locales: ['en'],
          firstStep: 'question',
          steps: [
            {
              id: 'question',
              path: 'question',
              kind: 'singleChoice',
              content: {
                title: { en: 'Why?' },
                options: [
                  { value: 'love', label: { en: 'Love' } },
                  { value: 'work', label: { en: 'Work' } },
                  { value: 'always', label: { en: 'Always' } },
                ],
              },
              answer: { key: 'why' },
              branches: [
                { when: { '==': [{ var: 'answers.why' }, 'love'] }, to: 'pay-less' },
                { when: { '==': [{ var: 'answers.why' }, 'always'] }, to: 'pay-less-always' },
              ],
              next: 'pay',
            },
            {
              id: 'pay-less',
              path: 'paymentWithDiscount',
              kind: 'paymentWithDiscount',
              content: { title: { en: 'Pay less' }, discountPercent: 40 },
            },
            { id: 'pay', path: 'payment', kind: 'payment', content: { title: { en: 'Pay' } } },
            {
              id: 'pay-less-always',
              path: 'trialPaymentWithDiscount',
              kind: 'trialPaymentWithDiscount',
              content: { title: { en: 'Pay less, always' }, discountPercent: 30, discountRenewals: true },
            },
          ],
        },
      });
    });
    const shown = { why: 'love' };

    it.each([
      ['a plan at its price less the discount', { kind: 'plan', planId: 'quarter' }, 'USD', 'pay-less', 2999],
      ['a trial at its price less the discount', { kind: 'plan', planId: 'week-trial' }, 'GBP', 'pay-less', 54],
      [
        'a plan on a payment step without discount at its price',
        { kind: 'plan', planId: 'quarter' },
        'USD',
        'pay',
        4999,
      ],
    ] as const)('prices %s, for a visit the flow leads there', async (_, product, currency, stepId, amount) => {
      const answers = stepId === 'pay' ? { why: 'work' } : shown;
      const { intent } = await place(request({ product, currency, answers, payment: { flowVersion: 1, stepId } }));
      expect(intent.amount).toBe(amount);
      expect(decryptIntent(intent.paymentIntent, gateway.merchant.secretKey).amount).toBe(amount);
    });

    it.each([
      ['the first charge only', 'pay-less', 54, {}],
      [
        'every renewal too, with a coupon the provider renews by',
        'pay-less-always',
        63,
        { coupon_id: 'moon-reading:week-trial:30-off' },
      ],
    ] as const)('discounts %s', async (_, stepId, amount, coupon) => {
      const answers = { why: stepId === 'pay-less' ? 'love' : 'always' };
      const { intent } = await place(request({ currency: 'GBP', answers, payment: { flowVersion: 1, stepId } }));
      expect(intent.amount).toBe(amount);
      const named = decryptIntent(intent.paymentIntent, gateway.merchant.secretKey);
      expect(named).toMatchObject({ product_price_id: 'moon-reading:week-trial:GBP:2499', ...coupon });
      if (!('coupon_id' in coupon)) expect(named.coupon_id).toBeUndefined();
      else
        expect(gateway.provider.products.get('moon-reading:week-trial')?.coupons).toEqual([
          { coupon_id: 'moon-reading:week-trial:30-off', percent_off: 30 },
        ]);
    });

    it.each([
      ['a visitor whose answer leads to the full price', { why: 'work' }],
      ['a visitor who gave no answers', undefined],
      ['a visitor whose answer is not an option', { why: 'money' }],
    ])('gives no discount to %s, however the step is named (403)', async (_, answers) => {
      const body = request({
        product: { kind: 'plan', planId: 'quarter' },
        answers,
        payment: { flowVersion: 1, stepId: 'pay-less' },
      });
      expect(await httpRefusal(place(body))).toMatchObject({ status: 403, error: { code: 'offer_not_shown' } });
      expect(await gateway.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey))).toEqual(
        [],
      );
    });

    it.each([
      ['a step that takes no payment', 1, 'question'],
      ['a step the flow does not have', 1, 'nowhere'],
      ['a flow version never published', 9, 'pay-less'],
    ])('refuses %s (404)', async (_, flowVersion, stepId) => {
      expect((await httpRefusal(place(request({ answers: shown, payment: { flowVersion, stepId } })))).status).toBe(
        404,
      );
    });
  });

  it('makes exactly one order for concurrent duplicates of one key, and answers each with it', async () => {
    const same = request({ customer: { email: ' Twin@Example.com ' } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(same, '198.51.100.251')));
    const rows = await gateway.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, same.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.intent.orderId))).toEqual(new Set([rows[0]?.id]));
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    // It names its email, and stands under no customer until it is paid.
    expect(rows[0]).toMatchObject({ email: 'twin@example.com', userId: null });
  });

  it('gives each attempt (a fresh key) a fresh order id', async () => {
    const first = await place(request());
    const retry = await place(request());
    expect(retry.intent.orderId).not.toBe(first.intent.orderId);
  });

  it('refuses a key reused for another order', async () => {
    const first = request();
    await place(first);
    expect((await httpRefusal(place({ ...first, currency: 'GBP' }))).status).toBe(409);
  });

  it.each([
    ['an unknown funnel', { funnel: 'no-such-funnel' }, 404],
    ['an unknown funnel version', { funnelVersion: 99 }, 404],
    ['an unknown plan', { product: { kind: 'plan', planId: 'lifetime' } }, 404],
    ['an upsell the funnel does not sell', { product: { kind: 'upsell', upsellId: 'love_spell' } }, 404],
    ['an upsell not in the catalogue', { product: { kind: 'upsell', upsellId: 'toString' } }, 404],
    ['a currency the funnel does not sell', { currency: 'EUR' }, 400],
  ] as const)('refuses %s', async (_, overrides, status) => {
    expect((await httpRefusal(place(request(overrides)))).status).toBe(status);
  });

  it('refuses a funnel that sells nothing (noPrice)', async () => {
    await gateway.publishFunnel({
      ...gateway.funnel,
      slug: 'free-quiz',
      flags: { noPrice: true },
      products: undefined,
    });
    expect((await httpRefusal(place(request({ funnel: 'free-quiz' })))).status).toBe(400);
  });

  it('keeps what the visitor told the funnel on the order, and on its customer once paid', async () => {
    const birthDate = { year: 1990, month: 6, day: 14 };
    const told = await place(
      request({
        customer: { email: 'stella@example.com' },
        answers: { name: 'Stella', birthDate, gender: 'female' },
        attribution: { utm_source: 'facebook' },
      }),
    );
    const later = await place(
      request({ customer: { email: 'stella@example.com' }, attribution: { utm_source: 'tiktok' } }),
    );
    const [kept] = await gateway.ctx.db.select().from(orders).where(eq(orders.id, told.intent.orderId));
    expect(kept?.customerDetails).toEqual({
      name: 'Stella',
      birthDate,
      answers: { name: 'Stella', birthDate, gender: 'female' },
    });
    await gateway.approve(told.intent);
    await gateway.approve(later.intent);
    const [user] = await gateway.ctx.db.select().from(users).where(eq(users.email, 'stella@example.com'));
    expect(user).toMatchObject({
      name: 'Stella',
      birthDate,
      answers: { name: 'Stella', birthDate, gender: 'female' },
      attribution: { utm_source: 'facebook' },
    });
  });

  it('keeps no name longer than a name may be (NAME_MAX_LENGTH): a customer name is refused, an answered one is no name', async () => {
    const email = `nova.${randomUUID().slice(0, 8)}@example.com`;
    const tooLong = 'N'.repeat(NAME_MAX_LENGTH + 1);
    expect(createOrderRequestSchema.safeParse({ ...request(), customer: { email, name: tooLong } }).success).toBe(
      false,
    );
    const { intent } = await place(request({ customer: { email }, answers: { name: 'N'.repeat(20_000) } }));
    await gateway.approve(intent);
    const [user] = await gateway.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBeNull();
  });

  it.each([
    ['no tags anywhere', null, undefined, {}],
    ['the page’s tags alone', null, { utm_source: 'tiktok', utm_medium: '' }, { utm_source: 'tiktok', utm_medium: '' }],
    ['the cookie alone', { utm_source: 'fb', gclid: 'g1' }, undefined, { utm_source: 'fb', gclid: 'g1' }],
    [
      'both, by the precedence of docs/validation.md',
      { utm_source: 'fb', utm_ad_name: 'ad-cookie', utm_secret: 's-cookie', utm_content: 'c-cookie' },
      { utm_source: 'tiktok', utm_ad_name: 'ad-query', utm_secret: 's-query', utm_content: 'c-query', ttclid: 't' },
      { utm_source: 'fb', utm_secret: 's-query', utm_content: 'c-query', utm_ad_name: 'ad-cookie', ttclid: 't' },
    ],
    ['never a key outside the list', { utm_source: 'fb', quiz: 'q', evil: 'x' }, { foo: '1' }, { utm_source: 'fb' }],
  ])('keeps the attribution on the order: %s', async (_, cookie, sent, kept) => {
    const email = `tag.${randomUUID().slice(0, 8)}@example.com`;
    const { intent } = await place(
      request({ customer: { email }, ...(sent && { attribution: sent }) }),
      undefined,
      cookie && cookieWith(cookie),
    );
    expect(await orderAttribution(intent.orderId)).toEqual(kept);
    await gateway.approve(intent);
    expect(await userAttribution(email)).toEqual(Object.keys(kept).length > 0 ? kept : null);
  });

  it.each([
    ['the team’s tester token', TEST_TEAM_TOKEN, true],
    ['a visitor’s own tester token (any UUID)', randomUUID(), false],
  ])('marks an order made with %s as a test: %s', async (_, token, tester) => {
    const { intent } = await place(request(), undefined, `tester_token=${token}`);
    const [kept] = await gateway.ctx.db.select().from(orders).where(eq(orders.id, intent.orderId));
    expect(kept?.tester).toBe(tester);
  });

  it('a cookie that does not parse counts as no tags', async () => {
    const { intent } = await place(
      request({ attribution: { utm_source: 'bing' } }),
      undefined,
      'funnel_attribution=%7B',
    );
    expect(await orderAttribution(intent.orderId)).toEqual({ utm_source: 'bing' });
  });

  it.each([
    // The database stores no NUL: a tag holding one (an escape a browser's cookie never carries) failed the order.
    ['a tag holding a NUL', `funnel_attribution=${encodeURIComponent('{"utm_source":"fb\\u0000"}')}`],
    ['a cookie longer than a browser keeps', cookieWith({ utm_source: 'fb', utm_content: 'x'.repeat(5000) })],
  ])('a tampered cookie, %s, counts as no tags, and the order is made', async (_, cookie) => {
    const { intent } = await place(request({ attribution: { utm_source: 'bing' } }), undefined, cookie);
    expect(await orderAttribution(intent.orderId)).toEqual({ utm_source: 'bing' });
  });

  it('keeps the first touch of the paid orders on the customer, and each order’s own tags on the order', async () => {
    const email = `touch.${randomUUID().slice(0, 8)}@example.com`;
    // An order never paid (a stranger's, say) touches nothing of the customer.
    const unpaid = await place(request({ customer: { email } }), undefined, cookieWith({ utm_source: 'bing' }));
    const untagged = await place(request({ customer: { email } }));
    const first = await place(request({ customer: { email } }), undefined, cookieWith({ utm_source: 'fb' }));
    const second = await place(request({ customer: { email } }), undefined, cookieWith({ utm_source: 'tiktok' }));
    for (const paid of [untagged, first, second]) await gateway.approve(paid.intent);
    expect(await orderAttribution(unpaid.intent.orderId)).toEqual({ utm_source: 'bing' });
    expect(await orderAttribution(untagged.intent.orderId)).toEqual({});
    expect(await orderAttribution(first.intent.orderId)).toEqual({ utm_source: 'fb' });
    expect(await orderAttribution(second.intent.orderId)).toEqual({ utm_source: 'tiktok' });
    expect(await userAttribution(email)).toEqual({ utm_source: 'fb' });
  });

  it('answers a status poll for an unknown order with 404', async () => {
    expect((await httpRefusal(readOrderStatus(gateway.ctx.db, 'ord_nope'))).status).toBe(404);
  });

  describe('resign (one-click upsells)', () => {
    const resign = (previousOrderId: string, upsellId = 'tarot_reading', currency: 'USD' | 'GBP' = 'USD') => ({
      idempotencyKey: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      upsellId,
      currency,
      previousOrderId,
    });
    /** An order paid by card, and the proof its order answer gave the browser that made it. */
    const paidOrder = async (cardToken?: string, currency: 'USD' | 'GBP' = 'USD') => {
      // A customer of its own each time: the orders per email are limited.
      const email = `sol.${randomUUID().slice(0, 8)}@example.com`;
      const { intent, proof } = await place(request({ currency, customer: { email } }));
      await gateway.approve(intent, cardToken);
      return { orderId: intent.orderId, proof, email };
    };
    const oneClick = (previous: { orderId: string; proof?: string }, upsellId?: string, client = '203.0.113.9') =>
      startOneClickOrder(gateway.ctx, resign(previous.orderId, upsellId), { client, proof: previous.proof });

    it("pays with the previous order's saved card, priced from the catalogue", async () => {
      const previous = await paidOrder('tok_saved_card');
      const { created, intent } = await oneClick(previous);
      expect(created).toBe(true);
      expect(intent).toMatchObject({ amount: 1499, currency: 'USD', merchant: gateway.merchant.publicKey });
      expect(intent.orderId).not.toBe(previous.orderId);
      const { publicKey, secretKey } = gateway.merchant;
      expect(isProviderSignatureValid(publicKey, secretKey, intent.resignIntent, intent.signature)).toBe(true);
      expect(decryptIntent(intent.resignIntent, secretKey)).toEqual({
        order_id: intent.orderId,
        amount: 1499,
        currency: 'USD',
        order_description: 'Moon reading: Tarot reading',
        customer_email: previous.email,
        platform: 'WEB',
        recurring_token: 'tok_saved_card',
      });
    });

    it("names the upsell in the visitor's language on the provider's payment line", async () => {
      const previous = await paidOrder('tok_spanish_card');
      const { intent } = await startOneClickOrder(
        gateway.ctx,
        { ...resign(previous.orderId), locale: 'es' },
        { client: '203.0.113.9', proof: previous.proof },
      );
      expect(decryptIntent(intent.resignIntent, gateway.merchant.secretKey).order_description).toBe(
        'Moon reading: Lectura de tarot',
      );
    });

    it("charges in the paid order's currency, and refuses another (400)", async () => {
      const paid = await paidOrder('tok_pounds', 'GBP');
      const inPounds = await startOneClickOrder(gateway.ctx, resign(paid.orderId, 'tarot_reading', 'GBP'), {
        client: '203.0.113.9',
        proof: paid.proof,
      });
      expect(inPounds.intent).toMatchObject({ amount: 1499, currency: 'GBP' });
      expect(await readOrderStatus(gateway.ctx.db, inPounds.intent.orderId)).toMatchObject({ currency: 'GBP' });
      const inDollars = startOneClickOrder(gateway.ctx, resign(paid.orderId, 'tarot_reading', 'USD'), {
        client: '203.0.113.9',
        proof: paid.proof,
      });
      expect(await httpRefusal(inDollars)).toMatchObject({ status: 400 });
    });

    it('keeps the attribution on a one-click order, by the same precedence', async () => {
      const previous = await paidOrder('tok_tagged_card');
      const { intent } = await startOneClickOrder(
        gateway.ctx,
        resignOrderRequestSchema.parse({
          ...resign(previous.orderId),
          attribution: { utm_source: 'bing', utm_content: 'query', foo: 'x' },
        }),
        {
          client: '203.0.113.9',
          proof: previous.proof,
          cookieHeader: cookieWith({ utm_source: 'fb', utm_content: 'c' }),
        },
      );
      expect(await orderAttribution(intent.orderId)).toEqual({ utm_source: 'fb', utm_content: 'query' });
    });

    it('answers 409 with code 7.01 when there is no usable saved card', async () => {
      const withoutCard = await paidOrder();
      const { intent: unpaid, proof } = await place(request());
      for (const previous of [withoutCard, { orderId: unpaid.orderId, proof }])
        expect(await httpRefusal(oneClick(previous))).toMatchObject({ status: 409, error: { code: '7.01' } });
    });

    it('charges a saved card only for the browser that paid its order, and not for long (403, 7.01)', async () => {
      const paid = await paidOrder('tok_mine');
      const other = await paidOrder('tok_theirs');
      const refusals = [
        { orderId: paid.orderId },
        { orderId: paid.orderId, proof: other.proof },
        { orderId: paid.orderId, proof: `${paid.proof}x` },
        { orderId: paid.orderId, proof: paid.proof.replace(/^\d+/, '9999999999') },
        { orderId: 'ord_unknown', proof: paid.proof },
      ];
      for (const previous of refusals)
        expect(await httpRefusal(oneClick(previous))).toMatchObject({ status: 403, error: { code: '7.01' } });
      gateway.setNow(new Date(Date.now() + (PURCHASE_PROOF_LIFETIME_SECONDS + 1) * 1000));
      expect(await httpRefusal(oneClick(paid))).toMatchObject({ status: 403, error: { code: '7.01' } });
      gateway.setNow(new Date());
      expect((await oneClick(paid)).created).toBe(true);
    });

    it('sells a once-only upsell once per paid order, even to clicks at once; a repeatable one again', async () => {
      const paid = await paidOrder('tok_once');
      const clicks = await Promise.allSettled(Array.from({ length: 5 }, () => oneClick(paid, 'premium_1_month')));
      expect(clicks.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
      expect(await httpRefusal(oneClick(paid, 'premium_1_month'))).toMatchObject({
        status: 409,
        error: { code: 'already_bought' },
      });
      expect((await oneClick(paid, 'tarot_reading')).created).toBe(true);
      expect((await oneClick(paid, 'tarot_reading')).created).toBe(true);
    });

    it('lets a once-only upsell be tried again after a declined attempt', async () => {
      const paid = await paidOrder('tok_retry');
      const { intent } = await oneClick(paid, 'premium_1_month');
      await gateway.report(intent, 'declined', { extra: { error: { code: '3.02' } } });
      expect((await oneClick(paid, 'premium_1_month')).created).toBe(true);
    });

    it('answers a repeated one-click request with its order, whatever happened since', async () => {
      const paid = await paidOrder('tok_repeat');
      const body = resign(paid.orderId, 'premium_1_month');
      const first = await startOneClickOrder(gateway.ctx, body, { client: '203.0.113.9', proof: paid.proof });
      const again = await startOneClickOrder(gateway.ctx, body, { client: '203.0.113.9', proof: paid.proof });
      expect([first.created, again.created, again.intent.orderId]).toEqual([true, false, first.intent.orderId]);
    });
  });

  describe('what an unauthenticated call may change', () => {
    it('never overwrites what is known of a customer: a later paid order only fills what is missing', async () => {
      const email = 'vesta@example.com';
      const paid = async (body: CreateOrderRequest) => gateway.approve((await place(body)).intent);
      await paid(request({ customer: { email }, answers: { gender: 'female' } }));
      await paid(
        request({
          customer: { email, name: 'Mallory' },
          answers: { name: 'Mallory', birthDate: { year: 1970, month: 0, day: 1 } },
        }),
      );
      const [user] = await gateway.ctx.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ name: 'Mallory', answers: { gender: 'female' } });
      await paid(request({ customer: { email, name: 'Eve' }, answers: { gender: 'male' } }));
      const [after] = await gateway.ctx.db.select().from(users).where(eq(users.email, email));
      expect(after).toMatchObject({
        name: 'Mallory',
        birthDate: { year: 1970, month: 0, day: 1 },
        answers: { gender: 'female' },
      });
    });

    it('changes nothing on a repeated request, not even what it says of the customer', async () => {
      const email = 'ceres@example.com';
      const first = request({ customer: { email } });
      const made = await place(first);
      const again = await place({ ...first, customer: { email, name: 'Mallory' }, answers: { name: 'Mallory' } });
      expect([again.created, again.intent.orderId, again.proof]).toEqual([false, made.intent.orderId, made.proof]);
      await gateway.approve(made.intent);
      const [user] = await gateway.ctx.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ name: null, answers: null });
    });
  });

  describe('rate limits on new orders', () => {
    it("never refuses a customer's order for what others asked in their email's name, and piles nothing under them", async () => {
      const email = 'juno@example.com';
      // A stranger names the email in 100 orders (the old ceiling) from four addresses, each under its own limit.
      for (let i = 0; i < 100; i++)
        expect(
          (await place(request({ customer: { email, name: 'Not Vesta' } }), `2001:db8::${(i % 4).toString(16)}`))
            .created,
        ).toBe(true);
      const own = await place(
        request({ customer: { email, name: 'Vesta' }, answers: { birthDate: { year: 1990, month: 4, day: 2 } } }),
        '192.0.2.61',
      );
      expect(own.created).toBe(true);
      // None stands under a customer, and the email has none, until one is paid.
      const named = () => gateway.ctx.db.select().from(orders).where(eq(orders.email, email));
      expect((await named()).map((o) => o.userId)).toEqual(Array(101).fill(null));
      expect(await gateway.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      // The owner pays: the customer is made from their order, which alone stands under them.
      await gateway.report(own.intent, 'approved');
      const [customer] = await gateway.ctx.db.select().from(users).where(eq(users.email, email));
      expect(customer).toMatchObject({ name: 'Vesta', birthDate: { year: 1990, month: 4, day: 2 } });
      const under = (await named()).filter((o) => o.userId !== null);
      expect(under.map((o) => [o.id, o.userId])).toEqual([[own.intent.orderId, customer?.id]]);
    });

    it(`makes ${ORDERS_PER_CLIENT.limit} orders an hour from one client address, whatever the emails, then 429`, async () => {
      const client = '192.0.2.77';
      const first = request();
      await place(first, client);
      for (let i = 1; i < ORDERS_PER_CLIENT.limit; i++) await place(request(), client);
      expect(await httpRefusal(place(request(), client))).toMatchObject({
        status: 429,
        error: { code: 'rate_limited' },
      });
      // A repeat of a key is no new order: it still answers.
      expect((await place(first, client)).created).toBe(false);
      expect((await place(request(), '192.0.2.78')).created).toBe(true);
    });
  });
});
