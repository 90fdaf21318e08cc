import { LOST_MOMENTS_MAX } from '@/schemas/enums/measuredMoments';

/** Where a page keeps the count of a followed visit's moments it dropped undelivered, per funnel, until it tells. */
export const LOST_MOMENTS_KEY = 'funnel.lostMoments';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: Storage): Record<string, number> {
  try {
    const kept: unknown = JSON.parse(storage.getItem(LOST_MOMENTS_KEY) ?? '{}');
    if (typeof kept !== 'object' || kept === null) return {};
    return Object.fromEntries(
      Object.entries(kept).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0),
    );
  } catch {
    return {};
  }
}

function write(storage: Storage, lost: Record<string, number>): void {
  try {
    if (Object.keys(lost).length === 0) storage.removeItem(LOST_MOMENTS_KEY);
    else storage.setItem(LOST_MOMENTS_KEY, JSON.stringify(lost));
  } catch {
    // Storage full or refused: the count is lost with the moments, as a page without storage loses both.
  }
}

/**
 * Keeps, per funnel, how many moments a dropped batch held, its visit's start aside (and what it said was lost before): the page tells the
 * gateway with its next batch of that funnel (takeLostMoments), so the report says what it never heard
 * (docs/decisions/0040).
 */
export function keepLostMoments(
  storage: Storage,
  dropped: { funnel: string; moments: { moment: string }[]; lost?: number }[],
) {
  const lost = read(storage);
  for (const request of dropped) {
    // A visit's start is not lost: every later request of the visit repeats it (measureVisit).
    const moments = request.moments.filter((m) => m.moment !== 'start').length;
    lost[request.funnel] = Math.min(LOST_MOMENTS_MAX, (lost[request.funnel] ?? 0) + moments + (request.lost ?? 0));
  }
  write(storage, lost);
}

/** How many moments of the funnel the page lost since it last told, now told: the count is cleared. */
export function takeLostMoments(storage: Storage, funnel: string): number {
  const lost = read(storage);
  const count = lost[funnel] ?? 0;
  delete lost[funnel];
  if (count > 0) write(storage, lost);
  return count;
}
