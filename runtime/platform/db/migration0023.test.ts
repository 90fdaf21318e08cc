import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Migrated, migratableDatabases, migrationsBefore } from '@/testing/migratableDatabases';
import { MIGRATIONS_FOLDER } from './database';

/** The migration under test: each followed lead and order keeps its visit's variant (docs/decisions/0040). */
const MARKING = 23;

describe.each(migratableDatabases())(
  'migration 0023 marks followed leads and orders with their visit’s variant, on $name',
  ({ open }) => {
    let db: Migrated;
    const before = migrationsBefore(MARKING);
    const [inVariant, inNone, notFollowed] = [randomUUID(), randomUUID(), randomUUID()];
    beforeAll(async () => {
      db = await open();
      await db.migrate(before);
      for (const [visitId, experiment, variant] of [
        [inVariant, 'price', 'low'],
        [inNone, '', ''],
      ])
        await db.execute(
          `INSERT INTO "visits" ("visit_id", "funnel_slug", "started_at", "day", "source", "campaign", "medium",
          "experiment_id", "variant_id", "last_step_id", "last_at")
         VALUES ('${visitId}', 'moon-reading', now(), '2026-11-20', '', '', '', '${experiment}', '${variant}', 'intro', now())`,
        );
      for (const visitId of [inVariant, inNone, notFollowed]) {
        await db.execute(
          `INSERT INTO "leads" ("visit_id", "email", "funnel_slug", "funnel_version", "attribution")
         VALUES ('${visitId}', 'lyra@example.com', 'moon-reading', 3, '{}')`,
        );
        await db.execute(
          `INSERT INTO "orders" ("id", "idempotency_key", "email", "funnel_slug", "funnel_version", "product_kind", "sale",
          "product_id", "amount", "currency", "status", "visit_id")
         VALUES ('ord_${visitId}', '${randomUUID()}', 'lyra@example.com', 'moon-reading', 3, 'plan', 'plan', 'quarter',
          4999, 'USD', 'handled', '${visitId}')`,
        );
      }
      await db.migrate(MIGRATIONS_FOLDER);
    });
    afterAll(async () => {
      await db?.close();
      rmSync(before, { recursive: true, force: true });
    });

    it.each(['leads', 'orders'])('marks the %s of a followed visit with its variant, and no other', async (table) => {
      const rows = await db.execute(`SELECT "visit_id", "visit_experiment_id", "visit_variant_id" FROM "${table}"`);
      expect(Object.fromEntries(rows.map((r) => [r.visit_id, [r.visit_experiment_id, r.visit_variant_id]]))).toEqual({
        [inVariant]: ['price', 'low'],
        [inNone]: ['', ''],
        [notFollowed]: [null, null],
      });
    });
  },
);
