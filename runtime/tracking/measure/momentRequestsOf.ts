import { LOST_MOMENTS_MAX, VISIT_MOMENTS_MAX } from '@/schemas/enums/measuredMoments';
import type { VisitMomentsRequest } from '@/schemas/gateway/visitMomentsRequest';

/** Whether two requests are of the same visit, with the same dimensions: their moments can go as one. */
function sameVisit(a: VisitMomentsRequest, b: VisitMomentsRequest): boolean {
  return (
    a.visitId === b.visitId &&
    a.funnel === b.funnel &&
    a.source === b.source &&
    a.campaign === b.campaign &&
    a.experiment?.experimentId === b.experiment?.experimentId &&
    a.experiment?.variantId === b.experiment?.variantId
  );
}

/** What two joined requests say their page lost, together (none when neither says). */
function lostOf(a: VisitMomentsRequest, b: VisitMomentsRequest): Pick<VisitMomentsRequest, 'lost'> {
  const lost = Math.min(LOST_MOMENTS_MAX, (a.lost ?? 0) + (b.lost ?? 0));
  return lost > 0 ? { lost } : {};
}

/**
 * The requests a batch of a followed visit's moments is sent as: each run of the same visit and dimensions joined
 * into one (in order, at most VISIT_MOMENTS_MAX moments each). A page leaving can start a request or two in its last
 * task, not one per moment one after the other: those after the first would never leave. What joined requests say
 * their page lost is added up.
 */
export function momentRequestsOf(requests: VisitMomentsRequest[]): VisitMomentsRequest[] {
  const joined: VisitMomentsRequest[] = [];
  for (const request of requests) {
    const last = joined.at(-1);
    if (
      last !== undefined &&
      sameVisit(last, request) &&
      last.moments.length + request.moments.length <= VISIT_MOMENTS_MAX
    )
      joined[joined.length - 1] = {
        ...last,
        moments: [...last.moments, ...request.moments],
        ...lostOf(last, request),
      };
    else joined.push(request);
  }
  return joined;
}
