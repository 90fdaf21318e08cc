import type { Flow } from '../../schemas/flowSchema';

/** The email the visitor gave on the way (the answer of an email step), which receipts and the account use. */
export function visitorEmail(
  flow: Flow,
  visit: { path: readonly string[]; answers: Record<string, unknown> },
): string | undefined {
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  for (const id of [...visit.path].reverse()) {
    const step = byId.get(id);
    const email = step?.kind === 'email' && step.answer ? visit.answers[step.answer.key] : undefined;
    if (typeof email === 'string' && email !== '') return email;
  }
  return undefined;
}
