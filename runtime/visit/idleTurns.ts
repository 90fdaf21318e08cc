import { whenIdle } from './whenIdle';

/**
 * How long a turn may wait for the browser to be idle before it runs anyway: each piece still runs in a task of its
 * own, and a page kept busy still gets its tracking within a few turns' time.
 */
export const IDLE_TURN_TIMEOUT_MS = 500;

type Turn = () => unknown;
const turns: Turn[] = [];
let running = false;

function nextTurn(): void {
  const turn = turns.shift();
  running = turn !== undefined;
  if (turn === undefined) return;
  whenIdle(() => {
    // The next turn waits for this one's code to load and start: one piece of evaluation per idle period.
    Promise.resolve()
      .then(turn)
      .catch(() => {})
      .finally(nextTurn);
  }, IDLE_TURN_TIMEOUT_MS);
}

/**
 * Runs `work` in a turn of its own once the page is idle after its first paint, after the turns given before it
 * (`first`: before them), each waiting for the previous one's promise: the code a page loads after the paint is
 * evaluated a piece per idle period, never in one long task that would hold up a visitor's tap (issue 29). Works
 * report their own errors. Returns what takes the turn back, if it has not run yet.
 */
export function inIdleTurn(work: () => unknown, { first = false }: { first?: boolean } = {}): () => void {
  let cancelled = false;
  // Taken back, it does nothing even if it was already waiting for its idle period.
  const turn: Turn = () => (cancelled ? undefined : work());
  if (first) turns.unshift(turn);
  else turns.push(turn);
  if (!running) nextTurn();
  return () => {
    cancelled = true;
    const at = turns.indexOf(turn);
    if (at !== -1) turns.splice(at, 1);
  };
}
