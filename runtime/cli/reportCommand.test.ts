import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDefinitions } from '@/runtime/definitions/publishedDefinitions';
import { openDatabase } from '@/runtime/platform/db/database';
import { experimentExposures, stepCounts } from '@/runtime/platform/db/schema';
import { readFunnelReportOf } from '@/runtime/report/readFunnelReportOf';
import { readReportRates } from '@/runtime/report/readReportRates';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { fromApp, fromDatabase, reportCommand } from './reportCommand';
import { runFunnelCli } from './runCli';

describe('funnel report', () => {
  const RANGE = { from: '2026-11-01', to: '2026-11-30', timeZone: 'UTC' };
  /** A database with love quiz published and one visit followed through its first two steps. */
  const seeded = async () => {
    const { funnel, flow } = fixtureDefinition('love-quiz');
    const handle = await openDatabase({ dataDir: 'memory://' });
    await publishDefinitions(handle.db, [
      { kind: 'flow', key: flow.id, version: flow.version, document: flow },
      { kind: 'funnel', key: funnel.slug, version: funnel.version, document: funnel },
    ]);
    const count = (stepId: string, moment: 'start' | 'shown' | 'left', population: 'followed' | 'counted') => ({
      day: '2026-11-24',
      funnelSlug: 'love-quiz',
      population,
      stepId,
      moment,
      source: 'tiktok' as const,
      campaign: 'spring',
      experimentId: '',
      variantId: '',
      count: 1,
    });
    await handle.db
      .insert(stepCounts)
      .values([
        count(flow.firstStep, 'start', 'followed'),
        count(flow.firstStep, 'shown', 'followed'),
        count(flow.steps[1]?.id ?? '', 'shown', 'followed'),
        count(flow.steps[1]?.id ?? '', 'left', 'followed'),
        count(flow.firstStep, 'start', 'counted'),
        count(flow.firstStep, 'shown', 'counted'),
      ]);
    return handle;
  };

  it('prints the followed visits per step of the published flow, the counts, everyone, by origin; or JSON, or CSV', async () => {
    const { flow } = fixtureDefinition('love-quiz');
    const text = await reportCommand('love-quiz', 'text', RANGE, fromDatabase(seeded));
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe('Funnel love-quiz, 2026-11-01 to 2026-11-30, days in UTC');
    // Local replay's rate table: the report says whose rates its totals are at.
    expect(lines[1]).toBe(
      'Totals in USD at the rates of 2026-11-01 (illustrative rates, no market’s); each sale also in its own currency',
    );
    expect(lines[3]).toMatch(/^Visits followed with consent: .*: 1$/);
    expect(lines[5]).toMatch(/^step\s+path\s+visitors\s+reached\s+answered\s+skipped\s+left\s+drop-off$/);
    expect(lines[6]).toMatch(/\s1\s+100\.0%\s+0\s+0\s+0\s+0\.0%\s+█{30}$/);
    expect(lines[7]).toMatch(/\s1\s+100\.0%\s+0\s+0\s+1\s+100\.0%\s+█{30}$/);
    expect(lines.slice(6, 6 + flow.steps.length).map((l) => l.split(/\s+/)[0])).toEqual(flow.steps.map((s) => s.id));
    expect(text.stdout).toContain('Email capture: 0 of 1 followed visits (0.0%)');
    expect(text.stdout).toMatch(/^Counted without consent: .*: 1 visits begun$/m);
    expect(text.stdout).toMatch(/^tiktok +spring +1 +0 0\.0% +0 0\.0% +0\.00 USD +0\.00 USD +1$/m);
    expect(text.stdout).toMatch(/^tiktok +spring +0 +0\.00 USD$/m);

    const json = await reportCommand('love-quiz', 'json', RANGE, fromDatabase(seeded));
    expect(JSON.parse(json.stdout)).toMatchObject({
      funnel: 'love-quiz',
      range: RANGE,
      followed: { visits: 1, paid: { count: 0 } },
      counted: { visits: 1 },
    });
    const csv = await reportCommand('love-quiz', 'csv', RANGE, fromDatabase(seeded));
    expect(csv.stdout.split('\r\n')).toContain('followed,,,,,,,visits,1,');

    const unknown = await reportCommand(
      'nowhere',
      'text',
      RANGE,
      fromDatabase(() => openDatabase({ dataDir: 'memory://' })),
    );
    expect([unknown.code, unknown.stderr]).toEqual([
      0,
      'funnel: nowhere is not published here; steps as its counts name them\n',
    ]);
  }, 60_000);

  it('says in one line which rate table it could not read, and why', async () => {
    const failed = await reportCommand(
      'love-quiz',
      'text',
      RANGE,
      fromDatabase(seeded, () => readReportRates({ REPORT_RATES_FILE: 'nowhere/rates.json', REPORT_CURRENCY: 'USD' })),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /^funnel: REPORT_RATES_FILE nowhere\/rates\.json cannot be read as JSON \(ENOENT[^\n]*\n$/,
    );
  });

  it('says in one line what to do when the database cannot be opened, never with a stack', async () => {
    const failed = await reportCommand(
      'love-quiz',
      'text',
      RANGE,
      fromDatabase(() => Promise.reject(new Error('Aborted(). Build with -sASSERTIONS for more info.\n    at abort'))),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim().split('\n')).toEqual([
      'funnel: the database cannot be opened (Aborted(). Build with -sASSERTIONS for more info.): if the app runs on the embedded database, run the report while it runs (it is asked then), or stop it first',
    ]);
  });

  describe('asking the running app', () => {
    let server: Server;
    let app = '';
    const asked: { url: string; cookie: string | undefined }[] = [];
    let answer: { status: number; body: unknown } = { status: 200, body: {} };
    beforeAll(async () => {
      server = createServer((req, res) => {
        asked.push({ url: req.url ?? '', cookie: req.headers.cookie });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      app = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reads the report the app answers, for the range asked, as a tester', async () => {
      const handle = await seeded();
      answer = { status: 200, body: await readFunnelReportOf(handle.db, 'love-quiz', RANGE, await readReportRates()) };
      await handle.close();
      const report = await fromApp(app, 'love-quiz', RANGE, '0b7e7c1e-3f2a-4c7e-9d1a-5f6b8c9d0e1f');
      expect(report).toMatchObject({ funnel: 'love-quiz', followed: { visits: 1 } });
      expect(asked.at(-1)).toEqual({
        url: '/report/love-quiz/json?from=2026-11-01&to=2026-11-30',
        cookie: 'tester_token=0b7e7c1e-3f2a-4c7e-9d1a-5f6b8c9d0e1f',
      });
    });

    it.each([
      [
        { status: 404, body: { originalError: { message: 'Not found' }, originalStatusCode: 404 } },
        `does not open its reports to this command: run it with one of the app's TESTER_TOKENS set`,
      ],
      [
        { status: 404, body: { originalError: { message: 'No funnel x is published' }, originalStatusCode: 404 } },
        'answered 404: No funnel x is published',
      ],
    ])('says what the app refused: %j', async (refusal, said) => {
      answer = refusal;
      expect(await fromApp(app, 'x', RANGE, randomUUID())).toBe(`the app at ${app} ${said}`);
    });

    it.each(['http://reports.example.com', 'http://10.0.0.7:3000'])(
      'sends the tester token to no app in plain http off this machine (%s)',
      async (elsewhere) => {
        const before = asked.length;
        expect(await fromApp(elsewhere, 'love-quiz', RANGE, randomUUID())).toBe(
          `the app at ${elsewhere} is neither on this machine nor reached by https: the tester token goes to neither`,
        );
        expect(asked).toHaveLength(before);
      },
    );

    it('hears nothing from an address where no app runs', async () => {
      expect(await fromApp('http://127.0.0.1:9', 'love-quiz', RANGE, randomUUID())).toBeUndefined();
    });
  });

  /** Love quiz at `version`, running experiment `id` between variants a and b (no condition of its own). */
  const inTest = (id: string, version: number) => {
    const { condition: _, ...withoutCondition } = fixtureDefinition('love-quiz').funnel;
    const variants = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 1 },
    ];
    return { ...withoutCondition, version, experiment: { id, status: 'running' as const, variants } };
  };

  it('prints the experiment a funnel runs, per variant, as a table and a chart; in JSON under `experiment`', async () => {
    const { flow } = fixtureDefinition('love-quiz');
    const funnel = inTest('paywall', 1);
    const seeded = async () => {
      const handle = await openDatabase({ dataDir: 'memory://' });
      await publishDefinitions(handle.db, [
        { kind: 'flow', key: flow.id, version: flow.version, document: flow },
        { kind: 'funnel', key: funnel.slug, version: funnel.version, document: funnel },
      ]);
      await handle.db.insert(experimentExposures).values(
        ['a', 'a', 'b'].map((variantId) => ({
          experimentId: 'paywall',
          visitorId: randomUUID(),
          variantId,
          funnelSlug: 'love-quiz',
        })),
      );
      return handle;
    };
    const text = (await reportCommand('love-quiz', 'text', RANGE, fromDatabase(seeded))).stdout;
    expect(text).toContain('Experiment paywall');
    expect(text).toMatch(/^a +2 +0 {2}0\.0% /m);
    expect(text).toMatch(/^b +1 +0 {2}0\.0% /m);
    // The chart: each variant's interval from its rate, 0, to its upper end.
    expect(text.split('\n').filter((l) => /^[ab] +●─+┤$/.test(l))).toHaveLength(2);
    const json = JSON.parse((await reportCommand('love-quiz', 'json', RANGE, fromDatabase(seeded))).stdout);
    expect(json.experiment).toMatchObject({
      experimentId: 'paywall',
      variants: [
        { variantId: 'a', exposed: 2, emails: 0, paid: 0 },
        { variantId: 'b', exposed: 1, emails: 0, paid: 0, paidDifference: { rate: 0 } },
      ],
    });
  }, 60_000);

  it('shows the results of an experiment the funnel no longer runs, marked so, after the one it runs', async () => {
    const { flow } = fixtureDefinition('love-quiz');
    const seeded = async () => {
      const handle = await openDatabase({ dataDir: 'memory://' });
      // The paywall test, then the price test that replaced it.
      for (const document of [inTest('paywall', 1), inTest('price', 2)])
        await publishDefinitions(handle.db, [
          { kind: 'flow', key: flow.id, version: flow.version, document: flow },
          { kind: 'funnel', key: document.slug, version: document.version, document },
        ]);
      await handle.db.insert(experimentExposures).values(
        [
          ['paywall', 'a'],
          ['paywall', 'b'],
          ['price', 'b'],
        ].map(([experimentId = '', variantId = '']) => ({
          experimentId,
          visitorId: randomUUID(),
          variantId,
          funnelSlug: 'love-quiz',
        })),
      );
      return handle;
    };
    const text = (await reportCommand('love-quiz', 'text', RANGE, fromDatabase(seeded))).stdout;
    expect(text.split('\n').filter((l) => l.startsWith('Experiment '))).toEqual([
      expect.stringMatching(/^Experiment price \(/),
      expect.stringMatching(/^Experiment paywall, no longer in the funnel \(/),
    ]);
    const json = JSON.parse((await reportCommand('love-quiz', 'json', RANGE, fromDatabase(seeded))).stdout);
    expect(json.experiment).toMatchObject({ experimentId: 'price', variants: [{ exposed: 0 }, { exposed: 1 }] });
    expect(json.earlierExperiments).toMatchObject([
      { experimentId: 'paywall', variants: [{ exposed: 1 }, { exposed: 1 }] },
    ]);
  }, 60_000);

  it.each([
    [['report']],
    [['report', 'a', 'b']],
    [['report', '--format', 'dot', 'a']],
    [['report', 'a', '--json', '--csv']],
    [['report', 'a', '--from', '2026-13-01']],
  ])('exits 2 with usage on %j', async (argv) => {
    const result = await runFunnelCli(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage:');
  });
});
