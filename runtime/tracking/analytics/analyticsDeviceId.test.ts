import { describe, expect, it } from 'vitest';
import { analyticsDeviceId, DEVICE_ID_KEY } from './analyticsDeviceId';

const storage = (kept?: string) => {
  const items = new Map<string, string>(kept === undefined ? [] : [[DEVICE_ID_KEY, kept]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe('analyticsDeviceId', () => {
  it.each([
    ['?deviceId=dev-from-ad', undefined, 'dev-from-ad'],
    ['?deviceId=dev-from-ad', 'kept-device', 'dev-from-ad'],
    ['', 'kept-device', 'kept-device'],
    ['?utm_source=facebook', 'kept-device', 'kept-device'],
    ['', undefined, 'new-device'],
    ['?deviceId=', 'kept-device', 'kept-device'],
    ['?deviceId=%3Cscript%3E', undefined, 'new-device'],
    ['?deviceId=abc', undefined, 'new-device'],
    ['', '<bad>', 'new-device'],
    ['?deviceId=first-one&deviceId=second-one', undefined, 'first-one'],
  ])('search %j with %j kept: %s, and keeps it', (search, kept, expected) => {
    const store = storage(kept);
    expect(analyticsDeviceId(search, store, () => 'new-device')).toBe(expected);
    expect(store.items.get(DEVICE_ID_KEY)).toBe(expected);
  });
});
