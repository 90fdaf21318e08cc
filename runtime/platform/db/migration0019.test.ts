import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Migrated, migratableDatabases, migrationsBefore } from '@/testing/migratableDatabases';
import { MIGRATIONS_FOLDER } from './database';

/** The migration under test: orders stand under a customer once paid (docs/decisions/0037). */
const DETACHING = 19;

/** Orders of one customer as they stood before it: `[id, status, sale, a saved card's parent]`. */
const ORDERS: [string, string, string, string | null][] = [
  ['paid', 'handled', 'plan', null],
  ['settled', 'handled_settle', 'plan', null],
  ['refunded', 'refunded', 'plan', null],
  ['draft', 'draft', 'plan', null],
  ['declined', 'fail', 'plan', null],
  ['in_3ds', '3ds_verify', 'plan', null],
  ['authorized', 'handled_auth', 'plan', null],
  ['one_click_draft', 'draft', 'one_click_upsell', 'paid'],
  ['renewal_draft', 'draft', 'renewal', null],
];

describe.each(migratableDatabases())('migration 0019 puts orders under a customer once paid, on $name', ({ open }) => {
  let db: Migrated;
  const before = migrationsBefore(DETACHING);
  const userId = randomUUID();
  beforeAll(async () => {
    db = await open();
    await db.migrate(before);
    await db.execute(`INSERT INTO "users" ("id", "email") VALUES ('${userId}', 'lyra@example.com')`);
    for (const [id, status, sale, parent] of ORDERS)
      await db.execute(
        `INSERT INTO "orders" ("id", "idempotency_key", "user_id", "funnel_slug", "funnel_version", "product_kind", "sale",
          "product_id", "amount", "currency", "status", "parent_order_id")
         VALUES ('${id}', '${randomUUID()}', '${userId}', 'moon-reading', 3, 'plan', '${sale}', 'quarter', 4999, 'USD',
          '${status}', ${parent === null ? 'NULL' : `'${parent}'`})`,
      );
    await db.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every order’s email, and leaves under the customer only orders whose money was taken, a saved card’s and renewals', async () => {
    const rows = await db.execute(`SELECT "id", "email", "user_id" FROM "orders" ORDER BY "id"`);
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.email, row.user_id]]))).toEqual({
      paid: ['lyra@example.com', userId],
      settled: ['lyra@example.com', userId],
      refunded: ['lyra@example.com', userId],
      draft: ['lyra@example.com', null],
      declined: ['lyra@example.com', null],
      in_3ds: ['lyra@example.com', null],
      authorized: ['lyra@example.com', null],
      one_click_draft: ['lyra@example.com', userId],
      renewal_draft: ['lyra@example.com', userId],
    });
  });
});
