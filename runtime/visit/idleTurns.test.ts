import { afterEach, describe, expect, it, vi } from 'vitest';

describe('inIdleTurn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** Idle callbacks run by hand, one idle period at a time. */
  function idlePeriods() {
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => waiting.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    return {
      pending: () => waiting.length,
      async run() {
        waiting.shift()?.();
        for (let i = 0; i < 5; i++) await Promise.resolve();
      },
    };
  }

  it('runs one work per idle period, in order, a `first` one before those given earlier', async () => {
    const idle = idlePeriods();
    const { inIdleTurn } = await import('./idleTurns');
    const ran: string[] = [];
    inIdleTurn(() => ran.push('tracking'));
    inIdleTurn(() => ran.push('analytics'));
    inIdleTurn(() => ran.push('runtime'), { first: true });
    await idle.run();
    // The turn already waiting for the idle period had been given before the `first` one.
    expect(ran).toEqual(['tracking']);
    await idle.run();
    await idle.run();
    expect(ran).toEqual(['tracking', 'runtime', 'analytics']);
    expect(idle.pending()).toBe(0);
  });

  it('waits for a work to load and start before the next turn, and goes on after one that failed', async () => {
    const idle = idlePeriods();
    const { inIdleTurn } = await import('./idleTurns');
    let loaded: () => void = () => {};
    const ran: string[] = [];
    inIdleTurn(() => new Promise<void>((resolve) => (loaded = resolve)));
    inIdleTurn(() => Promise.reject(new Error('offline')));
    inIdleTurn(() => ran.push('after'));
    await idle.run();
    expect(idle.pending()).toBe(0);
    loaded();
    await idle.run();
    await idle.run();
    await idle.run();
    expect(ran).toEqual(['after']);
  });

  it('takes back a turn already waiting for its idle period', async () => {
    const idle = idlePeriods();
    const { inIdleTurn } = await import('./idleTurns');
    const ran: string[] = [];
    const cancel = inIdleTurn(() => ran.push('a'));
    inIdleTurn(() => ran.push('b'));
    cancel();
    await idle.run();
    await idle.run();
    expect(ran).toEqual(['b']);
  });

  it('takes back a turn that has not run', async () => {
    const idle = idlePeriods();
    const { inIdleTurn } = await import('./idleTurns');
    const ran: string[] = [];
    inIdleTurn(() => ran.push('a'));
    const cancel = inIdleTurn(() => ran.push('b'));
    cancel();
    await idle.run();
    await idle.run();
    expect(ran).toEqual(['a']);
  });
});
