/** `closed`: calls go out; `open`: calls fail fast; `half-open`: the cooldown is over and one trial call may go out. */
export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitBreaker = {
  /** Whether a call may go out now. In half-open only the first asker gets yes, until its call is reported. */
  allow(): boolean;
  /** A call got a usable answer: the service is up, the count starts again. */
  succeeded(): void;
  /** A call found the service failing; the threshold-th in a row (or a failed trial) opens the circuit anew. */
  failed(): void;
  state(): CircuitState;
};

export type CircuitBreakerOptions = {
  /** Consecutive failed calls that open the circuit. */
  threshold: number;
  /** How long the circuit stays open before a trial call. */
  cooldownMs: number;
  now: () => number;
};

/**
 * A circuit breaker, pure logic over an injected clock: it stops a client from piling calls (and
 * timeouts) onto a service that is down, and finds out with one call at a time when it is back.
 */
export function createCircuitBreaker({ threshold, cooldownMs, now }: CircuitBreakerOptions): CircuitBreaker {
  let failures = 0;
  let openedAt: number | undefined;
  let trialOut = false;

  const state = (): CircuitState => {
    if (openedAt === undefined) return 'closed';
    return now() - openedAt < cooldownMs ? 'open' : 'half-open';
  };

  return {
    state,
    allow() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialOut) return false;
      trialOut = true;
      return true;
    },
    succeeded() {
      failures = 0;
      openedAt = undefined;
      trialOut = false;
    },
    failed() {
      failures += 1;
      // Once open, any failure (the trial's, or a call that left before the circuit opened) restarts the cooldown.
      if (openedAt !== undefined || failures >= threshold) openedAt = now();
      trialOut = false;
    },
  };
}
