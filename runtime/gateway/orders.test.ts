import { createDecipheriv, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProviderSignatureValid } from '../../schemas/payments/signProviderPayload';
import { storeDefinitionVersion } from '../definitions/definitionVersions';
import { orders, users } from '../platform/db/schema';
import { testDatabases } from '../platform/db/testDatabases';
import { createOrder } from './createOrder';
import { type CreateOrderRequest, createOrderRequestSchema } from './createOrderRequest';
import { createResignOrder } from './createResignOrder';
import { findOrderStatus } from './findOrderStatus';
import { httpRefusal } from './httpRefusal';
import { openTestGateway, type TestGateway } from './openTestGateway';

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
  const request = (overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest =>
    createOrderRequestSchema.parse({
      idempotencyKey: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      product: { kind: 'plan', planId: 'week-trial' },
      currency: 'USD',
      customer: { email: 'luna@example.com' },
      ...overrides,
    });

  it('prices a trial plan from the stored definition and signs an intent the provider can read', async () => {
    const { created, intent } = await createOrder(gateway.ctx, request({ currency: 'GBP' }));
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
    });
    expect(await findOrderStatus(gateway.ctx.db, intent.orderId)).toEqual({
      orderId: intent.orderId,
      status: 'draft',
      transactionStatus: null,
      active: false,
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
    const { intent } = await createOrder(gateway.ctx, request({ product }));
    expect(intent.amount).toBe(amount);
    expect(decryptIntent(intent.paymentIntent, gateway.merchant.secretKey).product_id).toBe(productId);
  });

  it('sends the billing details a billing step took on to the provider, and refuses malformed ones', async () => {
    const { intent } = await createOrder(
      gateway.ctx,
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
    beforeAll(async () => {
      await storeDefinitionVersion(gateway.ctx.db, {
        kind: 'flow',
        key: 'moon-reading',
        version: 1,
        document: {
          id: 'moon-reading',
          version: 1,
          steps: [
            { id: 'pay-less', kind: 'paymentWithDiscount', content: { title: { en: 'Pay' }, discountPercent: 40 } },
            { id: 'pay', kind: 'payment', content: { title: { en: 'Pay' } } },
            { id: 'question', kind: 'singleChoice', content: { title: { en: 'Why?' } } },
          ],
        },
      });
    });

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
    ] as const)('prices %s', async (_, product, currency, stepId, amount) => {
      const { intent } = await createOrder(
        gateway.ctx,
        request({ product, currency, payment: { flowVersion: 1, stepId } }),
      );
      expect(intent.amount).toBe(amount);
      expect(decryptIntent(intent.paymentIntent, gateway.merchant.secretKey).amount).toBe(amount);
    });

    it.each([
      ['a step that takes no payment', 1, 'question'],
      ['a step the flow does not have', 1, 'nowhere'],
      ['a flow version never published', 9, 'pay-less'],
    ])('refuses %s (404)', async (_, flowVersion, stepId) => {
      expect((await httpRefusal(createOrder(gateway.ctx, request({ payment: { flowVersion, stepId } })))).status).toBe(
        404,
      );
    });
  });

  it('makes exactly one order for concurrent duplicates of one key, and answers each with it', async () => {
    const same = request({ customer: { email: ' Twin@Example.com ' } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => createOrder(gateway.ctx, same)));
    const rows = await gateway.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, same.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.intent.orderId))).toEqual(new Set([rows[0]?.id]));
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const [user] = await gateway.ctx.db.select().from(users).where(eq(users.email, 'twin@example.com'));
    expect(user?.id).toBe(rows[0]?.userId);
  });

  it('gives each attempt (a fresh key) a fresh order id', async () => {
    const first = await createOrder(gateway.ctx, request());
    const retry = await createOrder(gateway.ctx, request());
    expect(retry.intent.orderId).not.toBe(first.intent.orderId);
  });

  it('refuses a key reused for another order', async () => {
    const first = request();
    await createOrder(gateway.ctx, first);
    expect((await httpRefusal(createOrder(gateway.ctx, { ...first, currency: 'GBP' }))).status).toBe(409);
  });

  it.each([
    ['an unknown funnel', { funnel: 'no-such-funnel' }, 404],
    ['an unknown funnel version', { funnelVersion: 99 }, 404],
    ['an unknown plan', { product: { kind: 'plan', planId: 'lifetime' } }, 404],
    ['an upsell the funnel does not sell', { product: { kind: 'upsell', upsellId: 'love_spell' } }, 404],
    ['an upsell not in the catalogue', { product: { kind: 'upsell', upsellId: 'toString' } }, 404],
    ['a currency the funnel does not sell', { currency: 'EUR' }, 400],
  ] as const)('refuses %s', async (_, overrides, status) => {
    expect((await httpRefusal(createOrder(gateway.ctx, request(overrides)))).status).toBe(status);
  });

  it('refuses a funnel that sells nothing (noPrice)', async () => {
    const { publishDefinitions } = await import('../definitions/publishedDefinitions');
    const free = { ...gateway.funnel, slug: 'free-quiz', flags: { noPrice: true }, products: undefined };
    await publishDefinitions(gateway.ctx.db, [
      { kind: 'funnel', key: free.slug, version: free.version, document: free },
    ]);
    expect((await httpRefusal(createOrder(gateway.ctx, request({ funnel: 'free-quiz' })))).status).toBe(400);
  });

  it('keeps what the visitor told the funnel on the user', async () => {
    const birthDate = { year: 1990, month: 6, day: 14 };
    await createOrder(
      gateway.ctx,
      request({
        customer: { email: 'stella@example.com' },
        answers: { name: 'Stella', birthDate, gender: 'female' },
        attribution: { utm_source: 'facebook' },
      }),
    );
    await createOrder(
      gateway.ctx,
      request({ customer: { email: 'stella@example.com' }, attribution: { utm_source: 'tiktok' } }),
    );
    const [user] = await gateway.ctx.db.select().from(users).where(eq(users.email, 'stella@example.com'));
    expect(user).toMatchObject({
      name: 'Stella',
      birthDate,
      answers: { name: 'Stella', birthDate, gender: 'female' },
      attribution: { utm_source: 'facebook' },
    });
  });

  it('answers a status poll for an unknown order with 404', async () => {
    expect((await httpRefusal(findOrderStatus(gateway.ctx.db, 'ord_nope'))).status).toBe(404);
  });

  describe('resign (one-click upsells)', () => {
    const resign = (previousOrderId: string, upsellId = 'tarot_reading') => ({
      idempotencyKey: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      upsellId,
      currency: 'USD' as const,
      previousOrderId,
    });
    const paidOrder = async (cardToken?: string) => {
      const { intent } = await createOrder(gateway.ctx, request({ customer: { email: 'sol@example.com' } }));
      await gateway.deliver('order.updated', {
        order: {
          order_id: intent.orderId,
          status: 'approved',
          amount: intent.amount,
          currency: 'USD',
          updated_at: new Date().toISOString(),
        },
        transaction: {
          id: `txn_${intent.orderId}`,
          operation: 'pay',
          status: 'success',
          ...(cardToken ? { card_token: { token: cardToken } } : {}),
        },
      });
      return intent.orderId;
    };

    it("pays with the previous order's saved card, priced from the catalogue", async () => {
      const previous = await paidOrder('tok_saved_card');
      const { created, intent } = await createResignOrder(gateway.ctx, resign(previous));
      expect(created).toBe(true);
      expect(intent).toMatchObject({ amount: 1499, currency: 'USD', merchant: gateway.merchant.publicKey });
      expect(intent.orderId).not.toBe(previous);
      const { publicKey, secretKey } = gateway.merchant;
      expect(isProviderSignatureValid(publicKey, secretKey, intent.resignIntent, intent.signature)).toBe(true);
      expect(decryptIntent(intent.resignIntent, secretKey)).toEqual({
        order_id: intent.orderId,
        amount: 1499,
        currency: 'USD',
        order_description: 'Moon reading: tarot_reading',
        customer_email: 'sol@example.com',
        platform: 'WEB',
        recurring_token: 'tok_saved_card',
      });
    });

    it('answers 409 with code 7.01 when there is no usable saved card', async () => {
      const withoutCard = await paidOrder();
      const { intent: unpaid } = await createOrder(gateway.ctx, request());
      for (const previous of [withoutCard, unpaid.orderId])
        expect(await httpRefusal(createResignOrder(gateway.ctx, resign(previous)))).toMatchObject({
          status: 409,
          error: { code: '7.01' },
        });
      expect((await httpRefusal(createResignOrder(gateway.ctx, resign('ord_unknown')))).status).toBe(404);
    });
  });
});
