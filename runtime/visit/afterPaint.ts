import type { HappeningLog } from '@/runtime/flow/happeningLog';

/** Work waiting for the next frame to be painted, run at once if the page is left first. */
const waiting = new Set<() => void>();

/** Runs at once, in order, the work still waiting for a paint (the page is being hidden or left). */
function runWaitingWork(): void {
  for (const run of [...waiting]) run();
}

/**
 * Runs `work` once the browser has painted the next frame (in the animation callbacks of the frame after), so
 * a click's response is on screen before what may follow it: tracking the visit's happenings. Work still
 * waiting when the page is left (a reload, closing the tab) runs then; in a hidden tab, where no frame comes, it
 * runs on the next task. Works run in the order they were given.
 */
export function afterPaint(work: () => void): void {
  const run = () => {
    if (waiting.delete(run)) work();
  };
  if (waiting.size === 0) window.addEventListener('pagehide', runWaitingWork, { once: true });
  waiting.add(run);
  if (document.visibilityState === 'hidden') setTimeout(run);
  // The next frame's callbacks run once this one is painted and every task queued meanwhile has run.
  else requestAnimationFrame(() => requestAnimationFrame(run));
}

/** A visit's happenings as their listeners hear them: each once the change it came with is painted. */
export function happeningsAfterPaint(log: HappeningLog): HappeningLog {
  return {
    follow(listener, options) {
      let following = true;
      const stop = log.follow((happening) => afterPaint(() => following && listener(happening)), options);
      return () => {
        following = false;
        stop();
      };
    },
    flush: runWaitingWork,
  };
}
