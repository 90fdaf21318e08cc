import type { Flow } from '@/schemas/flowSchema';

/** What a lead is made of: the email given, and the answer to the email step's consent question once given. */
export type VisitLead = { email: string; consent?: boolean };

/**
 * The visit's lead: the email of the latest email step answered along the way (a visitor who goes back and
 * corrects it sends the new one), with that step's consent answer (`answers.<key>Consent`).
 */
export function visitLead(
  flow: Flow,
  visit: { path: readonly string[]; answers: Record<string, unknown> },
): VisitLead | undefined {
  const steps = new Map(flow.steps.map((s) => [s.id, s]));
  for (const id of [...visit.path].reverse()) {
    const key = steps.get(id)?.kind === 'email' ? steps.get(id)?.answer?.key : undefined;
    const email = key === undefined ? undefined : visit.answers[key];
    if (typeof email !== 'string' || email.trim() === '') continue;
    const consent = visit.answers[`${key}Consent`];
    return { email: email.trim(), ...(typeof consent === 'boolean' && { consent }) };
  }
  return undefined;
}
