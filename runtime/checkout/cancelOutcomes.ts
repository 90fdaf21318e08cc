import type { CancellationMode } from '../../schemas/funnelSchema';

/** What the verify step ends with: the token that proves the email, and the subscription to cancel. */
export type VerifiedOutcome = { token: string; subscriptionId: string };
/** What the confirm step ends with: how the subscription ends, and when access ends (ISO 8601). */
export type CancelledOutcome = { mode: CancellationMode; accessUntil: string | null };

/** A verify step's outcome as kept with the visit (read back from storage: checked, never cast). */
export function verifiedOutcome(value: unknown): VerifiedOutcome | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { token, subscriptionId } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof subscriptionId === 'string' ? { token, subscriptionId } : undefined;
}

/** A confirm step's outcome as kept with the visit (read back from storage: checked, never cast). */
export function cancelledOutcome(value: unknown): CancelledOutcome | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { mode, accessUntil } = value as Record<string, unknown>;
  if (mode !== 'periodEnd' && mode !== 'immediately') return undefined;
  return typeof accessUntil === 'string' || accessUntil === null ? { mode, accessUntil } : undefined;
}
