import { describe, expect, it } from 'vitest';
import type { HttpError } from './httpError';
import { readJsonBody } from './readJsonBody';

const request = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/x', { method: 'POST', body, headers });

describe('readJsonBody', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/merge-patch+json'])(
    'reads JSON within the limit, sent as %s',
    async (type) => {
      await expect(readJsonBody(request('{"a":1}', { 'content-type': type }), 10)).resolves.toEqual({ a: 1 });
    },
  );

  it.each([
    ['a body over the limit', request('{"a":"0123456789"}'), 413],
    [
      'a declared length over the limit',
      request('{}', { 'content-type': 'application/json', 'content-length': '999' }),
      413,
    ],
    ['a body sent as text/plain', request('{}', { 'content-type': 'text/plain;charset=UTF-8' }), 415],
    ['a body sent as a form', request('a=1', { 'content-type': 'application/x-www-form-urlencoded' }), 415],
    [
      'a body without a content type',
      new Request('http://localhost/x', { method: 'POST', body: new Uint8Array([123, 125]) }),
      415,
    ],
    ['a type that only starts like JSON', request('{}', { 'content-type': 'application/jsonp' }), 415],
    ['a body that is not JSON', request('{"a":'), 400],
    ['an empty body', request(''), 400],
  ])('refuses %s with %i', async (_, req, status) => {
    const error = (await readJsonBody(req, 10).catch((e: unknown) => e)) as HttpError;
    expect(error.originalStatusCode).toBe(status);
  });

  // PostgreSQL stores no NUL nor lone surrogate in text or jsonb: refused here, it is bad input (400), not a database
  // failure (500).
  it.each([
    ['a NUL in a string', '{"a":"x\\u0000"}'],
    ['a NUL in a nested string', '{"a":[{"b":"\\u0000"}]}'],
    ['a NUL in a key', '{"a\\u0000":1}'],
    ['a lone high surrogate in a string', '{"a":"x\\ud800"}'],
    ['a lone low surrogate in a nested string', '{"a":[{"b":"\\udfff y"}]}'],
    ['a lone surrogate in a key', '{"\\ud800":1}'],
    ['a pair in the wrong order', '{"a":"\\ude00\\ud83d"}'],
  ])('refuses %s with 400', async (_, body) => {
    const error = (await readJsonBody(request(body)).catch((e: unknown) => e)) as HttpError;
    expect(error.originalStatusCode).toBe(400);
  });

  it('reads a whole surrogate pair, an emoji', async () => {
    await expect(readJsonBody(request('{"a":"\\ud83d\\ude00"}'))).resolves.toEqual({ a: '😀' });
  });

  it('reads a backslash and the letters u0000, which are no NUL', async () => {
    await expect(readJsonBody(request('{"a":"\\\\u0000"}'))).resolves.toEqual({ a: '\\u0000' });
  });
});
