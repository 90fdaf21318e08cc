import type { Database } from '../platform/db/database';
import { outboxMessages } from '../platform/db/schema';
import { serverLogger } from '../platform/logger/serverLogger';
import type { Mailer } from './mailer';

/**
 * The embedded mailer: no email leaves the machine. Each message is kept in the outbox table (developers
 * and e2e tests read it at GET /api/v1/dev/outbox) and announced by a log line without its text, which
 * may hold a code.
 */
export function createOutboxMailer(db: Database): Mailer {
  return {
    send: async (message) => {
      const [stored] = await db
        .insert(outboxMessages)
        .values({ recipient: message.to, subject: message.subject, text: message.text })
        .returning({ id: outboxMessages.id });
      serverLogger().info({ outboxMessageId: stored?.id, subject: message.subject }, 'email kept in the outbox');
    },
  };
}
