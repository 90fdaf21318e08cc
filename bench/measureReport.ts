import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { publishDefinitions } from '@/runtime/definitions/publishedDefinitions';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { measurementPassKey, signMeasurementPass } from '@/runtime/gateway/visits/measurementPass';
import { recordVisitMoments } from '@/runtime/gateway/visits/recordVisitMoments';
import { openDatabase } from '@/runtime/platform/db/database';
import { readFunnelReportOf } from '@/runtime/report/readFunnelReportOf';
import { readReportRates } from '@/runtime/report/readReportRates';
import { reportRange } from '@/runtime/report/reportRange';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { median } from './median';
import { withScratchDatabase } from './withScratchDatabase';

/** The stored events the report is timed over (issue 28: ten million). */
export const REPORT_EVENTS = 10_000_000;
/** The days the report reads (issue 28: thirty), and the days of visits stored (some before them). */
export const REPORT_DAYS = 30;
const STORED_DAYS = 45;
/** Timed reads of the report, after one that warms the caches. */
const REPORT_RUNS = 7;
/** Moment batches sent through the gateway once the events are stored: what one costs at that size. */
const INGEST_BATCHES = 200;
const FUNNEL = 'palmistry';

export type ReportBench = {
  /** Moments of followed visits stored, and the visits, leads, orders and transactions beside them. */
  events: number;
  visits: number;
  leads: number;
  orders: number;
  /** Rows of the daily roll-up the report reads. */
  countRows: number;
  /** Loading it all, which the harness does in SQL (the gateway keeps the same rows as they arrive). */
  loadSeconds: number;
  days: number;
  /** The report of the last REPORT_DAYS days: each timed read, and their median and slowest. */
  runsMs: number[];
  p50Ms: number;
  maxMs: number;
  /** A batch of a followed visit's moments through the gateway, on the loaded database. */
  ingestP50Ms: number;
  ingestP95Ms: number;
};

/**
 * The report over ten million stored events (issue 28), on PostgreSQL: a scratch database filled in SQL with what the
 * gateway keeps as moments arrive (followed visits over 45 days, each visit's moments, the daily roll-up of both
 * populations, leads, paid orders and their transactions) and the ad spend of every day and origin, then the whole
 * report of the last 30 days (as its page reads it: funnel, origins, their return on spend and cohorts) read REPORT_RUNS
 * times, and moment batches sent through the gateway's own ingestion to show what one costs at that size.
 */
export async function measureReport(adminUrl: string): Promise<ReportBench> {
  return withScratchDatabase(adminUrl, async (databaseUrl) => {
    const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    try {
      const funnel = JSON.parse(readFileSync(`fixtures/funnels/${FUNNEL}/funnel.json`, 'utf8')) as Funnel;
      const flow = JSON.parse(readFileSync(`fixtures/funnels/${FUNNEL}/flow.json`, 'utf8')) as Flow;
      await publishDefinitions(handle.db, [
        { kind: 'flow', key: flow.id, version: flow.version, document: flow },
        { kind: 'funnel', key: funnel.slug, version: funnel.version, document: funnel },
      ]);
      const steps = flow.steps.map((s) => ({ id: s.id, path: s.path }));
      const started = performance.now();
      const loaded = await load(
        databaseUrl,
        steps.map((s) => s.id),
      );
      const loadSeconds = (performance.now() - started) / 1000;
      console.log(
        `report: ${loaded.events} moments of ${loaded.visits} visits, ${loaded.leads} leads, ${loaded.orders} orders stored in ${loadSeconds.toFixed(0)} s`,
      );
      // The load files its days in UTC, the report's default time zone.
      const range = reportRange({}, new Date(), 'UTC');
      if (typeof range === 'string') throw new Error(range);
      const rates = await readReportRates();
      const runsMs: number[] = [];
      for (let run = 0; run <= REPORT_RUNS; run++) {
        const begun = performance.now();
        // The whole report, as its page reads it: the funnel, its origins, their spend, return and cohorts, and its
        // experiments.
        const report = await readFunnelReportOf(handle.db, FUNNEL, range, rates);
        if (run > 0) runsMs.push(performance.now() - begun);
        if (report.followed.visits === 0) throw new Error('the report read no visit: the load went wrong');
        if (!report.returns.some((o) => o.customers > 0 && o.spend.total.amount > 0))
          throw new Error('the report read no return on spend: the load went wrong');
      }
      const ingest = await timeIngestion(handle.db, steps[0]?.id ?? '', steps[1]?.id ?? '');
      const result = {
        ...loaded,
        loadSeconds,
        days: REPORT_DAYS,
        runsMs,
        p50Ms: median(runsMs),
        maxMs: Math.max(...runsMs),
        ...ingest,
      };
      console.log(
        `report of ${REPORT_DAYS} days over ${result.events} events: p50 ${result.p50Ms.toFixed(0)} ms, max ${result.maxMs.toFixed(0)} ms over ${REPORT_RUNS} reads; a moment batch p50 ${result.ingestP50Ms.toFixed(1)} ms, p95 ${result.ingestP95Ms.toFixed(1)} ms`,
      );
      return result;
    } finally {
      await handle.close();
    }
  });
}

