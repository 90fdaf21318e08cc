import { describe, expect, it } from 'vitest';
import type { HttpError } from './httpError';
import { readJsonBody } from './readJsonBody';

const request = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers });

describe('readJsonBody', () => {
  it('reads JSON within the limit', async () => {
    await expect(readJsonBody(request('{"a":1}'), 10)).resolves.toEqual({ a: 1 });
  });

  it.each([
    ['a body over the limit', request('{"a":"0123456789"}'), 413],
    ['a declared length over the limit', request('{}', { 'content-length': '999' }), 413],
    ['a body that is not JSON', request('{"a":'), 400],
    ['an empty body', request(''), 400],
  ])('refuses %s with %i', async (_, req, status) => {
    const error = (await readJsonBody(req, 10).catch((e: unknown) => e)) as HttpError;
    expect(error.originalStatusCode).toBe(status);
  });
});
