import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEV_REFRESH_TIMEOUT_MS,
  IN_FLIGHT_RENDER_MS,
  REFRESH_TIMEOUT_MS,
  REVALIDATE_ROUTE,
  refreshOwnPages,
  refreshTimeoutMs,
} from './refreshOwnPages.server';

describe('refreshing an instance’s own pages', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('expires the changed paths at once, and once more after renders under way have stored their pages', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await refreshOwnPages(['/palmistry', '/palmistry-quiz']);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(IN_FLIGHT_RENDER_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [url, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(url).toMatch(new RegExp(`${REVALIDATE_ROUTE}$`));
      expect(JSON.parse(String(init.body))).toEqual({ paths: ['/palmistry', '/palmistry-quiz'] });
    }
  });

  it('waits for the route to be built under `next dev`, and no longer than a loopback call takes elsewhere', () => {
    expect(refreshTimeoutMs('development')).toBe(DEV_REFRESH_TIMEOUT_MS);
    expect(DEV_REFRESH_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
    expect(refreshTimeoutMs('production')).toBe(REFRESH_TIMEOUT_MS);
    expect(refreshTimeoutMs('test')).toBe(REFRESH_TIMEOUT_MS);
    expect(refreshTimeoutMs(undefined)).toBe(REFRESH_TIMEOUT_MS);
  });

  it('fails when the instance refuses, so the change is reported', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(refreshOwnPages(['/palmistry'])).rejects.toThrow(/answered 401/);
  });
});
