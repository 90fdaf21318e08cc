import { describe, expect, it } from 'vitest';
import { observedFigures } from './observedFigures';
import type { ObservedProbe } from './observedProbe';

const probe = (over: Partial<ObservedProbe>): ObservedProbe => ({
  fcpMs: 400,
  lcpMs: 600,
  tasks: [],
  frames: [],
  ...over,
});
const script = (source: string, startMs: number, durationMs: number, fn = '') => ({
  source,
  fn,
  invoker: 'Window.requestIdleCallback',
  startMs,
  durationMs,
});

describe('observedFigures', () => {
  it.each([
    ['no long task', [], 0, 0],
    ['a task before the first paint only', [{ startMs: 100, durationMs: 300 }], 0, 0],
    ['one task after the paint', [{ startMs: 500, durationMs: 80 }], 30, 80],
    [
      'each task past its first 50 ms, after the paint',
      [
        { startMs: 300, durationMs: 200 },
        { startMs: 450, durationMs: 120 },
        { startMs: 900, durationMs: 60 },
      ],
      80,
      120,
    ],
    ['a task of exactly 50 ms blocks nothing', [{ startMs: 500, durationMs: 50 }], 0, 50],
  ])('%s: blocking %d ms, longest %d ms', (_, tasks, blockingMs, longestTaskMs) => {
    expect(observedFigures(probe({ tasks }))).toMatchObject({ blockingMs, longestTaskMs });
  });

  it('lists the tasks over 50 ms after the paint with the scripts that ran in each, longest first', () => {
    const figures = observedFigures(
      probe({
        tasks: [
          { startMs: 200, durationMs: 90 },
          { startMs: 1000, durationMs: 70 },
          { startMs: 2000, durationMs: 40 },
        ],
        frames: [
          {
            startMs: 990,
            durationMs: 90,
            scripts: [
              script('http://127.0.0.1:3000/_next/static/chunks/a1.js?v=2', 1002, 20, 'prepareRunner'),
              {
                ...script('http://127.0.0.1:3000/_next/static/chunks/b2.js', 1030, 35),
                invoker: 'http://127.0.0.1:3000/_next/static/chunks/b2.js',
              },
              script('', 1066, 3),
            ],
          },
          { startMs: 190, durationMs: 100, scripts: [script('http://x/_next/static/chunks/c3.js', 201, 80)] },
        ],
      }),
    );
    expect(figures.tasksAfterPaint).toEqual([
      {
        startMs: 1000,
        durationMs: 70,
        ran: ['b2.js (evaluated) 35 ms', 'a1.js prepareRunner (Window.requestIdleCallback) 20 ms'],
      },
    ]);
  });

  it('takes the first paint for the largest when no largest paint was reported', () => {
    expect(observedFigures(probe({ lcpMs: null }))).toMatchObject({ fcpMs: 400, lcpMs: 400 });
  });

  it('refuses a load that was never painted', () => {
    expect(() => observedFigures(probe({ fcpMs: null }))).toThrow(/never painted/);
  });
});
