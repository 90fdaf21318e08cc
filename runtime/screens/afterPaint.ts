/** Work waiting for the next frame to be painted, run at once if the page is left first. */
const waiting = new Set<() => void>();

function runAllWaiting() {
  for (const run of [...waiting]) run();
}

/**
 * Runs `work` once the browser has painted the next frame (in the animation callbacks of the frame after), so
 * a click's response is on screen before what may follow it: saving the visit, the URL, tracking. Work still
 * waiting when the page is left (a reload, closing the tab) runs then; in a hidden tab, where no frame comes, it
 * runs on the next task. Works run in the order they were given.
 */
export function afterPaint(work: () => void): void {
  const run = () => {
    if (waiting.delete(run)) work();
  };
  if (waiting.size === 0) window.addEventListener('pagehide', runAllWaiting, { once: true });
  waiting.add(run);
  if (document.visibilityState === 'hidden') setTimeout(run);
  // The next frame's callbacks run once this one is painted and every task queued meanwhile has run.
  else requestAnimationFrame(() => requestAnimationFrame(run));
}

type Observable<S> = { getSnapshot(): S; subscribe(listener: (snapshot: S) => void): { unsubscribe(): void } };

/** `source` as its observers see it once each change is painted: what follows a step change waits for its paint. */
export function seenAfterPaint<S>(source: Observable<S>): Observable<S> {
  return {
    getSnapshot: () => source.getSnapshot(),
    subscribe(listener) {
      let following = true;
      const subscription = source.subscribe((snapshot) =>
        afterPaint(() => {
          if (following) listener(snapshot);
        }),
      );
      return {
        unsubscribe() {
          following = false;
          subscription.unsubscribe();
        },
      };
    },
  };
}
