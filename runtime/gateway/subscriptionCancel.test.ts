import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptions } from '../platform/db/schema';
import { testDatabases } from '../platform/db/testDatabases';
import { cancelSubscription } from './cancelSubscription';
import { httpRefusal } from './httpRefusal';
import { openTestGateway, type TestGateway } from './openTestGateway';
import { readOutbox } from './readOutbox';
import { CANCEL_CODE_DIGITS, CANCEL_CODE_LIFETIME_MINUTES, requestCancelCode } from './requestCancelCode';
import { CANCEL_CODE_MAX_ATTEMPTS, verifyCancelCode } from './verifyCancelCode';

// Refusals are reported; these tests expect some, and keep the log quiet.
vi.mock('../platform/monitoring/reportServerError', () => ({ reportServerError: () => {} }));

const NEXT_CHARGE = '2031-02-01T00:00:00.000Z';
/** The address the tests' requests come from (rateLimit.test.ts tests the limits). */
const CLIENT = '203.0.113.7';

describe.each(testDatabases())('subscription cancel on $name', ({ open }) => {
  let gateway: TestGateway;
  let updates = 0;
  /** A provider report from before the test's cancels (the gateway's clock is now). */
  const subscribe = async (id: string, email: string) => {
    updates += 1;
    return gateway.deliver('subscription.updated', {
      subscription: {
        id,
        status: 'active',
        customer_email: email,
        product_id: 'moon-reading:week-trial',
        next_charge_at: NEXT_CHARGE,
        updated_at: new Date(Date.UTC(2025, 0, 1, 0, 0, updates)).toISOString(),
      },
    });
  };
  /** The code in the latest email the outbox kept for the address. */
  const codeSentTo = async (email: string) => {
    const [latest] = await readOutbox(gateway.ctx.db, email);
    const code = latest?.text.match(new RegExp(`\\b\\d{${CANCEL_CODE_DIGITS}}\\b`))?.[0];
    if (code === undefined) throw new Error(`no code sent to ${email}`);
    return code;
  };
  const wrongCode = (code: string) => ((Number(code) + 1) % 10 ** CANCEL_CODE_DIGITS).toString().padStart(6, '0');

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    await subscribe('sub_vega', 'vega@example.com');
    await subscribe('sub_altair', 'altair@example.com');
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('finds by email, verifies the emailed code, and cancels at the end of the period, as the customer’s request', async () => {
    await requestCancelCode(gateway.ctx, 'vega@example.com', CLIENT);
    const code = await codeSentTo('vega@example.com');
    const { token, subscriptions: found } = await verifyCancelCode(
      gateway.ctx,
      { email: 'vega@example.com', code },
      CLIENT,
    );
    expect(found).toEqual([
      {
        id: 'sub_vega',
        product: 'moon-reading:week-trial',
        status: 'active',
        nextChargeAt: NEXT_CHARGE,
        accessUntil: null,
      },
    ]);
    expect(
      await cancelSubscription(gateway.ctx, { token, subscriptionId: 'sub_vega', reason: 'too-expensive' }, CLIENT),
    ).toEqual({ status: 'cancelled', accessUntil: NEXT_CHARGE });
    expect(gateway.provider.calls.at(-1)).toEqual({
      path: 'subscription/cancel',
      // The provider takes a cancel code, not the visitor's words: 8.14, cancelled by the customer.
      body: { subscription_id: 'sub_vega', force: false, cancel_code: '8.14' },
    });
    const [kept] = await gateway.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_vega'));
    // The visitor's own reason is kept beside the code, for us.
    expect(kept).toMatchObject({ status: 'cancelled', cancelReason: '8.14', customerReason: 'too-expensive' });

    // Again: the same answer, and the provider is not asked twice.
    const calls = gateway.provider.calls.length;
    expect(await cancelSubscription(gateway.ctx, { token, subscriptionId: 'sub_vega' }, CLIENT)).toEqual({
      status: 'cancelled',
      accessUntil: NEXT_CHARGE,
    });
    expect(gateway.provider.calls).toHaveLength(calls);
    // A late webhook from before the cancel does not revive it.
    expect(await subscribe('sub_vega', 'vega@example.com')).toEqual({ outcome: 'stale' });
    const [after] = await gateway.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_vega'));
    expect(after?.status).toBe('cancelled');
  });

  it('sends nothing to an email without subscriptions, and answers its guesses like any other', async () => {
    await requestCancelCode(gateway.ctx, 'nobody@example.com', CLIENT);
    expect(await readOutbox(gateway.ctx.db, 'nobody@example.com')).toEqual([]);
    const guess = () => verifyCancelCode(gateway.ctx, { email: 'nobody@example.com', code: '123456' }, CLIENT);
    for (let i = 0; i < CANCEL_CODE_MAX_ATTEMPTS; i++) expect((await httpRefusal(guess())).status).toBe(400);
    expect((await httpRefusal(guess())).status).toBe(429);
  });

  it(`allows ${CANCEL_CODE_MAX_ATTEMPTS} attempts per code, then only a new code helps`, async () => {
    const email = 'altair@example.com';
    await requestCancelCode(gateway.ctx, email, CLIENT);
    const code = await codeSentTo(email);
    for (let left = CANCEL_CODE_MAX_ATTEMPTS - 1; left >= 0; left--)
      expect(await httpRefusal(verifyCancelCode(gateway.ctx, { email, code: wrongCode(code) }, CLIENT))).toEqual({
        status: 400,
        error: expect.objectContaining({ code: 'code_invalid', attemptsLeft: left }),
      });
    expect((await httpRefusal(verifyCancelCode(gateway.ctx, { email, code }, CLIENT))).status).toBe(429);
    await requestCancelCode(gateway.ctx, email, CLIENT);
    const fresh = await codeSentTo(email);
    expect((await verifyCancelCode(gateway.ctx, { email, code: fresh }, CLIENT)).subscriptions).toHaveLength(1);
    // A code works once.
    expect((await httpRefusal(verifyCancelCode(gateway.ctx, { email, code: fresh }, CLIENT))).status).toBe(400);
  });

  it(`expires a code after ${CANCEL_CODE_LIFETIME_MINUTES} minutes`, async () => {
    const email = 'altair@example.com';
    const sentAt = new Date();
    gateway.setNow(sentAt);
    await requestCancelCode(gateway.ctx, email, CLIENT);
    const code = await codeSentTo(email);
    gateway.setNow(new Date(sentAt.getTime() + CANCEL_CODE_LIFETIME_MINUTES * 60_000));
    expect((await httpRefusal(verifyCancelCode(gateway.ctx, { email, code }, CLIENT))).status).toBe(400);
    gateway.setNow(new Date());
  });

  it('cancels only with a valid token, and only that email’s subscriptions', async () => {
    const email = 'altair@example.com';
    await requestCancelCode(gateway.ctx, email, CLIENT);
    const { token } = await verifyCancelCode(gateway.ctx, { email, code: await codeSentTo(email) }, CLIENT);
    expect(
      (await httpRefusal(cancelSubscription(gateway.ctx, { token: 'forged', subscriptionId: 'sub_altair' }, CLIENT)))
        .status,
    ).toBe(401);
    expect(
      (await httpRefusal(cancelSubscription(gateway.ctx, { token, subscriptionId: 'sub_vega' }, CLIENT))).status,
    ).toBe(404);

    gateway.provider.failNext();
    expect(
      (await httpRefusal(cancelSubscription(gateway.ctx, { token, subscriptionId: 'sub_altair' }, CLIENT))).status,
    ).toBe(502);
    const [kept] = await gateway.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_altair'));
    expect(kept?.status).toBe('active');

    expect((await cancelSubscription(gateway.ctx, { token, subscriptionId: 'sub_altair' }, CLIENT)).status).toBe(
      'cancelled',
    );
    // Without a reason from the visitor, the same code.
    expect(gateway.provider.calls.at(-1)?.body.cancel_code).toBe('8.14');
  });
});
