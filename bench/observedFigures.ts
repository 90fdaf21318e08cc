import type { ObservedProbe } from './observedProbe';

/** A task longer than this blocks a tap (the long task of the Long Tasks API, and of Total Blocking Time). */
export const LONG_TASK_MS = 50;
/** A script that ran for less than this in a long task is not named among what ran in it. */
const SCRIPT_NAMED_FROM_MS = 5;

/** A long task after the first paint, and the scripts that ran in it, longest first. */
export type ObservedTask = { startMs: number; durationMs: number; ran: string[] };

export type ObservedFigures = {
  fcpMs: number;
  lcpMs: number;
  /** Total Blocking Time as a visitor lives it: each long task after the first paint, past its first 50 ms. */
  blockingMs: number;
  /** The longest task after the first paint (0: none). */
  longestTaskMs: number;
  tasksAfterPaint: ObservedTask[];
};

/** The file a script came from, without its address (a chunk's name), or what ran it when it has none. */
const scriptName = (source: string) => source.split('?')[0]?.split('/').at(-1) || 'inline';
/** What ran a script: an event or a callback by its name, a script's own evaluation as such (not its address). */
const invokerName = (invoker: string) => (/^https?:/.test(invoker) ? 'evaluated' : invoker);

/**
 * A page's figures from what the probe saw: its paints, its blocking time and its long tasks after the first paint,
 * each with the scripts the long animation frames attribute to it.
 */
export function observedFigures(probe: ObservedProbe): ObservedFigures {
  if (probe.fcpMs === null) throw new Error('the page was never painted (no first-contentful-paint)');
  const fcpMs = probe.fcpMs;
  const after = probe.tasks.filter((t) => t.startMs >= fcpMs);
  const scripts = probe.frames.flatMap((f) => f.scripts);
  const tasksAfterPaint = after
    .filter((t) => t.durationMs > LONG_TASK_MS)
    .map((t) => ({
      startMs: t.startMs,
      durationMs: t.durationMs,
      ran: scripts
        .filter(
          (s) => s.durationMs >= SCRIPT_NAMED_FROM_MS && s.startMs >= t.startMs && s.startMs < t.startMs + t.durationMs,
        )
        .sort((a, b) => b.durationMs - a.durationMs)
        .map(
          (s) =>
            `${scriptName(s.source)}${s.fn ? ` ${s.fn}` : ''} (${invokerName(s.invoker)}) ${s.durationMs.toFixed(0)} ms`,
        ),
    }));
  return {
    fcpMs,
    lcpMs: probe.lcpMs ?? fcpMs,
    blockingMs: after.reduce((sum, t) => sum + Math.max(0, t.durationMs - LONG_TASK_MS), 0),
    longestTaskMs: Math.max(0, ...after.map((t) => t.durationMs)),
    tasksAfterPaint,
  };
}
