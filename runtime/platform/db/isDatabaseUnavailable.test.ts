import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './isDatabaseUnavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle wraps what the driver threw. */
const wrapped = (cause: unknown) => new Error('Failed query: insert into "orders" ...\nparams: ...', { cause });
/** What the payment provider's SDK (node-fetch) throws when its host cannot be reached: the socket's code copied on. */
const fetchError = (code: string) =>
  Object.assign(new Error(`request to https://pay.solidgate.com/api/v1/status failed, reason: ${code}`), {
    name: 'FetchError',
    type: 'system',
    code,
    errno: code,
  });
/** What Node's fetch throws when a host cannot be reached: the socket's error as its cause. */
const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a pool connect that timed out', new Error('timeout exceeded when trying to connect')],
    ['a query the open connection never answered', new Error('Query read timeout')],
    ['a client left unusable', new Error('Client has encountered a connection error and is not queryable')],
    ['a server shut down by its administrator', withCode('terminating connection', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['any of them wrapped by the query builder', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a refused dual-stack connect', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')])],
    ['a database host that does not resolve', withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a plain error', new Error('boom')],
    ['something not an error', 'Connection terminated unexpectedly'],
    ['nothing', undefined],
    // Another service's host, not the database's: an outage of theirs, answered and reported as such.
    ['a provider host that does not resolve (its SDK)', fetchError('ENOTFOUND')],
    ['a provider host the resolver cannot answer for now (its SDK)', fetchError('EAI_AGAIN')],
    ['a provider port that refuses (its SDK)', fetchError('ECONNREFUSED')],
    [
      'a service host that does not resolve (fetch)',
      fetchFailed(withCode('getaddrinfo ENOTFOUND subscriptions.solidgate.com', 'ENOTFOUND')),
    ],
    [
      'a refused dual-stack call (fetch)',
      fetchFailed(new AggregateError([withCode('connect ECONNREFUSED ::1:443', 'ECONNREFUSED')])),
    ],
    [
      'a failed call wrapped by its caller',
      new Error('The provider could not be asked', { cause: fetchError('ETIMEDOUT') }),
    ],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("is false for what Node's fetch throws at a port nobody listens on", async () => {
    const server = createServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    await new Promise((closed) => server.close(closed));
    const error = await fetch(`http://127.0.0.1:${port}/`).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('ends on a cause chain that loops', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
