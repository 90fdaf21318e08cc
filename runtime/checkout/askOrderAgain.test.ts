import { describe, expect, it, vi } from 'vitest';
import { HttpError, toHttpError } from '@/runtime/platform/http/httpError';
import { askOrderAgain, mayBeLost, ORDER_ASK_AGAIN_DELAYS_MS } from './askOrderAgain';

const noWait = () => Promise.resolve();
/** What the HTTP client throws when no answer came (fetch's own TypeError, wrapped). */
const reset = () => toHttpError(new TypeError('Failed to fetch'));
const unavailable = () => new HttpError({ message: 'Service unavailable' }, 503);
const limited = () => new HttpError({ message: 'Too many orders', code: 'rate_limited', retryAfterSeconds: 60 }, 429);

describe('askOrderAgain', () => {
  it('asks again after a reset connection and after a 5xx, with the same call, and answers what came at last', async () => {
    const ask = vi.fn().mockRejectedValueOnce(reset()).mockRejectedValueOnce(unavailable()).mockResolvedValue('ord_1');
    const waits: number[] = [];
    await expect(askOrderAgain(ask, async (ms) => void waits.push(ms))).resolves.toBe('ord_1');
    expect(ask).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([...ORDER_ASK_AGAIN_DELAYS_MS]);
  });

  it('asks once when the first answer comes', async () => {
    const ask = vi.fn().mockResolvedValue('ord_1');
    await expect(askOrderAgain(ask, noWait)).resolves.toBe('ord_1');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('does not ask again after a refusal of the gateway, which is an answer', async () => {
    const refused = limited();
    const ask = vi.fn().mockRejectedValue(refused);
    await expect(askOrderAgain(ask, noWait)).rejects.toBe(refused);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('gives up after three asks, with the last failure', async () => {
    const last = unavailable();
    const ask = vi.fn().mockRejectedValueOnce(reset()).mockRejectedValueOnce(reset()).mockRejectedValueOnce(last);
    await expect(askOrderAgain(ask, noWait)).rejects.toBe(last);
    expect(ask).toHaveBeenCalledTimes(3);
  });
});

describe('mayBeLost', () => {
  it.each([
    ['no answer (a reset, the network down)', reset(), true],
    ['a 502 from a proxy, with no error object', new HttpError('Bad Gateway', 502), true],
    ['a 503 of the gateway', unavailable(), true],
    ['a thrown value that is not an HTTP error', new Error('boom'), true],
    ['a 429 of the gateway', limited(), false],
    ['a 400 of the gateway', new HttpError({ message: 'Bad request' }, 400), false],
  ])('%s: %s', (_, error, lost) => {
    expect(mayBeLost(error)).toBe(lost);
  });
});
