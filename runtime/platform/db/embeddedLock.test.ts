import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { EMBEDDED_LOCK_FILE, lockEmbeddedDatabase } from './embeddedLock';

describe('the embedded database, one process at a time', () => {
  let dir: string;
  const lockFile = () => join(dir, EMBEDDED_LOCK_FILE);
  /** A process id no process has any more: a child that has exited. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-lock-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second opener with one sentence naming the process that holds it, until it gives the folder back', () => {
    const release = lockEmbeddedDatabase(dir);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(
      new RegExp(
        `in use by process ${process.pid} on .*\\. One process at a time may use it: stop that one, or give this one a folder of its own`,
      ),
    );
    release();
    expect(existsSync(lockFile())).toBe(false);
    lockEmbeddedDatabase(dir)();
  });

  it.each([
    ['a crashed holder of this machine (its process is gone)', () => ({ pid: deadPid(), host: hostname() })],
    ['a file its holder died writing', () => '{"pid": 12'],
  ])('takes the folder over from %s', (_, holder) => {
    const written = holder();
    writeFileSync(
      lockFile(),
      typeof written === 'string' ? written : JSON.stringify({ ...written, command: 'x', since: 'y' }),
    );
    const release = lockEmbeddedDatabase(dir);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(/in use by process/);
    release();
  });

  it('refuses a holder on another machine, whose process it cannot see', () => {
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid: deadPid(), host: 'elsewhere', command: 'node server.ts', since: 'y' }),
    );
    expect(() => lockEmbeddedDatabase(dir)).toThrow(/in use by process \d+ on elsewhere \(node server\.ts/);
  });

  it('opens PGlite in the folder once: a second open is refused and the first keeps working; closed, it opens again', async () => {
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process/);
    await first.db.execute(sql`select 1`);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    expect(existsSync(lockFile())).toBe(false);
  });
});
