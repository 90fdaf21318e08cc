import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Migrated, migratableDatabases, migrationsBefore, migrationTag } from '@/testing/migratableDatabases';
import { MIGRATIONS_FOLDER } from './database';

/** The migration under test, by its journal tag's number. */
const CORRECTION = 18;
const correctionTag = migrationTag(CORRECTION);
/** An order of 49.99 and its transactions as they stood after migration 0012: `[id, operation, status, amount, hour]`. */
type Story = { order: string; transactions: [string, string, string, number | null, number][] };
const PAY: Story['transactions'][number] = ['pay', 'pay', 'success', 4999, 1];
const STORIES: Story[] = [
  // Refunded in three parts before 0012: each part took the whole.
  {
    order: 'in_three_parts',
    transactions: [
      PAY,
      ['r1', 'refund', 'success', 4999, 2],
      ['r2', 'refund', 'success', 4999, 3],
      ['r3', 'refund', 'success', 4999, 4],
    ],
  },
  // Two parts before 0012, and a chargeback of 10.00 since.
  {
    order: 'with_a_chargeback',
    transactions: [
      PAY,
      ['r1', 'refund', 'success', 4999, 2],
      ['r2', 'refund', 'success', 4999, 3],
      ['cb', 'chargeback', 'success', 1000, 4],
    ],
  },
  // One part before 0012, and a part of 9.99 since, kept with its own amount.
  {
    order: 'with_a_part_since',
    transactions: [PAY, ['r1', 'refund', 'success', 4999, 2], ['r2', 'refund', 'success', 999, 3]],
  },
  // Refunded whole, once: right as it is.
  { order: 'refunded_whole', transactions: [PAY, ['r1', 'refund', 'success', 4999, 2]] },
  // Refunded in parts with their own amounts, a failed refund beside them: right as it is.
  {
    order: 'parts_kept',
    transactions: [
      PAY,
      ['r1', 'refund', 'success', 1000, 2],
      ['r2', 'refund', 'fail', 4999, 3],
      ['r3', 'refund', 'success', 3999, 4],
    ],
  },
  // Its payment not recorded: nothing is left to count.
  {
    order: 'never_paid',
    transactions: [
      ['r1', 'refund', 'success', 4999, 2],
      ['r2', 'refund', 'success', 4999, 3],
    ],
  },
];
/** What each refund (by order and provider id) counts after the correction. */
const CORRECTED: Record<string, Record<string, number | null>> = {
  in_three_parts: { r1: 4999, r2: null, r3: null },
  with_a_chargeback: { r1: 3999, r2: null },
  with_a_part_since: { r1: 4000, r2: 999 },
  refunded_whole: { r1: 4999 },
  parts_kept: { r1: 1000, r2: 4999, r3: 3999 },
  never_paid: { r1: null, r2: null },
};

describe.each(migratableDatabases())(
  'migration 0018 corrects the refunds 0012 valued at the whole order, on $name',
  ({ open }) => {
    let db: Migrated;
    const before = migrationsBefore(CORRECTION);
    beforeAll(async () => {
      db = await open();
      await db.migrate(before);
      const userId = randomUUID();
      await db.execute(`INSERT INTO "users" ("id", "email") VALUES ('${userId}', 'lyra@example.com')`);
      for (const story of STORIES) {
        await db.execute(
          `INSERT INTO "orders" ("id", "idempotency_key", "user_id", "funnel_slug", "funnel_version", "product_kind", "sale",
          "product_id", "amount", "currency", "status")
         VALUES ('${story.order}', '${randomUUID()}', '${userId}', 'moon-reading', 3, 'plan', 'plan', 'quarter', 4999, 'USD',
          'refunded')`,
        );
        for (const [id, operation, status, amount, hour] of story.transactions)
          await db.execute(
            `INSERT INTO "transactions" ("order_id", "provider_transaction_id", "operation", "status", "amount", "currency",
            "occurred_at")
           VALUES ('${story.order}', '${id}', '${operation}', '${status}', ${amount ?? 'NULL'}, 'USD',
            '2026-06-01T${String(hour).padStart(2, '0')}:00:00Z')`,
          );
      }
      await db.migrate(MIGRATIONS_FOLDER);
    });
    afterAll(async () => {
      await db?.close();
      rmSync(before, { recursive: true, force: true });
    });

    const refunds = async () => {
      const rows = await db.execute(
        `SELECT "order_id", "provider_transaction_id", "amount" FROM "transactions" WHERE "operation" = 'refund'`,
      );
      const out: Record<string, Record<string, number | null>> = {};
      for (const row of rows) {
        const order = out[String(row.order_id)] ?? {};
        order[String(row.provider_transaction_id)] = row.amount === null ? null : Number(row.amount);
        out[String(row.order_id)] = order;
      }
      return out;
    };

    it('counts an order’s refunds once what it had left, and leaves right ones as they are', async () => {
      expect(await refunds()).toEqual(CORRECTED);
    });

    it('leaves no order sending back more than it was paid', async () => {
      const rows = await db.execute(
        `SELECT "order_id",
         coalesce(sum("amount") FILTER (WHERE "operation" = 'pay'), 0) AS "paid",
         coalesce(sum("amount") FILTER (WHERE "operation" IN ('refund', 'chargeback')), 0) AS "sent_back"
       FROM "transactions" WHERE "status" = 'success' GROUP BY "order_id"`,
      );
      for (const row of rows) expect(Number(row.sent_back)).toBeLessThanOrEqual(Number(row.paid));
    });

    it('changes nothing when run again', async () => {
      const statements = readFileSync(join(MIGRATIONS_FOLDER, `${correctionTag}.sql`), 'utf8').split(
        '--> statement-breakpoint',
      );
      const correction = statements.at(-1) ?? '';
      await db.execute(correction);
      expect(await refunds()).toEqual(CORRECTED);
    });

    it('adds the renewal price orders keep, unknown on the orders made before it', async () => {
      const rows = await db.execute(`SELECT "renewal_amount" FROM "orders"`);
      expect(rows.map((row) => row.renewal_amount)).toEqual(STORIES.map(() => null));
    });
  },
);
