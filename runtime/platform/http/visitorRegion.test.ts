import { beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('./apiClients', () => ({ apiClient: () => ({ get }) }));

const answer = { country: 'DE', rule: 'opt-in' };

describe('visitorRegion', () => {
  beforeEach(() => {
    vi.resetModules();
    get.mockReset();
  });

  it('asks the gateway once for the consent manager and the currency alike', async () => {
    get.mockResolvedValue(answer);
    const { visitorRegion } = await import('./visitorRegion');
    const [consent, currency] = await Promise.all([visitorRegion(), visitorRegion()]);
    expect(consent).toEqual(answer);
    expect(currency).toEqual(answer);
    expect(await visitorRegion()).toEqual(answer);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('consent/region');
  });

  it('forgets a failed ask: the next caller asks again', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer);
    const { visitorRegion } = await import('./visitorRegion');
    await expect(visitorRegion()).rejects.toThrow('offline');
    expect(await visitorRegion()).toEqual(answer);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('gives undefined for an answer that is not one', async () => {
    get.mockResolvedValue({ country: 'DE', rule: 'whatever' });
    const { visitorRegion } = await import('./visitorRegion');
    expect(await visitorRegion()).toBeUndefined();
  });
});
