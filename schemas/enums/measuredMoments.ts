/**
 * What the marketer's report counts of a visit at a step: the visit began there (`start`, its first step), the step
 * was shown, answered or skipped, and, for a visit followed with consent, the step it was last seen on (`left`: the
 * gateway keeps one per visit, moving it as the visit goes on). Counts without consent have no `left`: nobody knows
 * which step of an anonymous visit was its last; they have `consented`: a visit counted (its page was hidden before
 * the visitor answered) whose visitor gave consent later in the page, at that step: counted, never followed
 * (docs/decisions/0040).
 */
export const MEASURED_MOMENTS = ['start', 'shown', 'answered', 'skipped', 'left', 'consented'] as const;
export type MeasuredMoment = (typeof MEASURED_MOMENTS)[number];

/** The moments the browser sends; `left` is the gateway's to keep. */
export const SENT_MOMENTS = ['start', 'shown', 'answered', 'skipped'] as const satisfies readonly MeasuredMoment[];
export type SentMoment = (typeof SENT_MOMENTS)[number];

/** The moments a page sends to be counted without consent: those it sends, and that its visitor consented later. */
export const COUNTED_MOMENTS = [...SENT_MOMENTS, 'consented'] as const satisfies readonly MeasuredMoment[];
export type CountedMoment = (typeof COUNTED_MOMENTS)[number];

/**
 * Who a count is of (docs/decisions/0031): visits followed with the visitor's consent to measurement, each counted
 * once per step, or moments counted without consent, anonymously, never told apart by visitor.
 */
export const POPULATIONS = ['followed', 'counted'] as const;
export type Population = (typeof POPULATIONS)[number];

/** At most this many moments in one request: a page sends a few at a time, a pending visit its held ones at once. */
export const VISIT_MOMENTS_MAX = 100;

/**
 * The most moments one request may say its page lost (`lost`): as many as the fifteen batches a page keeps could
 * hold. More is no page's account. Here, not beside the request's schema: the page that counts them loads no zod.
 */
export const LOST_MOMENTS_MAX = 15 * VISIT_MOMENTS_MAX;
