import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readValidJsonBody } from './readValidJsonBody';

const schema = z.object({ count: z.int().positive() }).transform(({ count }) => count * 2);

const request = (body: string, type = 'application/json') =>
  new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': type } });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('readValidJsonBody', () => {
  it('answers what the schema makes of a valid body', async () => {
    await expect(readValidJsonBody(request('{"count":2}'), schema)).resolves.toBe(4);
  });

  it.each([
    ['a body the schema refuses', request('{"count":0}'), {}, 400, 'The body is not valid', [{ path: 'count' }]],
    [
      'with its own message',
      request('{}'),
      { message: 'Expected {count}' },
      400,
      'Expected {count}',
      [{ path: 'count' }],
    ],
    ['a body over its limit', request('{"count":2}'), { limitBytes: 4 }, 413, 'The body is over 4 bytes', undefined],
    [
      'a body not sent as JSON',
      request('{"count":2}', 'text/plain'),
      {},
      415,
      'Send the body as application/json',
      undefined,
    ],
    ['a body that is not JSON', request('{"count"'), {}, 400, 'The body is not valid JSON', undefined],
  ])('refuses %s', async (_, req, options, status, message, issues) => {
    expect(await refusal(readValidJsonBody(req, schema, options))).toMatchObject({
      originalStatusCode: status,
      originalError: { message, ...(issues && { issues }) },
    });
  });
});
