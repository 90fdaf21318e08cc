import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@/runtime/platform/db/schema';
import { type LeadRequest, leadRequestSchema } from '@/schemas/gateway/leadRequest';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, TEST_TEAM_TOKEN, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { LEADS_PER_CLIENT, saveLead } from './saveLead';

describe.each(testDatabases())('leads on $name', ({ open }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** A body as the route hands it over: parsed by the request schema. */
  const lead = (overrides: Partial<LeadRequest> = {}): LeadRequest =>
    leadRequestSchema.parse({
      visitId: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      email: '  Nova@Example.com ',
      attribution: { utm_source: 'tiktok' },
      ...overrides,
    });
  let clients = 0;
  const save = (body: LeadRequest, client = `203.0.113.${(clients++ % 250) + 1}`) =>
    saveLead(gateway.ctx, body, client);
  const stored = async (visitId: string) => gateway.ctx.db.select().from(leads).where(eq(leads.visitId, visitId));

  it('keeps the email, the funnel version and the attribution of the visit', async () => {
    const body = lead();
    expect(await save(body)).toEqual({ created: true });
    expect(await stored(body.visitId)).toMatchObject([
      {
        email: 'nova@example.com',
        consent: null,
        funnelSlug: gateway.funnel.slug,
        funnelVersion: gateway.funnel.version,
        attribution: { utm_source: 'tiktok' },
        source: 'tiktok',
        medium: 'paid',
      },
    ]);
  });

  it.each([
    ['the team’s tester token', TEST_TEAM_TOKEN, true],
    ['a visitor’s own tester token (any UUID)', randomUUID(), false],
    ['no tester token', undefined, false],
  ])('marks a lead given with %s as a test: %s', async (_, token, tester) => {
    const body = lead();
    await saveLead(gateway.ctx, body, '203.0.113.250', token === undefined ? null : `tester_token=${token}`);
    expect(await stored(body.visitId)).toMatchObject([{ tester }]);
  });

  it('keeps how a visit without a campaign came: from a link on another site, a referral', async () => {
    const body = lead({ attribution: { seo_referrer: 'astrology-blog.example' } });
    await save(body);
    expect(await stored(body.visitId)).toMatchObject([{ source: '', medium: 'referral' }]);
  });

  it('is one lead per visit: a resend updates it, and keeps a consent the resend does not carry', async () => {
    const body = lead();
    await save(body);
    expect(await save({ ...body, consent: true })).toEqual({ created: false });
    expect(await save({ ...body, email: 'vega@example.com' })).toEqual({ created: false });
    const rows = await stored(body.visitId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'vega@example.com', consent: true });
    await save({ ...body, consent: false });
    expect((await stored(body.visitId))[0]?.consent).toBe(false);
  });

  it('keeps a lead per funnel of a tab: an email given in another funnel of the same visit is a lead of its own', async () => {
    const other = { ...gateway.funnel, slug: 'other-quiz' };
    await gateway.publishFunnel(other);
    const first = lead({ email: 'ada@example.com' });
    expect(await save(first)).toEqual({ created: true });
    expect(await save({ ...first, funnel: other.slug, funnelVersion: other.version, email: 'bo@example.com' })).toEqual(
      {
        created: true,
      },
    );
    const rows = (await stored(first.visitId)).map((row) => [row.funnelSlug, row.email]).sort();
    expect(rows).toEqual([
      [gateway.funnel.slug, 'ada@example.com'],
      [other.slug, 'bo@example.com'],
    ]);
  });

  it('resolves the attribution cookie with the page’s tags as orders do, dropping unknown keys', async () => {
    const body = leadRequestSchema.parse({
      ...lead(),
      attribution: { utm_source: 'tiktok', utm_secret: 'from-page', made_up: 'x' },
    });
    const cookie = `funnel_attribution=${encodeURIComponent(JSON.stringify({ utm_source: 'fb', utm_secret: 'old' }))}`;
    await saveLead(gateway.ctx, body, '203.0.113.250', cookie);
    expect((await stored(body.visitId))[0]?.attribution).toEqual({ utm_source: 'fb', utm_secret: 'from-page' });
  });

  it('refuses a funnel version that was never published (404) and a bad email (schema)', async () => {
    expect(await httpRefusal(save(lead({ funnelVersion: 999 })))).toMatchObject({ status: 404 });
    expect(leadRequestSchema.safeParse({ ...lead(), email: 'not-an-email' }).success).toBe(false);
  });

  it('limits leads from one client address', async () => {
    const client = '192.0.2.77';
    for (let i = 0; i < LEADS_PER_CLIENT.limit; i += 1) await save(lead(), client);
    expect(await httpRefusal(save(lead(), client))).toMatchObject({ status: 429 });
  });
});
