import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER, stampClientAddresses } from '@/runtime/gateway/requestClientAddress';
import { CANCELS_PER_CLIENT } from '@/runtime/gateway/subscriptions/cancelSubscription';
import {
  CANCEL_CODE_REQUESTS_PER_CLIENT,
  CANCEL_CODE_REQUESTS_PER_REQUESTER,
  CANCEL_MAILS_PER_EMAIL,
} from '@/runtime/gateway/subscriptions/requestCancelCode';
import {
  CANCEL_CODE_MAX_ATTEMPTS,
  CANCEL_CODE_VERIFIES_PER_CLIENT,
} from '@/runtime/gateway/subscriptions/verifyCancelCode';
import { cancelVerifications } from '@/runtime/platform/db/schema';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('@/runtime/gateway/appGateway.server', () => ({
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

  const asked = CANCEL_CODE_REQUESTS_PER_REQUESTER;
  const mailed = CANCEL_MAILS_PER_EMAIL;
  const lookupOf = async (response: Response) => ((await response.json()) as { lookup: string }).lookup;
  const linkSentTo = async (email: string) => {
    const [latest] = await gateway.mailTo(email);
    const link = /https:\/\/stellara\.test\/email\/cancel\?t=[\w.-]+/.exec(latest?.text ?? '')?.[0];
    if (link === undefined) throw new Error(`no cancel link sent to ${email}`);
    return new URL(link).searchParams.get('t') ?? '';
  };

  it(`answers a customer and a stranger alike: ${asked.limit} lookups an hour from one requester, then 429 with Retry-After`, async () => {
    gateway.setNow(START);
    const lookups = (email: string, client: string) => inTurn(asked.limit, () => post(LOOKUP, { email }, client));
    const customer = await lookups('rigel@example.com', '192.0.2.1');
    const stranger = await lookups('stranger@example.com', '192.0.2.2');
    expect(statuses([...customer, ...stranger])).toEqual(Array(2 * asked.limit).fill(202));

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
    expect(await gateway.mailTo('rigel@example.com')).toHaveLength(asked.limit);

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

  it(`mails one email ${mailed.limit} times an hour however many ask at once, and refuses none of them`, async () => {
    gateway.setNow(START);
    const at = await times(20, (i) => post(LOOKUP, { email: 'spica@example.com' }, `192.0.2.${200 + i}`));
    expect(statuses(at)).toEqual(Array(20).fill(202));
    const lookups = await Promise.all(at.map(lookupOf));
    expect(new Set(lookups).size).toBe(20);
    expect(await gateway.mailTo('spica@example.com')).toHaveLength(mailed.limit);
    // Only the lookups that mailed keep a code: whatever addresses guess, an email's codes take at most
    // CANCEL_MAILS_PER_EMAIL × CANCEL_CODE_MAX_ATTEMPTS guesses an hour.
    const kept = await gateway.ctx.db
      .select({ id: cancelVerifications.id })
      .from(cancelVerifications)
      .where(eq(cancelVerifications.email, 'spica@example.com'));
    expect(kept).toHaveLength(mailed.limit);
    const unkept = lookups.find((lookup) => !kept.some((k) => k.id === lookup)) ?? '';
    for (let i = 0; i < CANCEL_CODE_MAX_ATTEMPTS; i++)
      expect((await post(VERIFY, { lookup: unkept, code: String(i).padStart(6, '0') }, '192.0.2.250')).status).toBe(
        400,
      );
  });

  it('lets the owner cancel when strangers used up the hour’s mails: the answer is the same, and a link in a mail they hold proves them', async () => {
    const email = 'rigel@example.com';
    gateway.setNow(later(3 * HOUR)); // past the windows of the first test's lookups
    // A stranger from four addresses: each under its own limit, together past the email's mails.
    const strangers = ['2001:db8:1::1', '2001:db8:1::2', '2001:db8:1::3', '2001:db8:1::4'];
    for (const client of strangers)
      expect(statuses(await inTurn(asked.limit, () => post(LOOKUP, { email }, client)))).toEqual(
        Array(asked.limit).fill(202),
      );
    const inbox = await gateway.mailTo(email);
    // The owner asks: answered as ever, and the mail they already hold cancels.
    gateway.setNow(later(3 * HOUR + 50 * 60));
    expect((await post(LOOKUP, { email }, '198.51.100.77')).status).toBe(202);
    expect(await gateway.mailTo(email)).toHaveLength(inbox.length);
    const verified = await post(VERIFY, { link: await linkSentTo(email) }, '198.51.100.77');
    expect(verified.status).toBe(200);
    const { token, subscriptions } = (await verified.json()) as { token: string; subscriptions: { id: string }[] };
    expect(subscriptions.map((s) => s.id)).toEqual(['sub_rigel']);
    const cancelled = await post(CANCEL, { token, subscriptionId: 'sub_rigel' }, '198.51.100.77');
    expect(cancelled.status).toBe(200);
  });

  it(`allows ${CANCEL_CODE_VERIFIES_PER_CLIENT.limit} tries of codes and links an hour from one client address`, async () => {
    gateway.setNow(START);
    const client = '203.0.113.70';
    const lookup = await lookupOf(await post(LOOKUP, { email: 'vega@example.com' }, '203.0.113.71'));
    const tries = await inTurn(CANCEL_CODE_VERIFIES_PER_CLIENT.limit, (i) =>
      post(VERIFY, i % 2 === 0 ? { lookup, code: '000000' } : { link: 'not.ours' }, client),
    );
    expect(statuses(tries).every((s) => s === 400 || s === 403 || s === 429)).toBe(true);
    const over = await post(VERIFY, { link: 'not.ours' }, client);
    expect([over.status, over.headers.get('Retry-After'), await over.json()]).toEqual([429, String(HOUR), rateLimited]);
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
