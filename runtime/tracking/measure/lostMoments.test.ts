import { describe, expect, it } from 'vitest';
import { LOST_MOMENTS_MAX } from '@/schemas/enums/measuredMoments';
import { keepLostMoments, LOST_MOMENTS_KEY, takeLostMoments } from './lostMoments';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[LOST_MOMENTS_KEY, initial]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const moments = (n: number) => Array.from({ length: n }, () => ({ moment: 'shown' }));

describe('lost moments', () => {
  it('keeps what dropped batches held per funnel, with what they said was lost, and tells each once', () => {
    const storage = memoryStorage();
    keepLostMoments(storage, [
      { funnel: 'palmistry', moments: moments(3) },
      { funnel: 'natal-chart', moments: moments(2), lost: 5 },
    ]);
    keepLostMoments(storage, [{ funnel: 'palmistry', moments: moments(4) }]);
    expect(takeLostMoments(storage, 'palmistry')).toBe(7);
    expect(takeLostMoments(storage, 'palmistry')).toBe(0);
    expect(takeLostMoments(storage, 'witch-power')).toBe(0);
    expect(takeLostMoments(storage, 'natal-chart')).toBe(7);
    expect(storage.items.has(LOST_MOMENTS_KEY)).toBe(false);
  });

  it('counts no visit’s start: every later request of the visit repeats it', () => {
    const storage = memoryStorage();
    keepLostMoments(storage, [{ funnel: 'palmistry', moments: [{ moment: 'start' }, ...moments(2)] }]);
    expect(takeLostMoments(storage, 'palmistry')).toBe(2);
  });

  it('says no more than a request may carry', () => {
    const storage = memoryStorage();
    keepLostMoments(storage, [{ funnel: 'palmistry', moments: moments(3), lost: LOST_MOMENTS_MAX }]);
    expect(takeLostMoments(storage, 'palmistry')).toBe(LOST_MOMENTS_MAX);
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '42'],
    ['counts that are not counts', '{"palmistry":"7","natal-chart":-2,"witch-power":1.5}'],
  ])('reads a kept value that is %s as nothing lost', (_, kept) => {
    const storage = memoryStorage(kept);
    expect(takeLostMoments(storage, 'palmistry')).toBe(0);
    keepLostMoments(storage, [{ funnel: 'palmistry', moments: moments(1) }]);
    expect(takeLostMoments(storage, 'palmistry')).toBe(1);
  });

  it('loses the count, not the page, when storage refuses it', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => keepLostMoments(storage, [{ funnel: 'palmistry', moments: moments(1) }])).not.toThrow();
    expect(takeLostMoments(storage, 'palmistry')).toBe(0);
  });
});
