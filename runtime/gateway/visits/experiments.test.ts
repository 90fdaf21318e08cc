import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { assignVariant } from '@/runtime/experiments/assignVariant';
import { saveLead } from '@/runtime/gateway/leads/saveLead';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { experimentExposures, leads, measurementRefusals, orders } from '@/runtime/platform/db/schema';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { VISITOR_COOKIE } from '@/schemas/experiments/experimentCookies';
import type { Funnel } from '@/schemas/funnelSchema';
import { createOrderRequestSchema } from '@/schemas/gateway/createOrderRequest';
import { exposureRequestSchema } from '@/schemas/gateway/exposureRequest';
import { leadRequestSchema } from '@/schemas/gateway/leadRequest';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { recordExposure } from './recordExposure';

/** The test funnel in a price test: variant `b` sells its trial plan for 5.99 rather than 1.00. */
function inPriceTest(funnel: Funnel): Funnel {
  const plans = funnel.products?.plans ?? [];
  return {
    ...funnel,
    version: funnel.version + 1,
    experiment: {
      id: 'trial-price',
      status: 'running',
      variants: [
        { id: 'a', weight: 1 },
        {
          id: 'b',
          weight: 1,
          products: {
            ...funnel.products,
            plans: plans.map((p) => (p.trial ? { ...p, trial: { ...p.trial, price: { USD: 599, GBP: 499 } } } : p)),
          },
        },
      ],
    },
  };
}

