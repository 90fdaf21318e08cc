import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_CLIENT } from '@/runtime/gateway/clientAddress';
import { hashSecret } from '@/runtime/gateway/hashSecret';
import { PLACE_SEARCHES_PER_CLIENT } from '@/runtime/places/placeSearchesPerClient';
import { PLACES_MAX_AGE_SECONDS } from '@/runtime/places/placesResponse';
import { rateLimitCounters } from '@/runtime/platform/db/schema';
import { placeSearchAnswerSchema } from '@/schemas/places/placeSchema';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('@/runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (holder.gateway as TestGateway).ctx,
}));

const { GET } = await import('./route');

const search = (query: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/v1/places?${query}`, { headers }));

describe.each(testDatabases())('the places route on $name', (database) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(database.open);
    holder.gateway = gateway;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers the contract: places best first, with time zone and localized country, cacheable', async () => {
    const response = await search('q=S%C3%A3o%20P&locale=pt-BR&limit=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${PLACES_MAX_AGE_SECONDS}`);
    const answer = placeSearchAnswerSchema.parse(await response.json());
    expect(answer.places).toHaveLength(3);
    expect(answer.places[0]).toMatchObject({
      name: 'São Paulo',
      country: 'BR',
      countryName: 'Brasil',
      timeZone: 'America/Sao_Paulo',
    });
  });

  it('answers 8 places by default, in English, and none for a text no city begins with', async () => {
    const answer = await (await search('q=york')).json();
    expect(answer.places).toHaveLength(8);
    expect(answer.places[0]).toMatchObject({ name: 'York', countryName: 'United Kingdom' });
    expect(answer.places.map((p: { name: string }) => p.name)).toContain('New York City');
    expect(await (await search('q=qqqqzz')).json()).toEqual({ places: [] });
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'a'.repeat(81)}`, 'q'],
    ['q=zur&locale=english', 'locale'],
    ['q=zur&limit=0', 'limit'],
    ['q=zur&limit=21', 'limit'],
    ['q=zur&limit=two', 'limit'],
  ])('answers ?%s with 400 naming %s, in the error shape, with the request id', async (query, path) => {
    const response = await search(query, { 'x-request-id': 'places-test-0001' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toBe('places-test-0001');
    const answer = await response.json();
    expect(answer.originalStatusCode).toBe(400);
    expect(answer.originalError.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('refuses a client over its limit with 429 and Retry-After', async () => {
    expect((await search('q=zur')).status).toBe(200); // counted: the window is open
    await gateway.ctx.db
      .update(rateLimitCounters)
      .set({ hits: PLACE_SEARCHES_PER_CLIENT.limit })
      .where(eq(rateLimitCounters.key, `${PLACE_SEARCHES_PER_CLIENT.name}:${hashSecret(UNKNOWN_CLIENT)}`));
    const refused = await search('q=zur');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).originalError.code).toBe('rate_limited');
  });
});
