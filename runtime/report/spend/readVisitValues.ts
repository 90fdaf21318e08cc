import { type SQL, sql } from 'drizzle-orm';
import { DAY_MS, dayOf } from '@/runtime/platform/days';
import type { Database } from '@/runtime/platform/db/database';
import { transactions } from '@/runtime/platform/db/schema';
import { moneyInReportCurrency } from '@/runtime/report/readFunnelReport';
import type { ReportRange } from '@/runtime/report/reportRange';
import type { ReportRates } from '@/runtime/report/reportRates';
import type { Currency } from '@/schemas/enums/currencies';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
import type { TransactionOperation } from '@/schemas/payments/moneyOperations';
import { MONEY_OPERATIONS, sqlList } from './moneyOperationsSql';
import { COHORT_DAYS, ESTIMATE_DAYS, ESTIMATED_AT_DAY, type OriginReturnsInput } from './originReturns';

/** A row's origin, the ad its visits came from and the variant they were in ('' for none). */
type Origin = { source: TrafficSource; campaign: string; ad: string; experimentId: string; variantId: string };

/** The columns of an origin, ad and variant, as readOriginReturns groups by them. */
const ORIGIN_OF_COUNTS = sql.raw('source, campaign, ad, experiment_id, variant_id');
const ORIGIN_OF_VISITS = sql.raw(
  `o.visit_source, o.visit_campaign, coalesce(o.visit_ad, ''), coalesce(o.visit_experiment_id, ''), coalesce(o.visit_variant_id, '')`,
);

/** The alias of a day's figure in a row: `d0`, `d7`, `d30`, `d90`. */
const at = (day: number) => sql.raw(`d${day}`);

/**
 * What the followed visits are worth by day (docs/decisions/0042, 0044), in three reads whatever the days, none of them
 * over the visits themselves: how many visits of each origin, ad and variant began each day (`followed_starts`), old
 * enough for each cohort day (those begun in the range), for the day-7 estimate (begun in the range, a
 * week old) and for the history (every visit old enough for day 30 or 90); the money of the range's visits by each
 * cohort day, by operation and currency; and each visit's money in the report's currency by day 7 and by days 30 and
 * 90, summed for the estimate (its young cohort, its history). Days are the report's: day d of a visit ends at the
 * midnight d + 1 days after the day it began, and a visit is read at a day once that day is over. The money is read
 * from the orders marked with their followed visit (markFollowedVisit; the team's tests out), so a visit without an
 * order costs nothing but its count.
 */
