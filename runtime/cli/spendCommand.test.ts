import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishDefinitions } from '@/runtime/definitions/publishedDefinitions';
import { openDatabase } from '@/runtime/platform/db/database';
import { adSpend } from '@/runtime/platform/db/schema';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { runFunnelCli } from './runCli';
import { intoDatabase, spendCommand, throughApp } from './spendCommand';

/** A spend file written where the command reads it. */
function spendFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'spend-')), 'spend.csv');
  writeFileSync(file, text);
  return file;
}

const GOOD = 'date,source,campaign,currency,amount\n2026-11-01,tiktok,spring,EUR,60\n2026-11-02,fb,autumn,USD,50\n';

describe('funnel spend import', () => {
  /** An embedded database with palmistry published, as the command opens it (it closes it after). */
  const database = async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    const { funnel, flow } = fixtureDefinition('palmistry');
    await publishDefinitions(handle.db, [
      { kind: 'flow', key: flow.id, version: flow.version, document: flow },
      { kind: 'funnel', key: funnel.slug, version: funnel.version, document: funnel },
    ]);
    const rows: unknown[][] = [];
    const open = async () => ({
      ...handle,
      close: async () => {
        rows.push(await handle.db.select().from(adSpend));
      },
    });
    return { open, rows, close: () => handle.close() };
  };

  it('imports a file into the database and says what it kept; the same file again replaces itself', async () => {
    const db = await database();
    const file = spendFile(GOOD);
    expect(await spendCommand(file, 'palmistry', [intoDatabase(db.open)])).toEqual({
      code: 0,
      stdout: 'Imported 2 rows of spend for palmistry: 2 days of 2 sources (0 rows replaced).\n',
      stderr: '',
    });
    expect((await spendCommand(file, 'palmistry', [intoDatabase(db.open)])).stdout).toContain('(2 rows replaced)');
    expect(db.rows.map((r) => r.length)).toEqual([2, 2]);
    await db.close();
  });

  it('names each bad row by line and column, exits 1 and imports nothing', async () => {
    const db = await database();
    const file = spendFile(`${GOOD}2026-11-03,myspace,x,USD,1\n2026-11-04,fb,x,USD,1.234\n`);
    expect(await spendCommand(file, 'palmistry', [intoDatabase(db.open)])).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(/line 4, source: "myspace" is not a traffic source[^\n]*\nline 5, amount: /),
    });
    expect(db.rows).toEqual([[]]);
    await db.close();
  });

  it('goes through the running app when one answers, else to the database', async () => {
    const asked: { url?: string; cookie?: string; body: string }[] = [];
    const app = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        asked.push({ url: request.url, cookie: request.headers.cookie, body });
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ ok: true, funnel: 'palmistry', imported: { rows: 2, days: 2, sources: 2, replaced: 0 } }),
        );
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    const file = spendFile(GOOD);
    expect((await spendCommand(file, 'palmistry', [throughApp(url, 'team-token')])).code).toBe(0);
    expect(asked).toEqual([
      { url: '/report/palmistry/spend', cookie: `${TESTER_TOKEN_COOKIE}=team-token`, body: GOOD },
    ]);
    await new Promise((resolve) => app.close(resolve));
    // No app answers there now: the database takes it.
    const db = await database();
    expect((await spendCommand(file, 'palmistry', [throughApp(url), intoDatabase(db.open)])).code).toBe(0);
    expect(db.rows.map((r) => r.length)).toEqual([2]);
    await db.close();
  });

  it('is a usage error without a file, an action or a funnel', async () => {
    for (const args of [['spend'], ['spend', 'export', 'x.csv', '--funnel', 'p'], ['spend', 'import', 'x.csv']])
      expect((await runFunnelCli(args)).code).toBe(2);
    expect((await spendCommand('/no/such/file.csv', 'palmistry', [])).code).toBe(2);
  });
});
