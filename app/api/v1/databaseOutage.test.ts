import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER, stampClientAddresses } from '@/runtime/gateway/requestClientAddress';
import { DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS } from '@/runtime/platform/db/database';
import { orders, users } from '@/runtime/platform/db/schema';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { postgresTarget, startTcpCut, type TcpCut, throughTcpCut } from '@/testing/tcpCut';
import { openFreshPostgres } from '@/testing/testDatabases';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('@/runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (holder.gateway as TestGateway).ctx,
}));
// The outage is reported on every refused call; the reports are checked, not printed.
const reported = vi.hoisted(() => [] as { error: unknown; context: Record<string, unknown> }[]);
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({
  reportServerError: (error: unknown, context: Record<string, unknown>) => reported.push({ error, context }),
}));

const { POST: createOrder } = await import('./orders/route');
const { GET: pollOrder } = await import('./orders/[orderId]/route');
const { POST: receiveWebhook } = await import('./webhooks/payments/route');

const adminUrl = process.env.TEST_DATABASE_URL;
/** What the pool throws when a new connection was not made in time (as the cause, once wrapped by the query builder). */
const isConnectTimeout = (error: unknown): boolean =>
  error instanceof Error && (/timeout/.test(error.message) || isConnectTimeout(error.cause));
/** How many orders the burst sends at once, and after how many answers the database is cut under it. */
const BURST = 40;
const CUT_AFTER = 8;

/**
 * PostgreSQL behind a proxy the test cuts (testing/tcpCut.ts), as when the database server goes down: PGlite lives in
 * the test's own process and has no connection to lose, so this runs only with TEST_DATABASE_URL.
 */
