import { beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidationSecret } from './appDefinitions.server';
import { REVALIDATION_SECRET_HEADER } from './refreshOwnPages.server';
import { revalidateOwnPages } from './revalidateOwnPages.server';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidateTag }));

const post = (body: string, headers: Record<string, string>) =>
  revalidateOwnPages(new Request('http://127.0.0.1/api/v1/builder/revalidate', { method: 'POST', body, headers }));

beforeEach(() => {
  revalidateTag.mockClear();
});

describe('revalidating an instance’s own pages', () => {
  it('expires the pages under each path and the list of published paths at once', async () => {
    const response = await post(JSON.stringify({ paths: ['/palmistry', '/palm'] }), {
      'content-type': 'application/json',
      [REVALIDATION_SECRET_HEADER]: revalidationSecret(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['/palmistry', '/palm'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['funnel:/palmistry', { expire: 0 }],
      ['funnel:/palm', { expire: 0 }],
      ['published-paths', { expire: 0 }],
    ]);
  });

  const JSON_TYPE = 'application/json';
  it.each([
    ['without the secret', undefined, JSON_TYPE, '{"paths":["/palmistry"]}', 401],
    ['with another secret', 'guess', JSON_TYPE, '{"paths":["/palmistry"]}', 401],
    ['with a body not sent as JSON', 'own', 'text/plain', '{"paths":["/palmistry"]}', 415],
    ['with a body that is not JSON', 'own', JSON_TYPE, '{"paths":', 400],
    ['without paths', 'own', JSON_TYPE, '{}', 400],
    ['with a path that is not one', 'own', JSON_TYPE, '{"paths":["palmistry"]}', 400],
    ['with paths that are not a list', 'own', JSON_TYPE, '{"paths":"/palmistry"}', 400],
  ])('refuses a request %s, in the error shape, expiring nothing', async (_, secret, type, body, status) => {
    const headers: Record<string, string> = { 'content-type': type };
    if (secret !== undefined) headers[REVALIDATION_SECRET_HEADER] = secret === 'own' ? revalidationSecret() : secret;
    const response = await post(body, headers);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      originalError: expect.objectContaining({ message: expect.any(String) }),
      originalStatusCode: status,
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
