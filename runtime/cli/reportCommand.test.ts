import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '../../testing/fixtureDefinitions';
import { publishDefinitions } from '../definitions/publishedDefinitions';
import { openDatabase } from '../platform/db/database';
import { analyticsEvents, experimentExposures } from '../platform/db/schema';
import { reportCommand } from './reportCommand';
import { runFunnelCli } from './runCli';

describe('funnel report', () => {
  it('prints each step of the published flow with its visitors, then capture and conversion; or JSON', async () => {
    const { funnel, flow } = fixtureDefinition('love-quiz');
    const seeded = async () => {
      const handle = await openDatabase({ dataDir: 'memory://' });
      await publishDefinitions(handle.db, [
        { kind: 'flow', key: flow.id, version: flow.version, document: flow },
        { kind: 'funnel', key: funnel.slug, version: funnel.version, document: funnel },
      ]);
      const visit = randomUUID();
      await handle.db.insert(analyticsEvents).values(
        ['prelanding', 'gender'].map((stepId, minute) => ({
          eventId: randomUUID(),
          visitId: visit,
          funnelSlug: 'love-quiz',
          stepId,
          name: 'step_shown',
          kind: 'baseEvent',
          properties: {},
          occurredAt: new Date(Date.UTC(2026, 10, 24, 12, minute)),
        })),
      );
      return handle;
    };
    const text = await reportCommand('love-quiz', false, seeded);
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe('Funnel love-quiz: 1 visit');
    expect(lines[2]).toMatch(/^step\s+path\s+visitors\s+reached\s+left\s+drop-off$/);
    expect(lines[3]).toMatch(/^prelanding\s+prelanding\s+1\s+100%\s+0\s+0%\s+█{30}$/);
    expect(lines[4]).toMatch(/^gender\s+gender\s+1\s+100%\s+1\s+100%\s+█{30}$/);
    expect(lines.slice(3, 3 + flow.steps.length).map((l) => l.split(/\s+/)[0])).toEqual(flow.steps.map((s) => s.id));
    expect(text.stdout).toContain('Email capture: 0 of 1 visits (0%)');

    const json = await reportCommand('love-quiz', true, seeded);
    expect(JSON.parse(json.stdout)).toMatchObject({ funnel: 'love-quiz', visits: 1, paid: { count: 0 } });

    const unknown = await reportCommand('nowhere', false, () => openDatabase({ dataDir: 'memory://' }));
    expect([unknown.code, unknown.stderr]).toEqual([
      0,
      'funnel: nowhere is not published here; steps as its events name them\n',
    ]);
  }, 60_000);

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
    const text = (await reportCommand('love-quiz', false, seeded)).stdout;
    expect(text).toContain('Experiment paywall');
    expect(text).toMatch(/^a +2 +0 {2}0\.0% /m);
    expect(text).toMatch(/^b +1 +0 {2}0\.0% /m);
    // The chart: each variant's interval from its rate, 0, to its upper end.
    expect(text.split('\n').filter((l) => /^[ab] +●─+┤$/.test(l))).toHaveLength(2);
    const json = JSON.parse((await reportCommand('love-quiz', true, seeded)).stdout);
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
    const text = (await reportCommand('love-quiz', false, seeded)).stdout;
    expect(text.split('\n').filter((l) => l.startsWith('Experiment '))).toEqual([
      expect.stringMatching(/^Experiment price \(/),
      expect.stringMatching(/^Experiment paywall, no longer in the funnel \(/),
    ]);
    const json = JSON.parse((await reportCommand('love-quiz', true, seeded)).stdout);
    expect(json.experiment).toMatchObject({ experimentId: 'price', variants: [{ exposed: 0 }, { exposed: 1 }] });
    expect(json.earlierExperiments).toMatchObject([
      { experimentId: 'paywall', variants: [{ exposed: 1 }, { exposed: 1 }] },
    ]);
  }, 60_000);

  it.each([[['report']], [['report', 'a', 'b']], [['report', '--format', 'dot', 'a']]])(
    'exits 2 with usage on %j',
    async (argv) => {
      const result = await runFunnelCli(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage:');
    },
  );
});
