import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pollOrderStatus } from '@/runtime/gateway/orders/pollOrderStatus';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { orders, transactions } from '@/runtime/platform/db/schema';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import { createOrderRequestSchema } from '@/schemas/gateway/createOrderRequest';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';

// Refused reports (a refund before its payment) are reported; checked by the webhook tests, silent here.
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({ reportServerError: () => {} }));

const HOUR = 3_600_000;
const STORY_START = Date.UTC(2025, 5, 1, 9, 0, 0);
/** Each report is delivered this many times, and each storm runs on this many orders, each in an order of its own. */
const COPIES = 3;
const ORDERS = 12;
/** The provider retries a refused report; a storm must settle within this many rounds of retries. */
const RETRY_ROUNDS = 6;

/**
 * What the provider reported on one order, hours apart: a payment that waited for 3-D Secure, was approved and was
 * refunded the next day. The last is the provider's final state.
 */
const STORY: { status: TransactionStatus; hours: number; transaction?: { id: string; operation: string } }[] = [
  { status: 'processing', hours: 0 },
  { status: '3ds_verify', hours: 1 },
  { status: 'approved', hours: 2, transaction: { id: 'txn_pay', operation: 'pay' } },
  { status: 'refunded', hours: 26, transaction: { id: 'txn_refund', operation: 'refund' } },
];
const FINAL = STORY.at(-1) as (typeof STORY)[number];

/** A small seeded shuffle, so that a failing order of deliveries can be replayed from its seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe.each(testDatabases())('a storm of payment webhooks on $name', ({ open }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    // The reports arrive late: the last was made a day and more before the runtime hears of any of them.
    gateway.setNow(new Date(STORY_START + 30 * HOUR));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const newOrder = async () => {
    const body = createOrderRequestSchema.parse({
      idempotencyKey: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      product: { kind: 'plan', planId: 'quarter' },
      currency: 'USD',
      customer: { email: `nova.${randomUUID().slice(0, 8)}@example.com` },
    });
    return (await startCardOrder(gateway.ctx, body, `192.0.2.${randomUUID().charCodeAt(0)}`)).intent;
  };
  const reportOf = (intent: { orderId: string; amount: number; currency: string }, step: (typeof STORY)[number]) => ({
    order: {
      order_id: intent.orderId,
      status: step.status,
      amount: intent.amount,
      currency: intent.currency,
      updated_at: new Date(STORY_START + step.hours * HOUR).toISOString(),
    },
    ...(step.transaction && { transaction: { ...step.transaction, status: 'success' } }),
  });
  const rank = (status: TransactionStatus | null) => STORY.findIndex((step) => step.status === status);

  it('records the transaction of a report that a status read overtook', async () => {
    const intent = await newOrder();
    const [processing, , approved] = STORY.map((step) => reportOf(intent, step));
    const refunded = reportOf(intent, FINAL);
    gateway.provider.orders.set(intent.orderId, refunded.order);
    await gateway.deliver('order.updated', approved);
    // An older report comes in: the provider is read, and its refund applied, before the refund's own report.
    expect(await gateway.deliver('order.updated', processing)).toEqual({ outcome: 'stale', refreshed: 'applied' });
    expect(await gateway.deliver('order.updated', refunded)).toMatchObject({ outcome: 'stale' });
    const recorded = await gateway.ctx.db
      .select({ id: transactions.providerTransactionId })
      .from(transactions)
      .where(eq(transactions.orderId, intent.orderId));
    expect(recorded.map((row) => row.id).sort()).toEqual(['txn_pay', 'txn_refund']);
  });

  it.each(Array.from({ length: ORDERS }, (_, seed) => [seed + 1]))(
    'ends in the provider’s final state, reached once, whatever the order (seed %i), while polled',
    async (seed) => {
      const intent = await newOrder();
      // What the provider's status call answers: its final state, read when a report comes in stale.
      gateway.provider.orders.set(intent.orderId, reportOf(intent, FINAL).order);
      let pending = shuffled(
        STORY.flatMap((step) => Array.from({ length: COPIES }, () => reportOf(intent, step))),
        seed,
      );

      // The browser polls the whole time, one poll after the other, as its status loop does.
      const polled: (TransactionStatus | null)[] = [];
      let storming = true;
      const polling = (async () => {
        while (storming) {
          polled.push((await pollOrderStatus(gateway.ctx, intent.orderId)).transactionStatus);
          // PGlite answers in this process without I/O: yield, so that the deliveries' calls to the provider go out.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const outcomes: string[] = [];
      for (let round = 0; round < RETRY_ROUNDS && pending.length > 0; round++) {
        const answers = await Promise.all(
          pending.map((report) =>
            gateway.deliver('order.updated', report).then(
              (answer) => ({ report, refused: undefined, outcome: answer.outcome }),
              async (error: unknown) => ({
                report,
                refused: (await httpRefusal(Promise.reject(error))).status,
                outcome: undefined,
              }),
            ),
          ),
        );
        for (const answer of answers) if (answer.outcome) outcomes.push(answer.outcome);
        // Only the provider's retry of a refused report: never a server failure.
        expect(
          answers.map((answer) => answer.refused).filter((status) => status !== undefined && status !== 409),
        ).toEqual([]);
        pending = answers.filter((answer) => answer.refused !== undefined).map((answer) => answer.report);
      }
      storming = false;
      await polling;

      expect(pending).toEqual([]);
      const [order] = await gateway.ctx.db.select().from(orders).where(eq(orders.id, intent.orderId));
      expect(order).toMatchObject({
        status: 'refunded',
        transactionStatus: FINAL.status,
        providerUpdatedAt: new Date(STORY_START + FINAL.hours * HOUR),
      });
      // Each report's copies beyond the first were known as such.
      expect(outcomes.filter((outcome) => outcome === 'duplicate').length).toBeGreaterThanOrEqual(
        STORY.length * (COPIES - 1),
      );
      // Each of the provider's transactions is recorded once.
      const recorded = await gateway.ctx.db
        .select({ id: transactions.providerTransactionId, status: transactions.status })
        .from(transactions)
        .where(eq(transactions.orderId, intent.orderId));
      expect(recorded.map((row) => row.id).sort()).toEqual(['txn_pay', 'txn_refund']);
      // The browser never saw the order move back, and saw the final state last.
      expect(polled.length).toBeGreaterThan(0);
      const ranks = polled.map(rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect((await pollOrderStatus(gateway.ctx, intent.orderId)).transactionStatus).toBe(FINAL.status);
    },
  );
});
