// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, seenAfterPaint } from './afterPaint';

/** Frames drawn by hand: each `frame()` runs the animation callbacks asked for before it. */
let callbacks: FrameRequestCallback[] = [];
const frame = () => {
  const due = callbacks;
  callbacks = [];
  for (const callback of due) callback(0);
};

describe('work after the next paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
  });
  afterEach(() => {
    window.dispatchEvent(new Event('pagehide')); // nothing waits into the next case
    callbacks = [];
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs once the next frame is painted, in the frame after, in the order given', () => {
    const done: string[] = [];
    afterPaint(() => done.push('save'));
    afterPaint(() => done.push('track'));
    vi.runAllTimers();
    expect(done).toEqual([]);
    frame(); // the step change's frame: painted after its callbacks
    expect(done).toEqual([]);
    frame();
    expect(done).toEqual(['save', 'track']);
  });

  it('runs what still waits when the page is left, once', () => {
    const work = vi.fn();
    afterPaint(work);
    window.dispatchEvent(new Event('pagehide'));
    expect(work).toHaveBeenCalledTimes(1);
    frame();
    frame();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs on the next task in a hidden tab, where no frame comes', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const work = vi.fn();
    afterPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('tells observers of each change after its paint, and nothing once they stopped', () => {
    let listener: (n: number) => void = () => {};
    const unsubscribe = vi.fn();
    const seen = seenAfterPaint<number>({
      getSnapshot: () => 1,
      subscribe: (l) => {
        listener = l;
        return { unsubscribe };
      },
    });
    const told: number[] = [];
    const subscription = seen.subscribe((n) => told.push(n));
    expect(seen.getSnapshot()).toBe(1);
    listener(2);
    listener(3);
    expect(told).toEqual([]);
    frame();
    frame();
    expect(told).toEqual([2, 3]);
    listener(4);
    subscription.unsubscribe();
    frame();
    frame();
    expect(told).toEqual([2, 3]);
    expect(unsubscribe).toHaveBeenCalled();
  });
});