export async function readVisitValues(
  db: Database,
  funnel: string,
  range: ReportRange,
  rates: ReportRates,
  now: Date,
): Promise<Pick<OriginReturnsInput, 'starts' | 'cohortVisits' | 'cohortMoney' | 'histories' | 'youngCohorts'>> {
  const today = Date.parse(`${dayOf(now, range.timeZone)}T00:00:00Z`);
  // The last day a visit may have begun on to be read at day d: d + 1 days before today.
  const lastDayFor = (day: number) => new Date(today - (day + 1) * DAY_MS).toISOString().slice(0, 10);
  const begunBy = (column: SQL, day: number) => sql`${column} <= ${lastDayFor(day)}`;
  const inRange = (column: SQL) => sql`${column} >= ${range.from} and ${column} <= ${range.to}`;
  // Money taken before day d of its visit was over, in the report's time zone.
  const within = (day: number) =>
    sql`${transactions.occurredAt} < ((o.visit_day + ${day + 1}::int)::timestamp at time zone ${range.timeZone}::text)`;
  const ofFollowedOrders = sql`from orders o
      join ${transactions} on ${transactions.orderId} = o.id
      where o.funnel_slug = ${funnel} and o.tester = false and o.visit_day is not null
        and ${transactions.status} = 'success' and ${transactions.operation} in (${sqlList(MONEY_OPERATIONS)})`;
  const { signed, inReport } = moneyInReportCurrency(rates);
  const byDays = [...new Set([ESTIMATED_AT_DAY, ...ESTIMATE_DAYS])];
  const day = sql`day`;
  const visitDay = sql`o.visit_day`;
  const [counts, money, values] = await Promise.all([
    rowsOf<Origin & Record<string, number>>(
      db,
      sql`select source, campaign, ad, experiment_id as "experimentId", variant_id as "variantId",
          coalesce(sum(count) filter (where ${inRange(day)}), 0)::int as starts,
          ${sql.join(
            COHORT_DAYS.map(
              (d) =>
                sql`coalesce(sum(count) filter (where ${inRange(day)} and ${begunBy(day, d)}), 0)::int as ${at(d)}`,
            ),
            sql`, `,
          )},
          coalesce(sum(count) filter (where ${inRange(day)} and ${begunBy(day, ESTIMATED_AT_DAY)}), 0)::int as young,
          ${sql.join(
            ESTIMATE_DAYS.map(
              (d) => sql`coalesce(sum(count) filter (where ${begunBy(day, d)}), 0)::int as ${sql.raw(`history${d}`)}`,
            ),
            sql`, `,
          )}
        from followed_starts
        where funnel_slug = ${funnel}
        group by ${ORIGIN_OF_COUNTS}`,
    ),
    rowsOf<Origin & { operation: TransactionOperation; currency: Currency } & Record<string, string | null>>(
      db,
      sql`select o.visit_source as source, o.visit_campaign as campaign, coalesce(o.visit_ad, '') as ad,
          coalesce(o.visit_experiment_id, '') as "experimentId", coalesce(o.visit_variant_id, '') as "variantId",
          ${transactions.operation} as operation,
          ${transactions.currency} as currency,
          ${sql.join(
            COHORT_DAYS.map(
              (d) =>
                sql`sum(${transactions.amount}) filter (where ${begunBy(visitDay, d)} and ${within(d)})::bigint::text as ${at(d)}`,
            ),
            sql`, `,
          )}
        ${ofFollowedOrders} and ${inRange(visitDay)}
        group by ${ORIGIN_OF_VISITS}, ${transactions.operation}, ${transactions.currency}`,
    ),
    rowsOf<Origin & Record<string, number | null>>(
      db,
      sql`with per_visit as (
          select o.visit_source as source, o.visit_campaign as campaign, coalesce(o.visit_ad, '') as ad,
            coalesce(o.visit_experiment_id, '') as "experimentId", coalesce(o.visit_variant_id, '') as "variantId",
            (${inRange(visitDay)}) as in_range,
            ${sql.join(
              byDays.map(
                (d) =>
                  sql`(${begunBy(visitDay, d)}) as ${sql.raw(`m${d}`)}, coalesce(round(sum(${signed} * ${inReport}) filter (where ${within(d)})), 0) as ${at(d)}`,
              ),
              sql`, `,
            )}
          ${ofFollowedOrders} and ${inReport} is not null
          group by o.visit_id, ${ORIGIN_OF_VISITS}, o.visit_day)
        select source, campaign, ad, "experimentId", "variantId",
          sum(${at(ESTIMATED_AT_DAY)}) filter (where in_range and ${sql.raw(`m${ESTIMATED_AT_DAY}`)})::float8 as young_sum,
          sum(${at(ESTIMATED_AT_DAY)} ^ 2) filter (where in_range and ${sql.raw(`m${ESTIMATED_AT_DAY}`)})::float8 as young_squares,
          ${sql.join(
            ESTIMATE_DAYS.map((d) => {
              const m = sql.raw(`m${d}`);
              const x = at(ESTIMATED_AT_DAY);
              const y = at(d);
              return sql.join(
                [
                  sql`sum(${x}) filter (where ${m})::float8 as ${sql.raw(`x${d}`)}`,
                  sql`sum(${y}) filter (where ${m})::float8 as ${sql.raw(`y${d}`)}`,
                  sql`sum(${x} ^ 2) filter (where ${m})::float8 as ${sql.raw(`xx${d}`)}`,
                  sql`sum(${y} ^ 2) filter (where ${m})::float8 as ${sql.raw(`yy${d}`)}`,
                  sql`sum(${x} * ${y}) filter (where ${m})::float8 as ${sql.raw(`xy${d}`)}`,
                ],
                sql`, `,
              );
            }),
            sql`, `,
          )}
        from per_visit group by source, campaign, ad, "experimentId", "variantId"`,
    ),
  ]);
  const num = (value: number | string | null | undefined) => Number(value ?? 0);
  const originOf = ({ source, campaign, ad, experimentId, variantId }: Origin): Origin => ({
    source,
    campaign,
    ad,
    experimentId,
    variantId,
  });
  const sameOrigin = (a: Origin, b: Origin) =>
    a.source === b.source &&
    a.campaign === b.campaign &&
    a.ad === b.ad &&
    a.experimentId === b.experimentId &&
    a.variantId === b.variantId;
  const valuesOf = (origin: Origin) => values.find((v) => sameOrigin(v, origin));
  const histories = Object.fromEntries(
    ESTIMATE_DAYS.map((day) => {
      const sum = (field: string) => values.reduce((total, v) => total + num(v[`${field}${day}`]), 0);
      return [
        day,
        {
          n: counts.reduce((total, c) => total + num(c[`history${day}`]), 0),
          x: sum('x'),
          y: sum('y'),
          xx: sum('xx'),
          yy: sum('yy'),
          xy: sum('xy'),
        },
      ];
    }),
  ) as OriginReturnsInput['histories'];
  return {
    starts: counts.filter((c) => num(c.starts) > 0).map((c) => ({ ...originOf(c), visits: num(c.starts) })),
    cohortVisits: counts
      .flatMap((c) => COHORT_DAYS.map((day) => ({ ...originOf(c), day, visits: num(c[`d${day}`]) })))
      .filter((c) => c.visits > 0),
    cohortMoney: money.flatMap((m) =>
      COHORT_DAYS.flatMap((day) =>
        m[`d${day}`] === null || m[`d${day}`] === undefined
          ? []
          : [
              {
                ...originOf(m),
                day,
                operation: m.operation,
                currency: m.currency,
                amount: num(m[`d${day}`]),
              },
            ],
      ),
    ),
    histories,
    youngCohorts: counts
      .filter((c) => num(c.young) > 0)
      .map((c) => ({
        ...originOf(c),
        n: num(c.young),
        sum: num(valuesOf(c)?.young_sum),
        sumOfSquares: num(valuesOf(c)?.young_squares),
      })),
  };
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}
