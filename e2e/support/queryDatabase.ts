import pg from 'pg';

/** The rows a query answers on an app instance's PostgreSQL database, on a connection of its own, closed after. */
export async function queryDatabase<T extends pg.QueryResultRow>(
  databaseUrl: string | undefined,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  if (databaseUrl === undefined) throw new Error('the app instance keeps no PostgreSQL database to read');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(sql, values)).rows;
  } finally {
    await db.end();
  }
}
