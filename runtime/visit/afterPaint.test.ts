// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { happeningLog } from '@/runtime/flow/happeningLog';
import type { VisitHappening } from '@/runtime/flow/visitHappenings';
import { afterPaint, happeningsAfterPaint } from './afterPaint';

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

  it('tells listeners of each happening after its paint, the earlier ones too, and nothing once they stopped', () => {
    const emitted = new Set<(h: VisitHappening) => void>();
    const log = happeningLog({
      on: (_, handler) => {
        emitted.add(handler);
        return { unsubscribe: () => emitted.delete(handler) };
      },
    });
    const say = (stepId: string) => {
      for (const handler of emitted) handler({ type: 'stepShown', stepId });
    };
    say('first');
    const told: string[] = [];
    const stop = happeningsAfterPaint(log).follow((h) => told.push(h.stepId), { replay: true });
    say('second');
    expect(told).toEqual([]);
    frame();
    frame();
    expect(told).toEqual(['first', 'second']);
    say('third');
    stop();
    frame();
    frame();
    expect(told).toEqual(['first', 'second']);
  });
});
