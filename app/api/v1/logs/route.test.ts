import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_BATCHES_PER_CLIENT } from '@/runtime/gateway/visits/writeBrowserLogs';
import { openDatabase } from '@/runtime/platform/db/database';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';

const written: { level: string; fields: Record<string, unknown>; message: string }[] = [];
vi.mock('@/runtime/platform/logger/serverLogger', () => ({
  serverLogger: () => ({
    child: (bindings: Record<string, unknown>) =>
      Object.fromEntries(
        ['debug', 'info', 'warn', 'error'].map((level) => [
          level,
          (fields: Record<string, unknown>, message: string) =>
            written.push({ level, fields: { ...bindings, ...fields }, message }),
        ]),
      ),
  }),
}));

let gateway: TestGateway;
let windows = 0;
/** The database cut: every query fails as a refused connection does. */
let cut = false;
const unreachable = () => {
  throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
};
vi.mock('@/runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (cut ? { ...gateway.ctx, db: { insert: unreachable, delete: unreachable } } : gateway.ctx),
}));

const { POST } = await import('./route');

function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return POST(new Request('http://localhost/api/v1/logs', { method: 'POST', body, headers }));
}

beforeAll(async () => {
  gateway = await openTestGateway(() => openDatabase({ dataDir: 'memory://' }));
});
afterAll(async () => {
  await gateway?.close();
});
beforeEach(() => {
  written.length = 0;
  // Each test in a window of its own: the limit counts one client's batches per hour.
  gateway.setNow(new Date(Date.UTC(2031, 0, 1) + windows++ * 2 * 3_600_000));
});

describe('POST /api/v1/logs', () => {
  it('writes each entry as a structured log line at its level', async () => {
    const entry = JSON.stringify({ id: 'e1', level: 'warn', message: 'slow step', extra: { step: 'gender' } });
    const response = await post(
      JSON.stringify({
        data: [
          [1700000000000, entry],
          [1700000000001, 'plain text'],
        ],
      }),
      { 'content-type': 'application/json', 'x-request-id': 'r-1' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: 2 });
    expect(written).toEqual([
      {
        level: 'warn',
        message: 'slow step',
        fields: { source: 'browser', requestId: 'r-1', clientTime: 1700000000000, id: 'e1', extra: { step: 'gender' } },
      },
      {
        level: 'info',
        message: 'plain text',
        fields: { source: 'browser', requestId: 'r-1', clientTime: 1700000000001 },
      },
    ]);
  });

  it.each([
    ['not JSON', '{"data": [', 400],
    ['no data', '{}', 400],
    ['data not a list', '{"data": "x"}', 400],
    ['an empty batch', '{"data": []}', 400],
    ['a pair of the wrong types', '{"data": [["1700000000000", 5]]}', 400],
    ['a pair too short', '{"data": [[1700000000000]]}', 400],
    ['an unknown field', '{"data": [[1, "a"]], "extra": 1}', 400],
    ['a message over the limit', JSON.stringify({ data: [[1, 'x'.repeat(8 * 1024 + 1)]] }), 400],
    ['too many entries', JSON.stringify({ data: Array.from({ length: 101 }, (_, i) => [i, 'x']) }), 400],
    ['a body over the size limit', JSON.stringify({ data: [[1, 'y'.repeat(130 * 1024)]] }), 413],
    ['a lone surrogate in a message', '{"data": [[1, "x\\ud800"]]}', 400],
  ])('refuses %s with %i and the error shape, writing nothing', async (_, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ originalError: expect.anything(), originalStatusCode: status });
    expect(written).toEqual([]);
  });

  it("takes a client's batches up to its limit in an hour, then answers 429 with Retry-After and writes nothing", async () => {
    const batch = JSON.stringify({ data: [[1700000000000, 'line']] });
    for (let i = 0; i < LOG_BATCHES_PER_CLIENT.limit; i++) expect((await post(batch)).status).toBe(200);
    written.length = 0;
    const refused = await post(batch);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ originalStatusCode: 429 });
    expect(written).toEqual([]);
  });

  it('writes the lines uncounted while the database that counts the limit cannot be reached', async () => {
    cut = true;
    try {
      const response = await post(JSON.stringify({ data: [[1700000000000, 'the database is down']] }));
      expect(response.status).toBe(200);
      expect(written.map((line) => line.message)).toEqual(['the database is down']);
    } finally {
      cut = false;
    }
  });
});
