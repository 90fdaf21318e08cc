import type { VisitHappening } from './visitHappenings';

/** Something that emits a visit's happenings: the flow actor (`actor.on('*', ...)`). */
type Emitter = { on(type: '*', handler: (happening: VisitHappening) => void): { unsubscribe(): void } };

/** The happenings of a visit so far, for listeners whose code loads after they began (tracking, the report). */
export type HappeningLog = {
  /**
   * Calls `listener` with every happening from now on; with `replay`, first with those that happened before it
   * joined (the first step shown while the page was still loading the tracking). Returns the stop.
   */
  follow(listener: (happening: VisitHappening) => void, options?: { replay?: boolean }): () => void;
  /**
   * Tells the listeners at once what is still waiting to reach them (the page is being hidden or left, and a log that
   * delays its listeners must not keep anything back); nothing for a log that delays nothing.
   */
  flush(): void;
};

/** Keeps what the flow actor says happened in this page, from the moment it is called: call it before the visit moves. */
export function happeningLog(actor: Emitter): HappeningLog {
  const past: VisitHappening[] = [];
  const listeners = new Set<(happening: VisitHappening) => void>();
  actor.on('*', (happening) => {
    past.push(happening);
    for (const listener of [...listeners]) listener(happening);
  });
  return {
    follow(listener, options) {
      if (options?.replay) for (const happening of past.slice()) listener(happening);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => {},
  };
}
