import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { conversionSends } from '@/runtime/platform/db/schema';
import type { ConversionSendsAnswer } from '@/schemas/gateway/conversionSendsAnswer';

/** The server's sends of an order's sale to the ad networks, as they stand, oldest first (none: an empty list). */
export async function findConversionSends(db: Database, orderId: string): Promise<ConversionSendsAnswer> {
  const rows = await db
    .select()
    .from(conversionSends)
    .where(eq(conversionSends.orderId, orderId))
    .orderBy(asc(conversionSends.createdAt), asc(conversionSends.network), asc(conversionSends.pixelId));
  return {
    sends: rows.map((row) => ({
      network: row.network,
      pixelId: row.pixelId,
      eventId: row.eventId,
      status: row.status,
      attempts: row.attempts,
      testEventCode: row.testEventCode,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
      event: row.event,
    })),
  };
}
