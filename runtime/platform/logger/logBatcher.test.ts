import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOG_BATCH_SIZE,
  LOG_CHECK_DELAY_MS,
  LOG_RETRY_LIMIT,
  LOG_STORAGE_KEY,
  type LogBatch,
  LogBatcher,
  retryDelay,
} from './logBatcher';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** A send that fails `failures` times, then succeeds; it records every batch it was handed. */
function flakySend(failures: number) {
  const calls: LogBatch[] = [];
  const send = vi.fn(async (batch: LogBatch) => {
    calls.push(batch);
    if (calls.length <= failures) throw new Error('endpoint down');
  });
  return { send, calls };
}

describe('LogBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes no attempt while offline, however long, and sends every batch once the network is back', async () => {
    const { send, calls } = flakySend(0);
    let online = false;
    const whenOnline = vi.fn();
    const batcher = new LogBatcher({ send, isOnline: () => online, whenOnline });
    batcher.log('info', 'step shown');
    // Longer than the five attempts and their doubled delays would take.
    await vi.advanceTimersByTimeAsync(retryDelay(LOG_RETRY_LIMIT + 1));
    batcher.log('info', 'step shown again');
    await vi.advanceTimersByTimeAsync(LOG_CHECK_DELAY_MS);
    expect(send).not.toHaveBeenCalled();
    expect(batcher.pending().map((b) => [b.retryAttempt, b.logs.length])).toEqual([[0, 2]]);
    expect(whenOnline).toHaveBeenCalledTimes(1);
    online = true;
    whenOnline.mock.calls[0]?.[0]();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((b) => b.logs.map((e) => e.message))).toEqual([['step shown', 'step shown again']]);
    expect(batcher.pending()).toEqual([]);
  });

  it('waits the check delay (twice the base unit) before sending a pending batch', async () => {
    const { send, calls } = flakySend(0);
    const batcher = new LogBatcher({ send });
    batcher.log('info', 'step shown', { step: 'gender' });
    await vi.advanceTimersByTimeAsync(LOG_CHECK_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ retryAttempt: 1, maxSize: LOG_BATCH_SIZE, sentAt: Date.now() });
    expect(calls[0]?.logs).toEqual([
      {
        id: expect.any(String),
        createdAt: 1_700_000_000_000,
        level: 'info',
        message: 'step shown',
        extra: { step: 'gender' },
      },
    ]);
    expect(batcher.pending()).toEqual([]);
  });

  it('sends a batch the moment it holds 15 entries, and opens a new one for the 16th', async () => {
    const { send, calls } = flakySend(0);
    const batcher = new LogBatcher({ send });
    for (let i = 1; i <= LOG_BATCH_SIZE; i++) batcher.log('debug', `entry ${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.logs.map((l) => l.message)).toEqual(Array.from({ length: 15 }, (_, i) => `entry ${i + 1}`));
    batcher.log('warn', 'entry 16');
    expect(batcher.pending()).toMatchObject([{ retryAttempt: 0, logs: [{ message: 'entry 16' }] }]);
  });

  it.each([
    [0, 2000],
    [1, 4000],
    [2, 8000],
    [3, 16000],
    [4, 32000],
  ])('after %i attempts, the next one waits %i ms', (made, delay) => {
    expect(retryDelay(made)).toBe(delay);
  });

  it('retries with a doubling delay, counting every attempt, and drops the batch after the fifth failure', async () => {
    const { send, calls } = flakySend(Number.POSITIVE_INFINITY);
    const storage = memoryStorage();
    const onDrop = vi.fn<(batch: LogBatch) => void>();
    const batcher = new LogBatcher({ send, storage, onDrop });
    batcher.log('error', 'payment form failed to load');
    const attemptTimes: number[] = [];
    const start = Date.now();
    for (let attempt = 1; attempt <= LOG_RETRY_LIMIT; attempt++) {
      await vi.advanceTimersByTimeAsync(retryDelay(attempt - 1));
      expect(calls).toHaveLength(attempt);
      attemptTimes.push(Date.now() - start);
    }
    expect(attemptTimes).toEqual([2000, 6000, 14000, 30000, 62000]);
    expect(calls.map((b) => b.retryAttempt)).toEqual([1, 2, 3, 4, 5]);
    expect(batcher.pending()).toEqual([]);
    expect(storage.items.has(LOG_STORAGE_KEY)).toBe(false);
    // The drop is told, with what was lost, so a caller can say so.
    expect(onDrop.mock.calls.map(([batch]) => batch.logs.map((e) => e.message))).toEqual([
      ['payment form failed to load'],
    ]);
    await vi.advanceTimersByTimeAsync(10 * retryDelay(LOG_RETRY_LIMIT));
    expect(calls).toHaveLength(LOG_RETRY_LIMIT);
  });

  it('drops a batch once it is delivered, even after failures', async () => {
    const { send, calls } = flakySend(2);
    const storage = memoryStorage();
    const batcher = new LogBatcher({ send, storage });
    batcher.log('info', 'hello');
    await vi.advanceTimersByTimeAsync(retryDelay(0) + retryDelay(1) + retryDelay(2));
    expect(calls.map((b) => b.retryAttempt)).toEqual([1, 2, 3]);
    expect(batcher.pending()).toEqual([]);
    expect(storage.items.has(LOG_STORAGE_KEY)).toBe(false);
  });

  it('keeps unsent batches in storage and delivers them after a reload, losing nothing', async () => {
    const storage = memoryStorage();
    const before = flakySend(Number.POSITIVE_INFINITY);
    const page = new LogBatcher({ send: before.send, storage });
    page.log('info', 'first');
    page.log('info', 'second');
    await vi.advanceTimersByTimeAsync(LOG_CHECK_DELAY_MS);
    expect(before.calls).toHaveLength(1);
    expect(JSON.parse(storage.items.get(LOG_STORAGE_KEY) ?? '[]')).toMatchObject([{ retryAttempt: 1 }]);

    // The page reloads: the old batcher's timers die with it, a new one starts from storage.
    vi.clearAllTimers();
    const after = flakySend(0);
    const reloaded = new LogBatcher({ send: after.send, storage });
    expect(reloaded.pending()).toMatchObject([
      { retryAttempt: 1, logs: [{ message: 'first' }, { message: 'second' }] },
    ]);
    reloaded.log('info', 'third');
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    const delivered = after.calls.flatMap((b) => b.logs.map((l) => l.message)).sort();
    expect(delivered).toEqual(['first', 'second', 'third']);
    expect(after.calls.find((b) => b.logs.length === 2)?.retryAttempt).toBe(2);
    expect(storage.items.has(LOG_STORAGE_KEY)).toBe(false);
  });

  it('keeps its batches under its own storage key, apart from another batcher on the same storage', async () => {
    const storage = memoryStorage();
    const logs = new LogBatcher({ send: flakySend(Number.POSITIVE_INFINITY).send, storage });
    const events = new LogBatcher({ send: flakySend(Number.POSITIVE_INFINITY).send, storage, storageKey: 'other' });
    logs.log('info', 'a log');
    events.log('info', 'an event');
    expect(JSON.parse(storage.items.get(LOG_STORAGE_KEY) ?? '[]')).toMatchObject([{ logs: [{ message: 'a log' }] }]);
    expect(JSON.parse(storage.items.get('other') ?? '[]')).toMatchObject([{ logs: [{ message: 'an event' }] }]);
    vi.clearAllTimers();
    expect(new LogBatcher({ send: vi.fn(), storage, storageKey: 'other' }).pending()).toMatchObject([
      { logs: [{ message: 'an event' }] },
    ]);
  });

  it('puts entries logged while a batch is in flight into a new batch', async () => {
    let release: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const batcher = new LogBatcher({ send });
    batcher.log('info', 'a');
    await vi.advanceTimersByTimeAsync(LOG_CHECK_DELAY_MS);
    batcher.log('info', 'b');
    expect(batcher.pending().map((b) => b.logs.map((l) => l.message))).toEqual([['a'], ['b']]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(batcher.pending().map((b) => b.logs.map((l) => l.message))).toEqual([['b']]);
  });

  it.each([['not json'], ['{"a":1}'], ['[{"id":1}]'], ['null']])(
    'starts empty from unreadable storage %j',
    (stored) => {
      const storage = memoryStorage();
      storage.setItem(LOG_STORAGE_KEY, stored);
      expect(new LogBatcher({ send: vi.fn(), storage }).pending()).toEqual([]);
    },
  );
});