describe.each(testDatabases())('experiments at the gateway on $name', ({ open }) => {
  let gateway: TestGateway;
  let funnel: Funnel;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    funnel = inPriceTest(gateway.funnel);
    await gateway.publishFunnel(funnel);
  });
  afterAll(async () => {
    await gateway?.close();
  });
  let clients = 0;
  const client = () => `198.51.100.${(clients++ % 250) + 1}`;

  const order = (variant?: string, cookieHeader: string | null = null) =>
    startCardOrder(
      gateway.ctx,
      createOrderRequestSchema.parse({
        idempotencyKey: randomUUID(),
        funnel: funnel.slug,
        funnelVersion: funnel.version,
        product: { kind: 'plan', planId: 'week-trial' },
        currency: 'USD',
        customer: { email: `luna.${randomUUID().slice(0, 8)}@example.com` },
        ...(variant && { variant }),
      }),
      client(),
      cookieHeader,
    );
  const stored = async (orderId: string) =>
    (await gateway.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0];

  it.each([
    ['variant a, the funnel’s own products', 'a', 100, 'a'],
    ['variant b, its own price', 'b', 599, 'b'],
    ['a variant the funnel does not have: the first', 'zz', 100, 'a'],
    ['no variant named (a sale outside the funnel’s pages): the first’s prices, in no variant', undefined, 100, null],
  ])('prices and records the order of %s', async (_label, variant, amount, recorded) => {
    const { intent } = await order(variant);
    expect(intent.amount).toBe(amount);
    expect(await stored(intent.orderId)).toMatchObject({
      amount,
      experimentId: recorded && 'trial-price',
      variantId: recorded,
    });
  });

  it.each([
    ['the visitor cookie', (id: string) => `${VISITOR_COOKIE}=${id}`, true],
    ['it among others', (id: string) => `funnel_variant_x=trial-price.b; ${VISITOR_COOKIE}=${id}; other=1`, true],
    ['no cookie', () => null, false],
    ['an id that is no UUID', () => `${VISITOR_COOKIE}=not-a-visitor`, false],
    ['an id in capitals (the page makes none)', (id: string) => `${VISITOR_COOKIE}=${id.toUpperCase()}`, false],
  ])('records the visitor id on the order and the lead from %s', async (_label, cookieOf, kept) => {
    const visitorId = randomUUID();
    const cookie = cookieOf(visitorId);
    const { intent } = await order('b', cookie);
    expect((await stored(intent.orderId))?.visitorId).toBe(kept ? visitorId : null);
    const visitId = randomUUID();
    const body = {
      visitId,
      funnel: funnel.slug,
      funnelVersion: funnel.version,
      email: 'lyra@example.com',
      variant: 'b',
    };
    await saveLead(gateway.ctx, leadRequestSchema.parse(body), client(), cookie);
    const [lead] = await gateway.ctx.db.select().from(leads).where(eq(leads.visitId, visitId));
    expect(lead?.visitorId).toBe(kept ? visitorId : null);
  });

  it('records the variant on the lead', async () => {
    const visitId = randomUUID();
    const body = leadRequestSchema.parse({
      visitId,
      funnel: funnel.slug,
      funnelVersion: funnel.version,
      email: 'vega@example.com',
      variant: 'b',
    });
    await saveLead(gateway.ctx, body, client());
    const [lead] = await gateway.ctx.db.select().from(leads).where(eq(leads.visitId, visitId));
    expect(lead).toMatchObject({ experimentId: 'trial-price', variantId: 'b' });
  });

  /** The exposure a visitor's page would send, and the exposures the gateway kept of that visitor. */
  const exposureOf = (visitorId: string) => ({
    exposure: (variantId: string, experimentId = 'trial-price') =>
      exposureRequestSchema.parse({
        visitorId,
        pass: gateway.pass('exposure', funnel.slug, visitorId),
        funnel: funnel.slug,
        funnelVersion: funnel.version,
        experimentId,
        variantId,
      }),
    kept: () => gateway.ctx.db.select().from(experimentExposures).where(eq(experimentExposures.visitorId, visitorId)),
  });

  /** A visitor whose id falls in the variant (as the experiment assigns it). */
  const visitorIn = (variantId: string) => {
    for (;;) {
      const visitorId = randomUUID();
      assert(funnel.experiment);
      if (assignVariant(funnel.experiment, visitorId, undefined) === variantId) return visitorId;
    }
  };

  it('keeps a visitor’s first exposure only, and refuses one to a variant the funnel does not have', async () => {
    const { exposure, kept } = exposureOf(visitorIn('b'));
    expect(await recordExposure(gateway.ctx, exposure('b'), client())).toEqual({ created: true });
    expect(await recordExposure(gateway.ctx, exposure('a'), client())).toEqual({ created: false });
    expect(await kept()).toMatchObject([{ experimentId: 'trial-price', variantId: 'b', funnelSlug: funnel.slug }]);
    expect(await httpRefusal(recordExposure(gateway.ctx, exposure('zz'), client()))).toMatchObject({ status: 404 });
    expect(await httpRefusal(recordExposure(gateway.ctx, exposure('a', 'other'), client()))).toMatchObject({
      status: 404,
    });
  });

  it('refuses a new visitor in a variant their id does not fall in, counts them nowhere, and says so', async () => {
    const { exposure, kept } = exposureOf(visitorIn('a'));
    const mismatched = async () =>
      (await gateway.ctx.db.select().from(measurementRefusals))
        .filter((r) => r.funnelSlug === funnel.slug && r.reason === 'variant_mismatch')
        .reduce((total, r) => total + r.count, 0);
    const before = await mismatched();
    expect(await httpRefusal(recordExposure(gateway.ctx, exposure('b'), client()))).toMatchObject({
      status: 409,
      error: { code: 'variant_mismatch' },
    });
    expect(await kept()).toEqual([]);
    expect(await mismatched()).toBe(before + 1);
    expect(await recordExposure(gateway.ctx, exposure('a'), client())).toEqual({ created: true });
  });

  it('keeps no exposure of a tester: their visits are not the experiment’s visitors', async () => {
    const { exposure, kept } = exposureOf(visitorIn('b'));
    const testerCookie = `${TESTER_TOKEN_COOKIE}=${randomUUID()}`;
    expect(await recordExposure(gateway.ctx, exposure('b'), client(), testerCookie)).toEqual({ created: false });
    expect(await kept()).toEqual([]);
    // A token that is no UUID is no tester (docs/validation.md#tester-token): the visit counts.
    expect(await recordExposure(gateway.ctx, exposure('b'), client(), `${TESTER_TOKEN_COOKIE}=tester`)).toEqual({
      created: true,
    });
    expect(await kept()).toHaveLength(1);
  });
});