type Run = (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Visits added to the database at a time, with their moments, until REPORT_EVENTS moments are stored. */
const VISIT_BATCH = 200_000;

/**
 * Adds `visits` followed visits over the days stored, each gone a random way into the flow (deeper ways rarer), with
 * their moments: the start, and each step shown and (but the last) answered.
 */
async function addVisits(run: Run, stepIds: string[], visits: number): Promise<void> {
  await run(
    `create temporary table new_visits as
     select gen_random_uuid() as visit_id, at, (array['', 'fb', 'google', 'tiktok', 'email', 'bing'])[1 + (i % 6)] as source,
            'campaign-' || (i % 25) as campaign, depth
       from (select i, now() - random() * ($1 || ' days')::interval as at,
                    least($2::int, 1 + floor(-ln(1 - random()) * $2::float / 2.5)::int) as depth
               from generate_series(1, $3) as i) as s`,
    [String(STORED_DAYS), stepIds.length, visits],
  );
  await run(
    `insert into visits (visit_id, funnel_slug, started_at, day, source, campaign, experiment_id, variant_id, last_step_id, last_at)
     select visit_id, $1, at, (at at time zone 'UTC')::date, source, campaign, '', '', ($2::text[])[depth],
            at + depth * interval '20 seconds'
       from new_visits`,
    [FUNNEL, stepIds],
  );
  await run(
    `insert into visit_moments (visit_id, funnel_slug, step_id, moment, at)
     select n.visit_id, $1, ($2::text[])[k], m, n.at + k * interval '20 seconds'
       from new_visits n,
            lateral generate_series(1, n.depth) as k,
            lateral unnest(array['shown', 'answered']) as m
      where m = 'shown' or k < n.depth
     union all
     select visit_id, $1, ($2::text[])[1], 'start', at from new_visits`,
    [FUNNEL, stepIds],
  );
  await run('drop table new_visits');
}

/** Fills the database in SQL as the gateway would have (see measureReport), and says how much it holds. */
export async function load(databaseUrl: string, stepIds: string[]) {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const run = (sql: string, values: unknown[] = []) => db.query(sql, values);
  try {
    // Each visit went a random way into the flow (deeper ways rarer), then left: its start, and each step shown and
    // (but the last) answered. Visits are added a batch at a time, with their moments, until there are enough.
    const count = async (table: string) => Number((await run(`select count(*) as n from ${table}`)).rows[0]?.n);
    for (let stored = 0; stored < REPORT_EVENTS; stored = await count('visit_moments'))
      await addVisits(run, stepIds, VISIT_BATCH);
    // The roll-up the gateway keeps as they arrive: every moment under its visit's first day and dimensions, where
    // each visit left; and counts without consent, as many again, by day, step and origin.
    await run(
      `insert into step_counts (day, funnel_slug, population, step_id, moment, source, campaign, experiment_id, variant_id, count)
       select v.day, v.funnel_slug, 'followed', m.step_id, m.moment, v.source, v.campaign, '', '', count(*)
         from visit_moments m join visits v using (visit_id, funnel_slug)
        group by v.day, v.funnel_slug, m.step_id, m.moment, v.source, v.campaign
       union all
       select day, funnel_slug, 'followed', last_step_id, 'left', source, campaign, '', '', count(*)
         from visits group by day, funnel_slug, last_step_id, source, campaign
       union all
       select day, funnel_slug, 'counted', step_id, moment, source, campaign, '', '', count
         from (select v.day, v.funnel_slug, m.step_id, m.moment, v.source, v.campaign, count(*) as count
                 from visit_moments m join visits v using (visit_id, funnel_slug)
                group by v.day, v.funnel_slug, m.step_id, m.moment, v.source, v.campaign) as twin
        where moment <> 'left'`,
    );
    // The followed visits begun, by origin (no ad, no experiment here), as the gateway counts each as it begins.
    await run(
      `insert into followed_starts (day, funnel_slug, source, campaign, ad, experiment_id, variant_id, count)
       select day, funnel_slug, source, campaign, '', experiment_id, variant_id, count(*)
         from visits group by day, funnel_slug, source, campaign, experiment_id, variant_id`,
    );
    // A lead from every visit past the email step; a paid plan from a fifth of those, each with its charge; each marked
    // with its followed visit, as markFollowedVisit does.
    const email = stepIds.indexOf('email') + 1;
    await run(
      `insert into leads (visit_id, email, funnel_slug, funnel_version, attribution, source, campaign, created_at,
                          visit_day, visit_source, visit_campaign)
       select visit_id, visit_id || '@bench.test', funnel_slug, 1, '{}'::jsonb, source, campaign, started_at,
              day, source, campaign
         from visits where array_position($1::text[], last_step_id) > $2`,
      [stepIds, email],
    );
    await run(
      `insert into users (email) select email from leads where ('x' || substr(visit_id::text, 1, 8))::bit(32)::int % 5 = 0`,
    );
    await run(
      `insert into orders (id, idempotency_key, user_id, email, funnel_slug, funnel_version, product_kind, sale, product_id,
                           amount, currency, status, transaction_status, visit_id, source, campaign, created_at,
                           visit_day, visit_source, visit_campaign)
       select 'ord_' || l.visit_id, gen_random_uuid(), u.id, u.email, l.funnel_slug, 1, 'plan', 'plan', 'trial-1-week',
              2999, 'USD', 'handled', 'approved', l.visit_id, l.source, l.campaign, l.created_at,
              l.visit_day, l.visit_source, l.visit_campaign
         from leads l join users u on u.email = l.email`,
    );
    await run(
      `insert into transactions (order_id, provider_transaction_id, operation, status, amount, currency, occurred_at)
       select id, gen_random_uuid()::text, 'pay', 'success', amount, currency, created_at from orders`,
    );
    // What was spent on each origin, every day stored, as the networks' files give it: a few ads a campaign.
    await run(
      `insert into ad_spend (funnel_slug, day, source, campaign, adset, ad, currency, amount, imported_at)
       select $1, d::date, s, 'campaign-' || c, '', 'ad-' || a, 'USD', (1000 + random() * 20000)::bigint, now()
         from generate_series(now() - ($2 || ' days')::interval, now(), interval '1 day') as d,
              unnest(array['fb', 'google', 'tiktok', 'email', 'bing']) as s,
              generate_series(0, 24) as c, generate_series(1, 4) as a`,
      [FUNNEL, String(STORED_DAYS)],
    );
    await run('analyze');
    return {
      events: await count('visit_moments'),
      visits: await count('visits'),
      leads: await count('leads'),
      orders: await count('orders'),
      countRows: await count('step_counts'),
    };
  } finally {
    await db.end();
  }
}

/** A followed visit's moments (its start, then a step gone on to) through the gateway, INGEST_BATCHES times. */
async function timeIngestion(db: GatewayContext['db'], first: string, second: string) {
  const ctx = { db, now: () => new Date(), reportTimeZone: 'UTC', passKey: measurementPassKey('bench') };
  const times: number[] = [];
  for (let i = 0; i < INGEST_BATCHES; i++) {
    const visitId = randomUUID();
    const at = Date.now();
    const begun = performance.now();
    await recordVisitMoments(
      ctx,
      {
        visitId,
        // The pass a page of the funnel was given (issueMeasurementPass): checked with every batch, as in production.
        pass: signMeasurementPass(ctx.passKey, {
          purpose: 'moments',
          funnel: FUNNEL,
          subject: visitId,
          expiresAt: new Date(Date.now() + 3_600_000),
        }),
        funnel: FUNNEL,
        source: 'tiktok',
        campaign: 'bench',
        moments: [
          { stepId: first, moment: 'start', at },
          { stepId: first, moment: 'shown', at },
          { stepId: first, moment: 'answered', at: at + 1 },
          { stepId: second, moment: 'shown', at: at + 1 },
        ],
      },
      `10.9.${Math.floor(i / 250)}.${i % 250}`,
    );
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  return { ingestP50Ms: median(times), ingestP95Ms: times[Math.floor(times.length * 0.95)] ?? 0 };
}
