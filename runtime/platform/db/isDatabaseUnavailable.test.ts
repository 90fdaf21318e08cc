import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './isDatabaseUnavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle wraps what the driver threw. */
const wrapped = (cause: unknown) => new Error('Failed query: insert into "orders" ...\nparams: ...', { cause });

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
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('ends on a cause chain that loops', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
