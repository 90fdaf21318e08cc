import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServerLogger } from './serverLogger';

/** The lines a logger writes, parsed. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createServerLogger('info', stream), lines: () => lines.join('') };
}

describe('the server logger', () => {
  it.each([
    ['a webhook transaction', { transaction: { card_token: { token: 'tok_4067_secret' } } }],
    ['an order row', { order: { id: 'ord_1', cardToken: 'tok_4067_secret' } }],
    ['a resign intent', { intent: { resignIntent: 'tok_4067_secret', signature: 'tok_4067_secret' } }],
    ['a provider error context', { context: { request: { recurring_token: 'tok_4067_secret' } } }],
    ['a cancel token', { verification: { token: 'tok_4067_secret' } }],
    ['request headers', { headers: { cookie: 'purchase_ord_1=tok_4067_secret', authorization: 'tok_4067_secret' } }],
  ])('writes no secret of %s', (_, fields) => {
    const { logger, lines } = capture();
    logger.error(fields, 'something failed');
    expect(lines()).toContain('something failed');
    expect(lines()).toContain('[redacted]');
    expect(lines()).not.toContain('tok_4067_secret');
  });

  it('keeps what is not secret', () => {
    const { logger, lines } = capture();
    logger.info({ orderId: 'ord_1', status: 'approved' }, 'applied');
    expect(JSON.parse(lines())).toMatchObject({ orderId: 'ord_1', status: 'approved', msg: 'applied' });
  });
});
