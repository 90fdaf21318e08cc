import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { startEmailPageCardOrder } from '@/runtime/gateway/orders/startEmailPageCardOrder';
import { startEmailPageOneClickOrder } from '@/runtime/gateway/orders/startEmailPageOneClickOrder';
import { leads, orders } from '@/runtime/platform/db/schema';
import { signEmailLinkToken } from '@/runtime/signing/emailLinkToken';
import { type EmailOrderRequest, emailOrderRequestSchema } from '@/schemas/gateway/emailOrderRequest';
import { leadRequestSchema } from '@/schemas/gateway/leadRequest';
import { httpRefusal } from '@/testing/httpRefusal';
import { EMAIL_LINK_SECRET, openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { confirmLead } from './confirmLead';
import { CONFIRMATION_MAILS_PER_EMAIL, saveLead } from './saveLead';

const DAY = 86_400_000;
const PAGE = '/email/tarot-reading';

describe.each(testDatabases())('email links on $name', ({ open }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    // The funnel the tarot page sells through, published as the builder would.
    await gateway.publishFunnel({
      ...gateway.funnel,
      id: 'witch-power',
      slug: 'witch-power',
      name: 'Witch power',
      version: 7,
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const freshEmail = () => `star.${randomUUID().slice(0, 8)}@example.com`;
  const pageToken = (email: string, changes: { page?: string; expiresAt?: Date; secret?: string } = {}) =>
    signEmailLinkToken(changes.secret ?? EMAIL_LINK_SECRET, {
      purpose: 'page',
      email,
      subject: changes.page ?? PAGE,
      expiresAt: changes.expiresAt ?? new Date(gateway.ctx.now().getTime() + DAY),
    });
  let clients = 0;
  const client = () => `192.0.2.${(clients++ % 250) + 1}`;
  const order = (body: Partial<EmailOrderRequest>) =>
    startEmailPageCardOrder(
      gateway.ctx,
      emailOrderRequestSchema.parse({ idempotencyKey: randomUUID(), page: PAGE, currency: 'USD', ...body }),
      client(),
    );
  const oneClick = (token: string, page = PAGE, idempotencyKey = randomUUID()) =>
    startEmailPageOneClickOrder(gateway.ctx, { idempotencyKey, page, token, currency: 'USD' }, { client: client() });
  const orderRow = async (id: string) => (await gateway.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  /** A paid order of the email on another funnel, its card saved (or not) by the provider's report. */
  const paidOrder = async (email: string, cardToken?: string) => {
    const { intent } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: gateway.funnel.slug,
        funnelVersion: gateway.funnel.version,
        product: { kind: 'plan', planId: 'week-trial' },
        currency: 'USD',
        customer: { email },
      },
      client(),
    );
    await gateway.approve(intent, cardToken);
    return intent.orderId;
  };

  describe('a report page sells by card', () => {
    it("to the email of the page's signed link, priced from the catalogue, through the funnel it sells through", async () => {
      const email = freshEmail();
      const { created, intent } = await order({ token: pageToken(email) });
      expect(created).toBe(true);
      expect(intent).toMatchObject({ amount: 1499, currency: 'USD' });
      expect(await orderRow(intent.orderId)).toMatchObject({
        funnelSlug: 'witch-power',
        funnelVersion: 7,
        productKind: 'upsell',
        productId: 'tarot_reading',
        amount: 1499,
      });
    });

    it('to the email typed on a page opened without a link', async () => {
      const { intent } = await order({ email: ' Vega@Example.com ' });
      expect(intent).toMatchObject({ amount: 1499 });
    });

    it('answers the same key again with the same order', async () => {
      const body = { token: pageToken(freshEmail()), idempotencyKey: randomUUID() };
      const first = await order(body);
      const again = await order(body);
      expect(again).toMatchObject({ created: false, intent: { orderId: first.intent.orderId } });
    });

    it.each([
      [
        'a forged link',
        () => pageToken('nova@example.com', { secret: 'not-our-secret-0123456789abcdefghij' }),
        403,
        'link_invalid',
      ],
      [
        'an expired link',
        () => pageToken('nova@example.com', { expiresAt: new Date(Date.now() - 1000) }),
        410,
        'link_expired',
      ],
      ['a malformed link', () => 'no-token-here', 400, 'link_invalid'],
      [
        "another page's link",
        () => pageToken('nova@example.com', { page: '/email/palmistry-guide' }),
        403,
        'link_invalid',
      ],
    ])('refuses %s', async (_, token, status, code) => {
      expect(await httpRefusal(order({ token: token() }))).toMatchObject({ status, error: { code } });
    });

    it('refuses a page that sells nothing (404)', async () => {
      const token = pageToken('nova@example.com', { page: '/email/consultation' });
      expect((await httpRefusal(order({ page: '/email/consultation', token }))).status).toBe(404);
    });

    it('asks for exactly one of a link and an email', () => {
      const body = { idempotencyKey: randomUUID(), page: PAGE, currency: 'USD' };
      expect(emailOrderRequestSchema.safeParse(body).success).toBe(false);
      expect(emailOrderRequestSchema.safeParse({ ...body, email: 'a@b.co', token: 'x.y' }).success).toBe(false);
    });
  });

  describe('a report page sells in one click', () => {
    it('with the saved card of the email of its link, whatever funnel the card was paid in', async () => {
      const email = freshEmail();
      const parent = await paidOrder(email, 'tok_email_card');
      const { created, intent } = await oneClick(pageToken(email));
      expect(created).toBe(true);
      expect(intent).toMatchObject({ amount: 1499, currency: 'USD' });
      expect('resignIntent' in intent).toBe(true);
      expect(await orderRow(intent.orderId)).toMatchObject({ parentOrderId: parent, productId: 'tarot_reading' });
    });

    it("charges a card saved in the page's currency only, and records the browser's visitor", async () => {
      const email = freshEmail();
      await paidOrder(email, 'tok_usd_card');
      // A card saved on a dollar order is no card to charge pounds to: the card form follows (docs/decisions/0039).
      const inPounds = startEmailPageOneClickOrder(
        gateway.ctx,
        { idempotencyKey: randomUUID(), page: PAGE, token: pageToken(email), currency: 'GBP' },
        { client: client() },
      );
      expect(await httpRefusal(inPounds)).toMatchObject({ status: 409, error: { code: '7.01' } });
      const visitor = randomUUID();
      const { intent } = await startEmailPageOneClickOrder(
        gateway.ctx,
        { idempotencyKey: randomUUID(), page: PAGE, token: pageToken(email), currency: 'USD' },
        { client: client(), cookieHeader: `funnel_visitor=${visitor}` },
      );
      expect(await orderRow(intent.orderId)).toMatchObject({ visitorId: visitor, currency: 'USD' });
    });

    it('answers 7.01 without a saved card, so the card form follows', async () => {
      const email = freshEmail();
      await paidOrder(email);
      expect(await httpRefusal(oneClick(pageToken(email)))).toMatchObject({ status: 409, error: { code: '7.01' } });
      expect(await httpRefusal(oneClick(pageToken(freshEmail())))).toMatchObject({
        status: 409,
        error: { code: '7.01' },
      });
    });

    it('sells a report that is not repeatable once per customer', async () => {
      await gateway.publishFunnel({
        ...gateway.funnel,
        id: 'palmistry',
        slug: 'palmistry',
        version: 2,
        products: { ...gateway.funnel.products, upsells: ['palmistry_guide'] },
      });
      const email = freshEmail();
      await paidOrder(email, 'tok_once_card');
      const token = pageToken(email, { page: '/email/palmistry-guide' });
      const first = await oneClick(token, '/email/palmistry-guide');
      await gateway.report(first.intent, 'approved');
      expect(await httpRefusal(oneClick(token, '/email/palmistry-guide'))).toMatchObject({
        status: 409,
        error: { code: 'already_bought' },
      });
    });

    it('sells nothing, by card or in one click, through a funnel taken off sale', async () => {
      const email = freshEmail();
      await paidOrder(email, 'tok_off_sale');
      const page = '/email/palmistry-guide';
      const token = pageToken(email, { page });
      await gateway.publishFunnel({
        ...gateway.funnel,
        id: 'palmistry',
        slug: 'palmistry',
        version: 3,
        status: 'not_active',
        products: { ...gateway.funnel.products, upsells: ['palmistry_guide'] },
      });
      expect((await httpRefusal(order({ page, token }))).status).toBe(404);
      expect((await httpRefusal(oneClick(token, page))).status).toBe(404);
    });

    it('never charges a saved card on a bad link', async () => {
      const email = freshEmail();
      await paidOrder(email, 'tok_guarded');
      const forged = pageToken(email, { secret: 'not-our-secret-0123456789abcdefghij' });
      expect((await httpRefusal(oneClick(forged))).status).toBe(403);
      const expired = pageToken(email, { expiresAt: new Date(gateway.ctx.now().getTime() - 1) });
      expect((await httpRefusal(oneClick(expired))).status).toBe(410);
      expect((await httpRefusal(oneClick(pageToken(email), '/email/palmistry-guide'))).status).toBe(403);
    });
  });

  describe('the double opt-in', () => {
    const lead = (email: string, more: Record<string, unknown> = {}) =>
      leadRequestSchema.parse({
        visitId: randomUUID(),
        funnel: gateway.funnel.slug,
        funnelVersion: gateway.funnel.version,
        email,
        ...more,
      });
    const save = (body: ReturnType<typeof lead>) => saveLead(gateway.ctx, body, client(), null, 'http://ignored.test');
    const linkIn = async (email: string) => {
      const [mail] = await gateway.mailTo(email);
      const link = /https:\/\/stellara\.test\/email\/confirmation\?t=[\w.-]+/.exec(mail?.text ?? '')?.[0];
      return { mail, token: link === undefined ? undefined : new URL(link).searchParams.get('t') };
    };

    it('mails a link in the visitor’s language that confirms the lead once, then says it was used', async () => {
      const email = freshEmail();
      const body = lead(email, { locale: 'es' });
      await save(body);
      const { mail, token } = await linkIn(email);
      expect(mail?.subject).toBe('Confirma tu correo para Stellara');
      expect(token).toBeDefined();
      expect(await confirmLead(gateway.ctx, { token: token ?? '' })).toEqual({ email, locale: 'es' });
      const [row] = await gateway.ctx.db.select().from(leads).where(eq(leads.visitId, body.visitId));
      expect(row?.confirmedAt).toBeInstanceOf(Date);
      expect(await httpRefusal(confirmLead(gateway.ctx, { token: token ?? '' }))).toMatchObject({
        status: 409,
        error: { code: 'already_confirmed' },
      });
    });

    it('mails once per email of the lead: a resend with the same email sends none', async () => {
      const email = freshEmail();
      const body = lead(email);
      await save(body);
      await save({ ...body, consent: true });
      expect(await gateway.mailTo(email)).toHaveLength(1);
    });

    it('mails nothing to a visitor who declined marketing', async () => {
      const email = freshEmail();
      await save(lead(email, { consent: false }));
      expect(await gateway.mailTo(email)).toHaveLength(0);
    });

    it('mails one email a few times a day at most, and still keeps the leads', async () => {
      const email = freshEmail();
      for (let i = 0; i <= CONFIRMATION_MAILS_PER_EMAIL.limit; i++)
        expect(await save(lead(email))).toEqual({ created: true });
      expect(await gateway.mailTo(email)).toHaveLength(CONFIRMATION_MAILS_PER_EMAIL.limit);
    });

    it("confirms the owner's own lead from a stranger's mails when strangers used up the day's mails", async () => {
      const email = freshEmail();
      // A stranger, from as many addresses as they like, gives the customer's email: the mails stop at the bound.
      for (let i = 0; i < CONFIRMATION_MAILS_PER_EMAIL.limit + 3; i++) await save(lead(email));
      expect(await gateway.mailTo(email)).toHaveLength(CONFIRMATION_MAILS_PER_EMAIL.limit);
      // The owner's own lead, then their declined one: no mail is sent, and none is needed.
      const own = lead(email);
      const declined = lead(email, { consent: false });
      await save(own);
      await save(declined);
      expect(await gateway.mailTo(email)).toHaveLength(CONFIRMATION_MAILS_PER_EMAIL.limit);
      // Any mail in the owner's mailbox confirms the email: their lead with it, not the one that declined.
      const { token } = await linkIn(email);
      expect(await confirmLead(gateway.ctx, { token: token ?? '' })).toEqual({ email, locale: 'en' });
      const confirmedAt = async (visitId: string) =>
        (await gateway.ctx.db.select().from(leads).where(eq(leads.visitId, visitId)))[0]?.confirmedAt;
      expect(await confirmedAt(own.visitId)).toBeInstanceOf(Date);
      expect(await confirmedAt(declined.visitId)).toBeNull();
      // A later lead with the confirmed email is confirmed at once, with no mail.
      const later = lead(email);
      await save(later);
      expect(await confirmedAt(later.visitId)).toBeInstanceOf(Date);
      expect(await gateway.mailTo(email)).toHaveLength(CONFIRMATION_MAILS_PER_EMAIL.limit);
      // A visit that gives another email is no longer confirmed by this one.
      await save({ ...later, email: freshEmail() });
      expect(await confirmedAt(later.visitId)).toBeNull();
    });

    it('refuses a link for an email no lead gives any more', async () => {
      const email = freshEmail();
      const body = lead(email);
      await save(body);
      const { token } = await linkIn(email);
      await save({ ...body, email: freshEmail() });
      expect(await httpRefusal(confirmLead(gateway.ctx, { token: token ?? '' }))).toMatchObject({
        status: 403,
        error: { code: 'link_invalid' },
      });
    });

    it.each([['an expired link', 7 * DAY + 1, 410, 'link_expired']])('refuses %s', async (_, later, status, code) => {
      const email = freshEmail();
      await save(lead(email));
      const { token } = await linkIn(email);
      const now = gateway.ctx.now();
      gateway.setNow(new Date(now.getTime() + later));
      try {
        expect(await httpRefusal(confirmLead(gateway.ctx, { token: token ?? '' }))).toMatchObject({
          status,
          error: { code },
        });
      } finally {
        gateway.setNow(now);
      }
    });

    it('refuses a page link as a confirmation link, and a forged one', async () => {
      expect((await httpRefusal(confirmLead(gateway.ctx, { token: pageToken('nova@example.com') }))).status).toBe(403);
      const forged = signEmailLinkToken('not-our-secret-0123456789abcdefghij', {
        purpose: 'confirm',
        email: 'nova@example.com',
        subject: randomUUID(),
        expiresAt: new Date(Date.now() + DAY),
      });
      expect((await httpRefusal(confirmLead(gateway.ctx, { token: forged }))).status).toBe(403);
    });
  });
});
