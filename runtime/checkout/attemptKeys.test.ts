import { describe, expect, it } from 'vitest';
import { attemptKeyName, attemptKeys } from './attemptKeys';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('attemptKeys', () => {
  it('gives an attempt a new key, then the same one, kept, for as long as the storage lasts', () => {
    let n = 0;
    const storage = memory();
    const keys = attemptKeys(storage, () => `key-${++n}`);
    expect(keys.take('palmistry:trial-payment', 0)).toEqual({ key: 'key-1', kept: false });
    expect(keys.take('palmistry:trial-payment', 0)).toEqual({ key: 'key-1', kept: true });
    // A reload: the same storage, a new page.
    expect(attemptKeys(storage, () => 'other').take('palmistry:trial-payment', 0)).toEqual({
      key: 'key-1',
      kept: true,
    });
    expect(storage.getItem(attemptKeyName('palmistry:trial-payment', 0))).toBe('key-1');
  });

  it('gives each attempt and each purchase a key of its own', () => {
    let n = 0;
    const keys = attemptKeys(memory(), () => `key-${++n}`);
    expect(keys.take('palmistry:trial-payment', 1).key).toBe('key-1');
    expect(keys.take('palmistry:upsells:tarot_reading', 1).key).toBe('key-2');
    expect(keys.take('palmistry:trial-payment', 2).key).toBe('key-3');
  });

  it.each([
    ['no storage', undefined],
    [
      'storage that throws',
      {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('full');
        },
      },
    ],
  ])('still gives a key with %s, kept for nothing', (_, storage) => {
    expect(attemptKeys(storage, () => 'fresh').take('palmistry:trial-payment', 0)).toEqual({
      key: 'fresh',
      kept: false,
    });
  });
});
