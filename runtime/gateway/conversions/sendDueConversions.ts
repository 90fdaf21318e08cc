import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { conversionSends } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import type { AdNetwork } from '@/schemas/enums/adNetworks';
import { type AdNetworkSettings, networksOn } from './adNetworkSettings';
import { type ConversionAnswer, conversionAnswerOf, conversionCall } from './conversionRequest';
import { CONVERSION_LEASE_MS, CONVERSION_MAX_ATTEMPTS, nextConversionAttempt } from './conversionRetries';

/** Sends claimed at once by one sender. */
const CONVERSION_BATCH = 20;
/** A network that has not answered in this long has failed this try. */
const CONVERSION_TIMEOUT_MS = 10_000;

export type ConversionSendsDone = { sent: number; retried: number; failed: number };

/**
 * Sends the queued conversions that are due, for the networks that are on: claims a batch (rows another sender holds
 * are skipped, `SKIP LOCKED`, and held for CONVERSION_LEASE_MS, so a killed sender's are taken again after it), calls
 * each network, and records what it said: sent; a failure worth retrying waits twice as long as the last
 * (nextConversionAttempt) until CONVERSION_MAX_ATTEMPTS; a refusal, or the last try, is given up on and reported.
 * A network that heard a send whose answer was lost (a killed sender) hears it again with the same event id, which
 * it counts once.
 */
export async function sendDueConversions(
  db: Database,
  networks: AdNetworkSettings,
  now: () => Date,
  fetchFn: typeof fetch = fetch,
): Promise<ConversionSendsDone> {
  const on = networksOn(networks);
  const done: ConversionSendsDone = { sent: 0, retried: 0, failed: 0 };
  if (on.length === 0) return done;
  const claimedAt = now();
  const lease = new Date(claimedAt.getTime() + CONVERSION_LEASE_MS);
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: conversionSends.id })
      .from(conversionSends)
      .where(
        and(
          eq(conversionSends.status, 'pending'),
          inArray(conversionSends.network, on),
          lte(conversionSends.nextAttemptAt, claimedAt),
          or(isNull(conversionSends.leasedUntil), lte(conversionSends.leasedUntil, claimedAt)),
        ),
      )
      .orderBy(asc(conversionSends.nextAttemptAt))
      .limit(CONVERSION_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(conversionSends)
      .set({
        leasedUntil: lease,
        attempts: sql`${conversionSends.attempts} + 1`,
      })
      .where(
        inArray(
          conversionSends.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  await Promise.all(
    claimed.map(async (send) => {
      const api = networks[send.network];
      if (api === undefined) return;
      const answer = await call(fetchFn, send.network, conversionCall(api, send));
      const at = now();
      const givenUp =
        answer.kind === 'refused' || (answer.kind === 'retry' && send.attempts >= CONVERSION_MAX_ATTEMPTS);
      await db
        .update(conversionSends)
        .set(
          answer.kind === 'sent'
            ? { status: 'sent', sentAt: at, leasedUntil: null, lastError: null }
            : {
                status: givenUp ? 'failed' : 'pending',
                nextAttemptAt: nextConversionAttempt(send.attempts, at),
                leasedUntil: null,
                lastError: answer.reason,
              },
        )
        // Only while this sender holds it: one whose lease ran out (it stalled) has been taken by another.
        .where(and(eq(conversionSends.id, send.id), eq(conversionSends.leasedUntil, lease)));
      if (answer.kind === 'sent') done.sent += 1;
      else if (givenUp) {
        done.failed += 1;
        reportServerError(new Error(`${send.network} did not take the sale of order ${send.orderId}`), {
          network: send.network,
          pixelId: send.pixelId,
          orderId: send.orderId,
          attempts: send.attempts,
          reason: answer.reason,
        });
      } else done.retried += 1;
    }),
  );
  return done;
}

/** One call to a network, its answer read; no answer in time, or none at all, is worth another try. */
async function call(
  fetchFn: typeof fetch,
  network: AdNetwork,
  { url, init }: { url: string; init: RequestInit },
): Promise<ConversionAnswer> {
  try {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(CONVERSION_TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return conversionAnswerOf(network, response.status, body);
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
}
