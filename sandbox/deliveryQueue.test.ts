import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDeliveryQueue,
  type DeliveryProgress,
  type DeliveryQueue,
  type DeliveryQueueOptions,
} from './deliveryQueue';

/** What the receiver answers: an HTTP status, or `hang` (no answer at all). */
type Answer = number | 'hang';
type Received = { body: string; headers: IncomingHttpHeaders; at: number };

/** A receiver that answers each body with its script, in turn (200 once the script is spent), and records what came. */
async function startReceiver(scripts: Record<string, Answer[]> = {}) {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks).toString('utf8');
    received.push({ body, headers: request.headers, at: performance.now() });
    const answer = scripts[body]?.shift() ?? 200;
    if (answer === 'hang') return;
    response.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, received, bodies: () => received.map((r) => r.body), close };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(scripts: Record<string, Answer[]> = {}, options: Partial<DeliveryQueueOptions> = {}) {
  const receiver = await startReceiver(scripts);
  const queue: DeliveryQueue = createDeliveryQueue({ attempts: 4, backoffMs: 5, timeoutMs: 2000, ...options });
  cleanups.push(() => queue.stop(), receiver.close);
  const post = (target: string, body: string, attempted?: (sofar: DeliveryProgress) => void) =>
    queue.send(
      target,
      { url: receiver.url, body, headers: () => ({ 'x-sent-at': String(performance.now()) }) },
      { attempted },
    );
  return { receiver, queue, post };
}

describe('the delivery queue', () => {
  it('posts JSON with the headers made for each attempt, and retries until a 2xx', async () => {
    const { receiver, post } = await setUp({ one: [500, 503] });
    const attempts: DeliveryProgress[] = [];
    expect(await post('doc', 'one', (sofar) => attempts.push(sofar))).toEqual({ ok: true, attempts: 3, status: 200 });
    expect(attempts).toEqual([
      { attempts: 1, status: 500 },
      { attempts: 2, status: 503 },
      { attempts: 3, status: 200 },
    ]);
    expect(receiver.received.map((r) => r.headers['content-type'])).toEqual(Array(3).fill('application/json'));
    expect(new Set(receiver.received.map((r) => r.headers['x-sent-at'])).size).toBe(3);
  });

  it('waits twice as long before each retry', async () => {
    const { receiver, post } = await setUp({ one: [500, 500, 500] }, { backoffMs: 40 });
    await post('doc', 'one');
    const gaps = receiver.received.slice(1).map((r, i) => r.at - (receiver.received[i]?.at ?? 0));
    // Timers never fire early; a busy machine may only make them late.
    expect(gaps.map((gap, i) => gap >= 40 * 2 ** i - 1)).toEqual([true, true, true]);
  });

  it.each([
    ['after the last attempt', { one: [500, 500, 500, 500, 500] }, {}, { ok: false, attempts: 4, status: 500 }],
    [
      'at a refusal it is told will not get better',
      { one: [503, 400] },
      { retryable: (s: number) => s >= 500 },
      { ok: false, attempts: 2, status: 400 },
    ],
    ['at no refusal when told every one may', { one: [400, 404] }, {}, { ok: true, attempts: 3, status: 200 }],
    [
      'when an attempt outlasts its limit',
      { one: ['hang', 'hang'] as Answer[] },
      { attempts: 2, timeoutMs: 50 },
      { ok: false, attempts: 2, error: expect.stringMatching(/timeout/) },
    ],
  ])('gives up %s', async (_, scripts, options, result) => {
    const { post } = await setUp(scripts, options);
    expect(await post('doc', 'one')).toEqual(result);
  });

  it('says why a receiver that is not there had no answer', async () => {
    const { receiver, queue } = await setUp({}, { attempts: 2 });
    await receiver.close();
    const result = await queue.send('doc', { url: receiver.url, body: 'one', headers: () => ({}) });
    expect(result).toEqual({ ok: false, attempts: 2, error: 'ECONNREFUSED' });
  });

  it('delivers one target in order, waiting out its retries, and other targets meanwhile', async () => {
    const { receiver, post, queue } = await setUp({ a1: [500] }, { backoffMs: 100 });
    void post('a', 'a1');
    void post('a', 'a2');
    void post('b', 'b1');
    await queue.idle();
    const order = receiver.bodies();
    expect(order.filter((body) => body.startsWith('a'))).toEqual(['a1', 'a1', 'a2']);
    // b1 did not wait for a1's retry.
    expect(order.indexOf('b1')).toBeLessThan(order.lastIndexOf('a1'));
  });

  it('stops when closed: what is sent, retrying or queued gives up at once, and so does what comes later', async () => {
    const { receiver, post, queue } = await setUp({ a1: ['hang'], b1: [500] }, { backoffMs: 60_000 });
    const results = [post('a', 'a1'), post('a', 'a2'), post('b', 'b1')];
    await expect.poll(() => receiver.bodies().sort()).toEqual(['a1', 'b1']);
    queue.stop();
    await queue.idle();
    expect(await Promise.all(results)).toEqual([
      { ok: false, attempts: 1, error: 'stopped' },
      { ok: false, attempts: 0, error: 'stopped' },
      { ok: false, attempts: 1, error: 'stopped' },
    ]);
    expect(await post('c', 'c1')).toEqual({ ok: false, attempts: 0, error: 'stopped' });
    expect(receiver.bodies().sort()).toEqual(['a1', 'b1']);
  });
});
