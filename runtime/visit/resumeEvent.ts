import { stepAtPath } from '@/runtime/address/stepAtPath';
import type { FlowEvent } from '@/runtime/flow/buildFlowMachine';
import {
  adoptedSession,
  flowSessionKey,
  readFlowSession,
  resumeAt,
  visitCurrencyKey,
} from '@/runtime/flow/flowSession';
import { visitId } from '@/runtime/tracking/visitId';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';

/** Where a visit arrives: its definition, the address it was opened at, and the step the page was drawn on. */
export type Arrival = {
  funnel: Funnel;
  flow: Flow;
  /** The URL path the funnel was opened at (its slug or an alias). */
  funnelPath: string;
  /** The step the page's address named when it was drawn (on the server, or by the draft preview). */
  urlStepId: string;
  /** The draft preview: an address may open any step, not only one the visitor has reached. */
  freeJumps?: boolean;
};

/**
 * The RESTORE that puts a visit arriving in this tab (a load, a reload, a deep link) back where it was: the visit kept
 * in session storage, on the step the address names if the visitor reached it, in the currency its prices showed.
 * The address is read now, not as the page was drawn: back or forward pressed while the runtime loaded has moved it.
 */
export function resumeEvent(
  arrival: Arrival,
  storage: Storage,
  pathname: string,
): Extract<FlowEvent, { type: 'RESTORE' }> {
  const { funnel, flow } = arrival;
  const addressed = stepAtPath(pathname, arrival.funnelPath, flow)?.id ?? arrival.urlStepId;
  const session =
    readFlowSession(storage, flowSessionKey(funnel.slug, flow.id, flow.version)) ??
    adoptedSession(storage, funnel.slug);
  const reached = resumeAt(session, flow.firstStep, addressed);
  const path = arrival.freeJumps && reached.at(-1) !== addressed ? [...new Set([flow.firstStep, addressed])] : reached;
  const currency = storage.getItem(visitCurrencyKey(funnel.slug));
  return {
    type: 'RESTORE',
    path,
    trail: session?.trail ?? path,
    // A visit with nothing kept begins here: visitStarted, its first step shown.
    fresh: session === undefined,
    visitId: visitId(storage),
    answers: session?.answers ?? {},
    paidOrderId: session?.paidOrderId,
    outcomes: session?.outcomes ?? {},
    currency: funnel.currencies?.find((c) => c === currency),
  };
}
