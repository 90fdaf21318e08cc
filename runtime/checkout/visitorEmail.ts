import type { Flow } from '@/schemas/flowSchema';
import { latestAnswer } from './latestAnswer';

/** The email the visitor gave on the way (the answer of an email step), which receipts and the account use. */
export function visitorEmail(
  flow: Flow,
  visit: { path: readonly string[]; answers: Record<string, unknown> },
): string | undefined {
  const email = latestAnswer(flow, visit, 'email');
  return typeof email === 'string' ? email : undefined;
}