describe.skipIf(adminUrl === undefined)('the gateway routes while the database cannot be reached', () => {
  let proxy: TcpCut;
  let gateway: TestGateway;
  beforeAll(async () => {
    if (adminUrl === undefined) return;
    stampClientAddresses();
    proxy = await startTcpCut(postgresTarget(adminUrl));
    gateway = await openTestGateway(() => openFreshPostgres(adminUrl, (url) => throughTcpCut(url, proxy)));
    holder.gateway = gateway;
  });
  afterAll(async () => {
    proxy?.restore();
    await gateway?.close();
    await proxy?.close();
  });
  beforeEach(() => {
    proxy.restore();
    reported.length = 0;
  });

  let clients = 0;
  const orderBody = () => ({
    idempotencyKey: randomUUID(),
    funnel: gateway.funnel.slug,
    funnelVersion: gateway.funnel.version,
    product: { kind: 'plan', planId: 'quarter' },
    currency: 'USD',
    customer: { email: `vega.${randomUUID().slice(0, 8)}@example.com` },
  });
  const postOrder = (body: ReturnType<typeof orderBody>, requestId = randomUUID()) =>
    createOrder(
      new Request('http://localhost/api/v1/orders', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          // Each order from a client address of its own: the rate limits have tests of their own.
          [CLIENT_ADDRESS_HEADER]: `198.51.100.${(clients++ % 250) + 1}`,
        },
      }),
    );
  const poll = (orderId: string) =>
    pollOrder(new Request(`http://localhost/api/v1/orders/${orderId}`), { params: Promise.resolve({ orderId }) });
  /** The provider's webhook that an order was approved, signed as the provider signs it, through the route. */
  const approvedWebhook = (intent: { orderId: string; amount: number; currency: string }) => {
    const body = JSON.stringify({
      order: {
        order_id: intent.orderId,
        status: 'approved',
        amount: intent.amount,
        currency: intent.currency,
        updated_at: gateway.ctx.now().toISOString(),
      },
    });
    return receiveWebhook(
      new Request('http://localhost/api/v1/webhooks/payments', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...gateway.signedWebhookHeaders('order.updated', body) },
      }),
    );
  };
  const ordersOf = (keys: string[]) => gateway.ctx.db.select().from(orders).where(inArray(orders.idempotencyKey, keys));

  it('answers 503 in the error shape with the request id, writes nothing, and serves the same calls once it returns', async () => {
    const before = await (await postOrder(orderBody())).json();
    proxy.cut();

    const body = orderBody();
    const requestId = randomUUID();
    const refused = await postOrder(body, requestId);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('x-request-id')).toBe(requestId);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      originalStatusCode: 503,
      originalError: { message: expect.any(String), requestId },
    });
    const polled = await poll(before.orderId);
    expect(polled.status).toBe(503);
    expect(polled.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A 503 makes the provider deliver the webhook again later.
    expect((await approvedWebhook(before)).status).toBe(503);
    expect(reported.map((report) => report.context)).toEqual([
      expect.objectContaining({ unavailable: 'database', requestId }),
      expect.objectContaining({ unavailable: 'database' }),
      expect.objectContaining({ unavailable: 'database' }),
    ]);

    proxy.restore();
    // Nothing of the refused order was written: no order, and no customer made for it.
    expect(await ordersOf([body.idempotencyKey])).toEqual([]);
    expect(
      await gateway.ctx.db
        .select()
        .from(users)
        .where(inArray(users.email, [body.customer.email])),
    ).toEqual([]);
    // The same calls again, as the browser and the provider retry them.
    const made = await postOrder(body);
    expect(made.status).toBe(201);
    expect((await approvedWebhook(before)).status).toBe(200);
    const after = await poll(before.orderId);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ orderId: before.orderId, transactionStatus: 'approved', active: true });
  });

  it(
    'answers 503 within the connect timeout when the database host drops packets, rather than hanging',
    async () => {
      proxy.stall();
      // The pool's open connections were closed with the stall; what the first call finds of them fails at once.
      // Calls until one had to connect anew, each answered 503 in time.
      for (let call = 0; call < 3 && !reported.some((report) => isConnectTimeout(report.error)); call++) {
        const startedAt = performance.now();
        const refused = await postOrder(orderBody());
        expect(refused.status).toBe(503);
        expect(performance.now() - startedAt).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + 2000);
      }
      expect(reported.some((report) => isConnectTimeout(report.error))).toBe(true);
      proxy.restore();
      expect((await postOrder(orderBody())).status).toBe(201);
    },
    3 * DATABASE_CONNECT_TIMEOUT_MS + 10_000,
  );

  it(
    'answers 503 when an open connection stops answering, rather than hanging; the same order asked again is one order',
    async () => {
      // The pool holds open connections, which go silent with a query under way on one.
      expect((await postOrder(orderBody())).status).toBe(201);
      proxy.freeze();
      const body = orderBody();
      const startedAt = performance.now();
      const refused = await postOrder(body);
      const took = performance.now() - startedAt;
      expect(refused.status).toBe(503);
      expect(took).toBeGreaterThanOrEqual(DATABASE_QUERY_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(2 * DATABASE_QUERY_TIMEOUT_MS + 2000);
      proxy.restore();
      // What the silent connection had been sent may have been done after all: the same key finds it, never a second.
      expect((await postOrder(body)).status).toBe(201);
      expect(await ordersOf([body.idempotencyKey])).toHaveLength(1);
    },
    3 * DATABASE_QUERY_TIMEOUT_MS + 10_000,
  );

  it('loses and doubles no order when the database is cut in the middle of a burst and the refused are retried', async () => {
    const bodies = Array.from({ length: BURST }, orderBody);
    const statuses: number[] = [];
    const accepted = new Map<string, string>();
    let answered = 0;
    let cutDone: () => void = () => {};
    const cutting = new Promise<void>((resolve) => {
      cutDone = resolve;
    });
    const send = async (body: ReturnType<typeof orderBody>) => {
      const response = await postOrder(body);
      statuses.push(response.status);
      if (response.status === 200 || response.status === 201) {
        const { orderId } = await response.json();
        expect(accepted.get(body.idempotencyKey) ?? orderId).toBe(orderId);
        accepted.set(body.idempotencyKey, orderId);
      }
      answered += 1;
      if (answered === CUT_AFTER) {
        proxy.cut();
        cutDone();
      }
      return response.status;
    };
    const first = await Promise.all(bodies.map(send));
    await cutting;
    // Some were made before the cut, and the cut refused some: the test saw both sides of it.
    expect(first.filter((status) => status === 201).length).toBeGreaterThanOrEqual(CUT_AFTER);
    expect(first.filter((status) => status === 503).length).toBeGreaterThan(0);

    proxy.restore();
    // Every refused order is sent again with its own key, as the browser does, until answered.
    for (const [index, body] of bodies.entries())
      if (first[index] === 503) expect([200, 201]).toContain(await send(body));

    // Only the outage's answer, never a 500; every order accepted, each stored once, under the id it was given.
    expect(new Set(statuses)).toEqual(new Set([201, 503, ...(statuses.includes(200) ? [200] : [])]));
    expect(accepted.size).toBe(BURST);
    const stored = await ordersOf(bodies.map((body) => body.idempotencyKey));
    expect(stored).toHaveLength(BURST);
    expect(new Map(stored.map((order) => [order.idempotencyKey, order.id]))).toEqual(accepted);
  });
});
