export type Clock = {
  /** Milliseconds since the epoch (a test may move it). */
  now(): number;
  /** An ISO 8601 timestamp later than every one given before, so `updated_at` always increases. */
  stamp(): string;
};

/** The sandbox's time: `now` from the options (tests skip half an hour with it), stamps strictly increasing. */
export function createClock(now: () => number = Date.now): Clock {
  let last = 0;
  return {
    now,
    stamp() {
      last = Math.max(now(), last + 1);
      return new Date(last).toISOString();
    },
  };
}
