import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every published version of a funnel or flow document that passed validation, so a restart or a new
 * instance can serve without the builder, and a visitor can stay on the version they started with.
 */
export const definitionVersions = pgTable(
  'definition_versions',
  {
    kind: text('kind', { enum: ['funnel', 'flow'] }).notNull(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.version] })],
);
