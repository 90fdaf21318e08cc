import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftAnswer } from '@/schemas/gateway/draftAnswer';
import { GET } from './route';

const ask = (slug: string, cookie?: string) =>
  GET(new Request(`http://localhost/api/v1/drafts/${slug}`, { headers: cookie ? { cookie } : {} }), {
    params: Promise.resolve({ slug }),
  });

describe('GET /api/v1/drafts/:slug', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers a tester on a developer server with the draft read from the fixtures, never cached', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const response = await ask('draft', `tester_token=${randomUUID()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const draft = (await response.json()) as DraftAnswer;
    expect(draft.stale).toBe(false);
    expect(draft.definition?.funnel.slug).toBe('draft');
  });

  it.each([
    ['no tester token', undefined],
    ['a token that is not a UUID', 'tester_token=me'],
    // A built server without developer routes opens drafts only to the team's tokens (TESTER_TOKENS, none here).
    ['a tester token that is not the team’s', `tester_token=${randomUUID()}`],
  ])('answers 404 in the error shape to %s', async (_, cookie) => {
    const response = await ask('draft', cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ originalStatusCode: 404 });
  });
});
