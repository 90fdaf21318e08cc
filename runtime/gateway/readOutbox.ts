import { desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { outboxMessages } from '../platform/db/schema';

/** How many messages the outbox shows: the latest few are what a developer or a test waits for. */
const OUTBOX_PAGE_SIZE = 10;

export type OutboxMessage = { id: string; to: string; subject: string; text: string; createdAt: string };

/** The latest messages the embedded mailer kept for an email, newest first. */
export async function readOutbox(db: Database, email: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
