import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANCELS_PER_CLIENT } from '../../../../../runtime/gateway/cancelSubscription';
import {
  CANCEL_CODE_REQUESTS_PER_CLIENT,
  CANCEL_CODE_REQUESTS_PER_EMAIL,
} from '../../../../../runtime/gateway/requestCancelCode';
import { CLIENT_ADDRESS_HEADER, stampClientAddresses } from '../../../../../runtime/gateway/requestClientAddress';
import {
  CANCEL_CODE_MAX_ATTEMPTS,
  CANCEL_CODE_VERIFIES_PER_EMAIL,
} from '../../../../../runtime/gateway/verifyCancelCode';
import { openTestGateway, type TestGateway } from '../../../../../testing/openTestGateway';
import { testDatabases } from '../../../../../testing/testDatabases';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('../../../../../runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (holder.gateway as TestGateway).ctx,
}));

const { POST: CANCEL } = await import('./route');
const { POST: LOOKUP } = await import('./lookup/route');
const { POST: VERIFY } = await import('./verify/route');

const HOUR = 3600;
const START = new Date('2031-01-01T12:00:00.000Z');
const later = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** A POST from a client address, as the app's entry (server.ts) hands it to the routes. */
const post = (handler: (r: Request) => Promise<Response>, body: unknown, client = '198.51.100.1') =>
  handler(
    new Request('http://localhost/api/v1/subscriptions/cancel', {
      method: 'POST',
      headers: { [CLIENT_ADDRESS_HEADER]: client, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const statuses = (responses: Response[]) => responses.map((r) => r.status);
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const inTurn = async <T>(n: number, make: (i: number) => Promise<T>) => {
  const results: T[] = [];
  for (let i = 0; i < n; i++) results.push(await make(i));
  return results;
};
const rateLimited = { originalError: expect.objectContaining({ code: 'rate_limited' }), originalStatusCode: 429 };

describe.each(testDatabases())('the cancel routes’ rate limits on $name', ({ open }) => {
  let gateway: TestGateway;
  const codeSentTo = async (email: string) => {
    const [latest] = await gateway.mailTo(email);
    const code = latest?.text.match(/\b\d{6}\b/)?.[0];
    if (code === undefined) throw new Error(`no code sent to ${email}`);
    return code;
  };

  beforeAll(async () => {
    stampClientAddresses();
    gateway = await openTestGateway(open);
    holder.gateway = gateway;
    for (const [id, email] of [
      ['sub_rigel', 'rigel@example.com'],
      ['sub_spica', 'spica@example.com'],
    ])
      await gateway.deliver('subscription.updated', {
        subscription: {
          id,
          status: 'active',
          customer_email: email,
          product_id: 'moon-reading:week-trial',
          next_charge_at: '2031-03-01T00:00:00Z',
          updated_at: '2025-01-01T00:00:00Z',
        },
      });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const asked = CANCEL_CODE_REQUESTS_PER_EMAIL;
  const tried = CANCEL_CODE_VERIFIES_PER_EMAIL;

  it(`answers a customer and a stranger alike: ${asked.perRequester.limit} lookups an hour from one requester, then 429 with Retry-After`, async () => {
    gateway.setNow(START);
    const lookups = (email: string, client: string) =>
      inTurn(asked.perRequester.limit, () => post(LOOKUP, { email }, client));
    const customer = await lookups('rigel@example.com', '192.0.2.1');
    const stranger = await lookups('stranger@example.com', '192.0.2.2');
    expect(statuses([...customer, ...stranger])).toEqual(Array(2 * asked.perRequester.limit).fill(202));

    gateway.setNow(later(60));
    const [customerOver, strangerOver] = [
      await post(LOOKUP, { email: ' Rigel@Example.com' }, '192.0.2.1'),
      await post(LOOKUP, { email: 'stranger@example.com' }, '192.0.2.2'),
    ];
    for (const over of [customerOver, strangerOver]) {
      expect(over.status).toBe(429);
      expect(over.headers.get('Retry-After')).toBe(String(HOUR - 60));
    }
    const [customerBody, strangerBody] = [await customerOver.json(), await strangerOver.json()];
    expect(customerBody).toEqual(rateLimited);
    expect(customerBody).toEqual(strangerBody);
    expect(await gateway.mailTo('rigel@example.com')).toHaveLength(asked.perRequester.limit);

    // Someone else asking for the same email is not held back by the first requester's asking.
    expect((await post(LOOKUP, { email: 'rigel@example.com' }, '192.0.2.3')).status).toBe(202);

    // The window closes an hour after the first lookup.
    gateway.setNow(later(HOUR));
    expect((await post(LOOKUP, { email: 'rigel@example.com' }, '192.0.2.1')).status).toBe(202);
    expect((await post(LOOKUP, { email: 'stranger@example.com' }, '192.0.2.2')).status).toBe(202);
  });

  it(`allows ${CANCEL_CODE_REQUESTS_PER_CLIENT.limit} lookups an hour from one client address, whatever the emails`, async () => {
    gateway.setNow(START);
    const client = '203.0.113.50';
    const accepted = await inTurn(CANCEL_CODE_REQUESTS_PER_CLIENT.limit, (i) =>
      post(LOOKUP, { email: `visitor${i}@example.com` }, client),
    );
    expect(statuses(accepted)).toEqual(Array(CANCEL_CODE_REQUESTS_PER_CLIENT.limit).fill(202));
    const over = await post(LOOKUP, { email: 'one-more@example.com' }, client);
    expect([over.status, over.headers.get('Retry-After'), await over.json()]).toEqual([429, String(HOUR), rateLimited]);
    expect((await post(LOOKUP, { email: 'one-more@example.com' }, '203.0.113.51')).status).toBe(202);
  });

  it(`lets exactly ${asked.ceiling.limit} of 20 lookups at once from as many requesters through`, async () => {
    gateway.setNow(START);
    const at = await times(20, (i) => post(LOOKUP, { email: 'spica@example.com' }, `192.0.2.${200 + i}`));
    expect(statuses(at).filter((s) => s === 202)).toHaveLength(asked.ceiling.limit);
    expect(statuses(at).filter((s) => s === 429)).toHaveLength(20 - asked.ceiling.limit);
    expect(await gateway.mailTo('spica@example.com')).toHaveLength(asked.ceiling.limit);
  });

  /** Wrong codes for `email` from `guesser`, a new code asked for (by `asker`) before every CANCEL_CODE_MAX_ATTEMPTS. */
  const guessWrong = async (
    email: string,
    count: number,
    guesser: (i: number) => string,
    asker: (i: number) => string,
  ) => {
    for (let i = 0; i < count; i++) {
      if (i % CANCEL_CODE_MAX_ATTEMPTS === 0) expect((await post(LOOKUP, { email }, asker(i))).status).toBe(202);
      const code = await codeSentTo(email);
      const wrong = code === '000000' ? '000001' : '000000';
      expect((await post(VERIFY, { email, code: wrong }, guesser(i))).status).toBe(400);
    }
  };

  it(`stops one requester's guessing at ${tried.perRequester.limit} codes an hour, even across new codes, and leaves the customer's tries`, async () => {
    const email = 'rigel@example.com';
    gateway.setNow(later(2 * HOUR)); // past the windows of the first test's lookups
    await guessWrong(
      email,
      tried.perRequester.limit,
      () => '192.0.2.160',
      () => '192.0.2.150',
    );
    expect((await post(LOOKUP, { email }, '192.0.2.150')).status).toBe(202);
    const right = await post(VERIFY, { email, code: await codeSentTo(email) }, '192.0.2.160');
    expect([right.status, right.headers.get('Retry-After'), await right.json()]).toEqual([
      429,
      String(HOUR),
      rateLimited,
    ]);
    // The customer, from their own address, with the code they asked for.
    expect((await post(LOOKUP, { email }, '192.0.2.199')).status).toBe(202);
    expect((await post(VERIFY, { email, code: await codeSentTo(email) }, '192.0.2.199')).status).toBe(200);
  });

  it(`stops every requester's guessing together at ${tried.ceiling.limit} codes an hour for one email`, async () => {
    const email = 'rigel@example.com';
    gateway.setNow(later(4 * HOUR));
    // Each guesser and each asker under its own limit: only the ceiling stops them.
    await guessWrong(
      email,
      tried.ceiling.limit,
      (i) => `2001:db8:1::${Math.floor(i / 5).toString(16)}`,
      (i) => `2001:db8:2::${Math.floor(i / 20).toString(16)}`,
    );
    expect((await post(LOOKUP, { email }, '2001:db8:3::1')).status).toBe(202);
    const right = await post(VERIFY, { email, code: await codeSentTo(email) }, '2001:db8:3::1');
    expect(right.status).toBe(429);

    gateway.setNow(later(5 * HOUR));
    expect((await post(LOOKUP, { email }, '2001:db8:3::1')).status).toBe(202);
    expect((await post(VERIFY, { email, code: await codeSentTo(email) }, '2001:db8:3::1')).status).toBe(200);
  });

  it(`allows ${CANCELS_PER_CLIENT.limit} cancel calls an hour from one client address`, async () => {
    gateway.setNow(START);
    const client = '203.0.113.60';
    const forged = await inTurn(CANCELS_PER_CLIENT.limit, () =>
      post(CANCEL, { token: 'forged', subscriptionId: 'sub_rigel' }, client),
    );
    expect(statuses(forged)).toEqual(Array(CANCELS_PER_CLIENT.limit).fill(401));
    const over = await post(CANCEL, { token: 'forged', subscriptionId: 'sub_rigel' }, client);
    expect([over.status, over.headers.get('Retry-After'), await over.json()]).toEqual([429, String(HOUR), rateLimited]);
  });
});
