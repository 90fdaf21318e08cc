import { describe, expect, it, vi } from 'vitest';
import type { MeasurementPassRequest } from '@/schemas/gateway/measurementPassRequest';
import { askGatewayForPass, createMeasurementPasses, PASS_RENEW_MARGIN_MS } from './measurementPasses';

const VISIT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const moments: MeasurementPassRequest = { funnel: 'palmistry', purpose: 'moments', subject: VISIT };
const counts: MeasurementPassRequest = { funnel: 'palmistry', purpose: 'counts' };
const HOUR = 3_600_000;

/** A gateway that answers pass number n, good for an hour from `now`. */
function gatewayAt(now: () => number) {
  let given = 0;
  const ask = vi.fn(async (_: MeasurementPassRequest) => ({ pass: `pass-${++given}`, expiresAt: now() + HOUR }));
  return ask;
}

describe('the page’s measurement passes', () => {
  it('asks once for each purpose, funnel and subject, however many sends wait for it', async () => {
    const now = 0;
    const ask = gatewayAt(() => now);
    const passes = createMeasurementPasses(ask, () => now);
    expect(passes.held(moments)).toBeUndefined();
    expect(await Promise.all([passes.get(moments), passes.get(moments)])).toEqual(['pass-1', 'pass-1']);
    expect(passes.held(moments)).toBe('pass-1');
    expect(await passes.get(counts)).toBe('pass-2');
    expect(await passes.get({ ...moments, funnel: 'witch-power' })).toBe('pass-3');
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('asks again before a pass expires, and after the gateway refused it', async () => {
    let now = 0;
    const ask = gatewayAt(() => now);
    const passes = createMeasurementPasses(ask, () => now);
    await passes.get(moments);
    now = HOUR - PASS_RENEW_MARGIN_MS - 1;
    expect(passes.held(moments)).toBe('pass-1');
    now = HOUR - PASS_RENEW_MARGIN_MS;
    expect(passes.held(moments)).toBeUndefined();
    expect(await passes.get(moments)).toBe('pass-2');
    passes.forget(moments);
    expect(passes.held(moments)).toBeUndefined();
    expect(await passes.get(moments)).toBe('pass-3');
  });

  it('keeps no failed ask: the next send asks again', async () => {
    const ask = vi
      .fn<(request: MeasurementPassRequest) => Promise<{ pass: string; expiresAt: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ pass: 'pass-2', expiresAt: HOUR });
    const passes = createMeasurementPasses(ask, () => 0);
    await expect(passes.get(counts)).rejects.toThrow('offline');
    expect(await passes.get(counts)).toBe('pass-2');
  });

  it('asks the gateway without cookies, and refuses an answer that is not a pass', async () => {
    const fetcher = vi.fn(async () => Response.json({ pass: 'p', expiresAt: 5 }));
    expect(await askGatewayForPass('/api/v1/visits/passes', fetcher)(counts)).toEqual({ pass: 'p', expiresAt: 5 });
    expect(fetcher).toHaveBeenCalledWith('/api/v1/visits/passes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(counts),
      credentials: 'omit',
    });
    for (const answer of [Response.json({ message: 'slow down' }, { status: 429 }), Response.json({ pass: 1 })])
      await expect(askGatewayForPass('/p', async () => answer)(counts)).rejects.toThrow('No measurement pass');
  });
});
