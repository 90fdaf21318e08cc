import type { OrderStatus } from '../../../schemas/enums/orderStatuses';
import { PAID_ORDER_STATUSES } from '../../../schemas/enums/paidOrderStatuses';

/** A paying visitor's orders: the money was taken. */
const PAID: ReadonlySet<OrderStatus> = new Set(PAID_ORDER_STATUSES);

/** What a funnel's report is computed from (readFunnelReport reads it from the stored events, leads and orders). */
export type FunnelReportInput = {
  funnel: string;
  /** The flow's steps, in the flow's order. */
  steps: readonly { id: string; path: string }[];
  /** Each step a visit was seen on, with the last time it was (any stored event of the visit at that step). */
  stepVisits: readonly { visitId: string; stepId: string; lastAt: Date }[];
  /** The visits that gave an email in the funnel (leads). */
  leadVisits: readonly string[];
  /** The funnel's subscription orders: who placed each and where it stands. */
  orders: readonly { customer: string; status: OrderStatus }[];
};

export type FunnelReportStep = {
  id: string;
  path: string;
  /** Visits seen on the step. */
  visitors: number;
  /** Of all the funnel's visits, the share that reached the step (0 to 1). */
  reached: number;
  /** Visits whose last step it was: they left the funnel here. */
  left: number;
  /** Of the step's visitors, the share that left here (0 to 1). */
  dropOff: number;
};

/** Each step's visitors and drop-off, email capture and paid conversion of one funnel. */
export type FunnelReport = {
  funnel: string;
  visits: number;
  steps: FunnelReportStep[];
  emailCapture: { count: number; rate: number };
  paid: { count: number; rate: number };
};

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * A funnel's report. A visit's last step is the step it was last seen on; it left the funnel there (a visit that
 * paid leaves on its last page too: drop-off counts where visits end). Steps the flow no longer has (older
 * versions) come after the flow's, in the order they were first seen. Email capture is the visits that gave an
 * email, paid conversion the customers with a paid order, each over all visits.
 */
export function funnelReport(input: FunnelReportInput): FunnelReport {
  const visitorsOf = new Map<string, Set<string>>();
  const lastOf = new Map<string, { stepId: string; at: number }>();
  for (const { visitId, stepId, lastAt } of input.stepVisits) {
    const visitors = visitorsOf.get(stepId) ?? new Set<string>();
    visitors.add(visitId);
    visitorsOf.set(stepId, visitors);
    const last = lastOf.get(visitId);
    if (last === undefined || lastAt.getTime() > last.at) lastOf.set(visitId, { stepId, at: lastAt.getTime() });
  }
  const leftAt = new Map<string, number>();
  for (const { stepId } of lastOf.values()) leftAt.set(stepId, (leftAt.get(stepId) ?? 0) + 1);
  const visits = lastOf.size;
  const known = new Set(input.steps.map((step) => step.id));
  const unknown = [...visitorsOf.keys()].filter((id) => !known.has(id)).map((id) => ({ id, path: '' }));
  const steps = [...input.steps, ...unknown].map((step) => {
    const visitors = visitorsOf.get(step.id)?.size ?? 0;
    const left = leftAt.get(step.id) ?? 0;
    return {
      id: step.id,
      path: step.path,
      visitors,
      reached: share(visitors, visits),
      left,
      dropOff: share(left, visitors),
    };
  });
  const leads = new Set(input.leadVisits).size;
  const paid = new Set(input.orders.filter((order) => PAID.has(order.status)).map((order) => order.customer)).size;
  return {
    funnel: input.funnel,
    visits,
    steps,
    emailCapture: { count: leads, rate: share(leads, visits) },
    paid: { count: paid, rate: share(paid, visits) },
  };
}
