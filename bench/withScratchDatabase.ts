import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Runs `use` with the URL of a new, empty PostgreSQL database on the server of `adminUrl`; drops it afterwards. */
export async function withScratchDatabase<T>(adminUrl: string, use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `funnel_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
