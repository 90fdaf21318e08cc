import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '@/testing/testDatabases';
import type { DatabaseHandle } from './database';

describe.each(testDatabases())('notifications on $name', ({ open }) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
  });

  it('reach every listener of the channel, and stop when a listener stops', async () => {
    handle = await open();
    const heard: string[] = [];
    const other: string[] = [];
    const stop = await handle.listen('definitions_changed', (p) => heard.push(p));
    await handle.listen('something_else', (p) => other.push(p));
    await handle.notify('definitions_changed', '{"kind":"funnel","key":"palmistry"}');
    await expect.poll(() => heard).toEqual(['{"kind":"funnel","key":"palmistry"}']);
    await stop();
    await handle.notify('definitions_changed', 'after');
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toHaveLength(1);
    expect(other).toEqual([]);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    handle = await open();
    await expect(handle.listen('x; drop table y', () => {})).rejects.toThrow(/not a channel name/);
  });
});

describe.each(testDatabases().filter((d) => d.name === 'postgres'))('listening on $name', ({ open }) => {
  it('resumes after its connection is cut, and says so', async () => {
    const handle = await open();
    try {
      const heard: string[] = [];
      let reconnected = 0;
      await handle.listen(
        'definitions_changed',
        (p) => heard.push(p),
        () => reconnected++,
      );
      // What a database restart or failover does to the listening connection.
      await handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen definitions_changed'`,
      );
      await expect.poll(() => reconnected, { timeout: 5000 }).toBe(1);
      await handle.notify('definitions_changed', 'after the cut');
      await expect.poll(() => heard).toEqual(['after the cut']);
    } finally {
      await handle.close();
    }
  });
});
