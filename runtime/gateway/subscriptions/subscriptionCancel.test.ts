import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { subscriptions } from '@/runtime/platform/db/schema';
import { signEmailLinkToken } from '@/runtime/signing/emailLinkToken';
import type { Funnel } from '@/schemas/funnelSchema';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { cancelSubscription } from './cancelSubscription';
import {
  CANCEL_CODE_DIGITS,
  CANCEL_CODE_LIFETIME_MINUTES,
  CANCEL_LINK_LIFETIME_HOURS,
  requestCancelCode,
} from './requestCancelCode';
import { CANCEL_CODE_MAX_ATTEMPTS, verifyCancelCode } from './verifyCancelCode';
import { verifyCancelLink } from './verifyCancelLink';

// Refusals are reported; these tests expect some, and keep the log quiet.
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({ reportServerError: () => {} }));

const NEXT_CHARGE = '2031-02-01T00:00:00.000Z';
/** The address the tests' verify and cancel calls come from (the routes' rateLimits.test tests the limits). */
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
  /** The code in the latest email the mail sandbox received for the address. */
  const codeSentTo = async (email: string) => {
    const [latest] = await gateway.mailTo(email);
    const code = latest?.text.match(new RegExp(`\\b\\d{${CANCEL_CODE_DIGITS}}\\b`))?.[0];
    if (code === undefined) throw new Error(`no code sent to ${email}`);
    return code;
  };
  /** The token of the cancel link in the latest email the address received. */
  const linkSentTo = async (email: string) => {
    const [latest] = await gateway.mailTo(email);
    const link = /https:\/\/stellara\.test\/email\/cancel\?t=[\w.-]+/.exec(latest?.text ?? '')?.[0];
    if (link === undefined) throw new Error(`no cancel link sent to ${email}`);
    return new URL(link).searchParams.get('t') ?? '';
  };
  let requesters = 0;
  /** A lookup by a requester of its own (the per-requester limit is the routes' test's), and the code it mailed. */
  const lookUp = async (email: string, locale?: string) => {
    requesters += 1;
    const { lookup } = await requestCancelCode(
      gateway.ctx,
      { email, ...(locale === undefined ? {} : { locale }) },
      `198.51.100.${requesters}`,
    );
    return { lookup, code: async () => codeSentTo(email) };
  };
  /** The lookup's code, as its requester got it by mail, proved. */
  const verify = async (email: string) => {
    const { lookup, code } = await lookUp(email);
    return verifyCancelCode(gateway.ctx, { lookup, code: await code() }, CLIENT);
  };
  const wrongCode = (code: string) => ((Number(code) + 1) % 10 ** CANCEL_CODE_DIGITS).toString().padStart(6, '0');

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    await subscribe('sub_vega', 'vega@example.com');
    await subscribe('sub_altair', 'altair@example.com');
    await subscribe('sub_deneb', 'deneb@example.com');
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('finds by email, verifies the emailed code, and cancels at the end of the period, as the customer’s request', async () => {
    const { token, subscriptions: found } = await verify('vega@example.com');
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
    ).toEqual({ status: 'cancelled', mode: 'periodEnd', accessUntil: NEXT_CHARGE });
    expect(gateway.provider.calls.at(-1)).toEqual({
      path: 'subscription/cancel',
      // The provider takes a cancel code, not the visitor's words: 8.14, cancelled by the customer.
      body: { subscription_id: 'sub_vega', force: false, cancel_code: '8.14' },
    });
    const [kept] = await gateway.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_vega'));
    // The visitor's own reason is kept beside the code, for us; active until the period paid for ends.
    expect(kept).toMatchObject({
      status: 'active',
      cancelReason: '8.14',
      customerReason: 'too-expensive',
      accessEndsAt: new Date(NEXT_CHARGE),
    });

    // Again: the same answer, and the provider is not asked twice.
    const calls = gateway.provider.calls.length;
    expect(await cancelSubscription(gateway.ctx, { token, subscriptionId: 'sub_vega' }, CLIENT)).toEqual({
      status: 'cancelled',
      mode: 'periodEnd',
      accessUntil: NEXT_CHARGE,
    });
    expect(gateway.provider.calls).toHaveLength(calls);
    // A late webhook from before the cancel does not revive it.
    expect(await subscribe('sub_vega', 'vega@example.com')).toEqual({ outcome: 'stale' });
    // The provider's own report of the cancel (still active, until its period ends) applies without a fight.
    gateway.setNow(new Date(Date.now() + 1000));
    expect(
      await gateway.deliver('subscription.updated', {
        subscription: {
          id: 'sub_vega',
          status: 'active',
          customer_email: 'vega@example.com',
          product_id: 'moon-reading:week-trial',
          cancelled_at: new Date().toISOString(),
          expired_at: NEXT_CHARGE,
          cancel_code: '8.14',
          updated_at: new Date(Date.now() + 500).toISOString(),
        },
      }),
    ).toEqual({ outcome: 'applied' });
    gateway.setNow(new Date());
    // The customer sees it cancelled, with access until the period's end.
    const again = await verify('vega@example.com');
    expect(again.subscriptions).toMatchObject([{ status: 'cancelled', nextChargeAt: null, accessUntil: NEXT_CHARGE }]);
  });

  it('cancels at once when the funnel that sold the subscription says so, and says access has ended', async () => {
    const email = 'sirius@example.com';
    const funnel: Funnel = {
      ...gateway.funnel,
      version: 40,
      products: { ...gateway.funnel.products, cancellation: 'immediately' },
    };
    await gateway.publishFunnel(funnel);
    const { intent } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: funnel.slug,
        funnelVersion: 40,
        product: { kind: 'plan', planId: 'week-trial' },
        currency: 'USD',
        customer: { email },
      },
      CLIENT,
    );
    await gateway.report(intent, 'approved', {
      order: { subscription_id: 'sub_sirius' },
      updatedAt: new Date(Date.UTC(2025, 0, 1)),
    });
    await subscribe('sub_sirius', email);
    const cancelledAt = new Date();
    gateway.setNow(cancelledAt);
    const { token } = await verify(email);
    expect(await cancelSubscription(gateway.ctx, { token, subscriptionId: 'sub_sirius' }, CLIENT)).toEqual({
      status: 'cancelled',
      mode: 'immediately',
      accessUntil: cancelledAt.toISOString(),
    });
    expect(gateway.provider.calls.at(-1)).toEqual({
      path: 'subscription/cancel',
      body: { subscription_id: 'sub_sirius', force: true, cancel_code: '8.14' },
    });
    const [kept] = await gateway.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_sirius'));
    expect(kept).toMatchObject({ status: 'cancelled', accessEndsAt: cancelledAt });
    // Asked again: the same answer, from what is kept.
    expect(await cancelSubscription(gateway.ctx, { token, subscriptionId: 'sub_sirius' }, CLIENT)).toMatchObject({
      mode: 'immediately',
      accessUntil: cancelledAt.toISOString(),
    });
    gateway.setNow(new Date());
  });

  it.each([
    ['en', 'Your code to cancel your Stellara subscription', 'It works for 15 minutes.'],
    ['es', 'Tu código para cancelar tu suscripción a Stellara', 'Sirve durante 15 minutos.'],
    ['de', 'Dein Code zum Kündigen deines Stellara-Abos', 'Er gilt 15 Minuten.'],
    ['fr', 'Votre code pour résilier votre abonnement Stellara', 'Il est valable 15 minutes.'],
    ['pt-BR', 'Seu código para cancelar sua assinatura Stellara', 'Ele vale por 15 minutos.'],
    ['es-MX', 'Tu código para cancelar tu suscripción a Stellara', 'Sirve durante 15 minutos.'],
  ])(
    'mails the code and the link over SMTP in the visitor’s language (%s), as text and HTML, with no tracking',
    async (locale, subject, validity) => {
      const email = `reader.${locale.toLowerCase()}@example.com`;
      await subscribe(`sub_reader_${locale}`, email);
      await lookUp(email, locale);
      const [mail] = await gateway.mailTo(email);
      const code = mail?.text.match(/\b\d{6}\b/)?.[0] ?? '';
      expect(mail).toMatchObject({ from: 'hello@stellara.test', to: [email], subject });
      expect(mail?.text).toContain(validity);
      expect(mail?.html).toContain(validity);
      expect(mail?.html).toContain(`>${code}</p>`);
      expect(mail?.headers['content-language']).toBe(locale === 'es-MX' ? 'es' : locale);
      // Nothing that reports an opening or a click: no images, nothing fetched, no link but the cancel page's, which
      // opens in the mail's language.
      expect(mail?.html).not.toMatch(/<img|url\(|src=/i);
      const links = mail?.html.match(/https?:[^"]+/g) ?? [];
      expect(links).toHaveLength(1);
      const link = new URL(links[0]?.replaceAll('&amp;', '&') ?? '');
      expect([link.origin, link.pathname, link.searchParams.get('lang')]).toEqual([
        'https://stellara.test',
        '/email/cancel',
        locale === 'en' ? null : locale === 'es-MX' ? 'es' : locale,
      ]);
      expect(Object.keys(mail?.headers ?? {}).filter((h) => /track|campaign|list-unsubscribe/i.test(h))).toEqual([]);
    },
  );

  it('sends nothing to an email without subscriptions, and answers its guesses like any other', async () => {
    const { lookup } = await lookUp('nobody@example.com');
    expect(await gateway.mailTo('nobody@example.com')).toEqual([]);
    const guess = () => verifyCancelCode(gateway.ctx, { lookup, code: '123456' }, CLIENT);
    for (let i = 0; i < CANCEL_CODE_MAX_ATTEMPTS; i++) expect((await httpRefusal(guess())).status).toBe(400);
    expect((await httpRefusal(guess())).status).toBe(429);
  });

  it(`allows ${CANCEL_CODE_MAX_ATTEMPTS} attempts per code, then only a new code helps`, async () => {
    const email = 'altair@example.com';
    const { lookup, code: codeOf } = await lookUp(email);
    const code = await codeOf();
    for (let left = CANCEL_CODE_MAX_ATTEMPTS - 1; left >= 0; left--)
      expect(await httpRefusal(verifyCancelCode(gateway.ctx, { lookup, code: wrongCode(code) }, CLIENT))).toEqual({
        status: 400,
        error: expect.objectContaining({ code: 'code_invalid', attemptsLeft: left }),
      });
    expect((await httpRefusal(verifyCancelCode(gateway.ctx, { lookup, code }, CLIENT))).status).toBe(429);
    const again = await lookUp(email);
    const fresh = await again.code();
    const proof = { lookup: again.lookup, code: fresh };
    expect((await verifyCancelCode(gateway.ctx, proof, CLIENT)).subscriptions).toHaveLength(1);
    // A code works once.
    expect((await httpRefusal(verifyCancelCode(gateway.ctx, proof, CLIENT))).status).toBe(400);
  });

  it("works only with its own lookup: another lookup's code is wrong there, and another's tries leave it whole", async () => {
    const email = 'altair@example.com';
    const owner = await lookUp(email);
    const ownerCode = await owner.code();
    // A stranger's lookup for the same email: the owner's code is wrong there, and every try it allows is spent.
    const stranger = await lookUp(email);
    const strangerCode = await stranger.code();
    const guesses = [ownerCode, ...Array(CANCEL_CODE_MAX_ATTEMPTS - 1).fill(wrongCode(strangerCode))].map((code) =>
      code === strangerCode ? wrongCode(code) : code,
    );
    for (const code of guesses)
      expect((await httpRefusal(verifyCancelCode(gateway.ctx, { lookup: stranger.lookup, code }, CLIENT))).status).toBe(
        400,
      );
    expect(
      (await httpRefusal(verifyCancelCode(gateway.ctx, { lookup: stranger.lookup, code: strangerCode }, CLIENT)))
        .status,
    ).toBe(429);
    // A later lookup replaced nothing: the owner's code still works, with their lookup only.
    expect((await verifyCancelCode(gateway.ctx, { lookup: owner.lookup, code: ownerCode }, CLIENT)).token).toEqual(
      expect.any(String),
    );
  });

  it(`expires a code after ${CANCEL_CODE_LIFETIME_MINUTES} minutes`, async () => {
    const email = 'altair@example.com';
    const sentAt = new Date();
    gateway.setNow(sentAt);
    const { lookup, code } = await lookUp(email);
    const proof = { lookup, code: await code() };
    gateway.setNow(new Date(sentAt.getTime() + CANCEL_CODE_LIFETIME_MINUTES * 60_000));
    expect((await httpRefusal(verifyCancelCode(gateway.ctx, proof, CLIENT))).status).toBe(400);
    gateway.setNow(new Date());
  });

  it(`proves the email with the mail's link for ${CANCEL_LINK_LIFETIME_HOURS} hours, whatever lookups came since`, async () => {
    // An email of its own: the other tests' lookups for theirs count against the hour's mails.
    const email = 'deneb@example.com';
    const sentAt = new Date();
    gateway.setNow(sentAt);
    await lookUp(email);
    const link = await linkSentTo(email);
    await lookUp(email);
    gateway.setNow(new Date(sentAt.getTime() + CANCEL_LINK_LIFETIME_HOURS * 3_600_000 - 1000));
    const { token, subscriptions: found } = await verifyCancelLink(gateway.ctx, { link }, CLIENT);
    expect(found).toMatchObject([{ id: 'sub_deneb', status: 'active' }]);
    // Opening it again gives another token; its token works where a code's does (cancelling is the next test's).
    expect((await verifyCancelLink(gateway.ctx, { link }, CLIENT)).token).not.toBe(token);
    gateway.setNow(new Date(sentAt.getTime() + CANCEL_LINK_LIFETIME_HOURS * 3_600_000));
    expect(await httpRefusal(verifyCancelLink(gateway.ctx, { link }, CLIENT))).toMatchObject({
      status: 410,
      error: { code: 'link_expired' },
    });
    gateway.setNow(new Date());
  });

  it('refuses a link that is not a cancel mail’s: forged, for another purpose, or not a token', async () => {
    const claims = { email: 'altair@example.com', subject: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) };
    const refusals = await Promise.all(
      [
        signEmailLinkToken('not-our-secret-0123456789abcdefghij', { ...claims, purpose: 'cancel' }),
        signEmailLinkToken(gateway.ctx.emailLinks.secret, { ...claims, purpose: 'confirm' }),
        'not a token',
      ].map(async (link) => httpRefusal(verifyCancelLink(gateway.ctx, { link }, CLIENT))),
    );
    expect(refusals.map((r) => [r.status, (r.error as { code?: string }).code])).toEqual([
      [403, 'link_invalid'],
      [403, 'link_invalid'],
      [400, 'link_invalid'],
    ]);
  });

  it('cancels only with a valid token (here a link’s), and only that email’s subscriptions', async () => {
    const email = 'altair@example.com';
    await lookUp(email);
    const { token } = await verifyCancelLink(gateway.ctx, { link: await linkSentTo(email) }, CLIENT);
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
