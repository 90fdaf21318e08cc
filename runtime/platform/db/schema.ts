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

/**
 * What each funnel slug and flow id serves now: a pointer to a stored version. Publishing an older
 * version again moves the pointer back (a rollback); deleting removes the row, and the funnel 404s.
 */
export const publishedDefinitions = pgTable(
  'published_definitions',
  {
    kind: text('kind', { enum: ['funnel', 'flow'] }).notNull(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/**
 * Every builder change event received, by its id, so a replay is refused, with what became of it.
 */
export const builderEvents = pgTable('builder_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  key: text('key').notNull(),
  version: integer('version'),
  outcome: text('outcome', { enum: ['applied', 'rejected'] }).notNull(),
  detail: jsonb('detail'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
