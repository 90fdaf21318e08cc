import { type SQL, sql } from 'drizzle-orm';
import type { Currency } from '../../../../schemas/enums/currencies';
import type { TrafficSource } from '../../../../schemas/enums/trafficSources';
import {
  MONEY_IN_OPERATIONS,
  MONEY_OUT_OPERATIONS,
  MONEY_RECOVERED_OPERATIONS,
  type TransactionOperation,
} from '../../../../schemas/payments/moneyOperations';
import { RENEWAL_SALES } from '../../../../schemas/payments/saleKinds';
import { DAY_MS } from '../../../platform/days';
import type { Database } from '../../../platform/db/database';
import { transactions } from '../../../platform/db/schema';
import { moneyInReportCurrency } from '../readFunnelReport';
import { type ReportRange, rangeBounds } from '../reportRange';
import type { ReportRates } from '../reportRates';
import type { GrowthHistory } from './earlyValue';
import { COHORT_DAYS, type CohortDay, type EstimateDay, type OriginReturn, originReturns } from './originReturns';

/** The sales bought on a plan's visit after it: they count in what its customer brought. */
const UPSELL_SALES = ['upsell', 'one_click_upsell'] as const;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

type GrowthRow = { n: number; x: number; y: number; xx: number; yy: number; xy: number };
const growthOf = (row: GrowthRow | undefined): GrowthHistory => ({
  n: Number(row?.n ?? 0),
  x: Number(row?.x ?? 0),
  y: Number(row?.y ?? 0),
  xx: Number(row?.xx ?? 0),
  yy: Number(row?.yy ?? 0),
  xy: Number(row?.xy ?? 0),
});

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}

/**
 * Each origin's spend and return for a funnel and range (originReturns): the spend imported for the range's days;
 * the customers whose plan's first charge was taken in the range, by the plan's traffic source and campaign (the team's
 * tests left out); and all their money to this day: the plan's, its renewals' (the same subscription) and its visit's
 * upsells', refunds and chargebacks taken off; and the followed visits begun in the range, by the origin they began
 * with, old enough for each cohort day, with their orders' money by then.
 */
export async function readOriginReturns(
  db: Database,
  funnel: string,
  range: ReportRange,
  rates: ReportRates,
  now: Date = new Date(),
): Promise<OriginReturn[]> {
  const { start, end } = rangeBounds(range);
  const cohort = sql`with cohort as (
      select distinct p.id, coalesce(p.user_id::text, p.email) as customer, p.visit_id, p.subscription_id, p.source, p.campaign
        from orders p join transactions t on t.order_id = p.id
        where p.funnel_slug = ${funnel} and p.tester = false and p.sale = 'plan'
          and t.status = 'success' and t.operation in (${list(MONEY_IN_OPERATIONS)})
          and t.occurred_at >= ${start.toISOString()} and t.occurred_at < ${end.toISOString()}
        and not exists (
          select 1 from transactions e where e.order_id = p.id and e.status = 'success'
            and e.operation in (${list(MONEY_IN_OPERATIONS)}) and e.occurred_at < ${start.toISOString()}))`;
  // A visit is read at a cohort day once that day is over: its money by then is all it will have had by then.
  const byDay = (day: CohortDay) => sql`(v.started_at + ${`${day + 1} days`}::interval)`;
  const matured = (day: CohortDay) => sql`${byDay(day)} <= ${now.toISOString()}`;
  const cohortVisitsQuery = sql.join(
    COHORT_DAYS.map(
      (day) => sql`select v.source, v.campaign, ${day}::int as day, count(*)::int as visits from visits v
        where v.funnel_slug = ${funnel} and v.day >= ${range.from} and v.day <= ${range.to} and ${matured(day)}
        group by v.source, v.campaign`,
    ),
    sql` union all `,
  );
  const cohortMoneyQuery = sql.join(
    COHORT_DAYS.map(
      (day) => sql`select v.source, v.campaign, ${day}::int as day, t.operation, t.currency,
          sum(t.amount)::bigint::text as amount
        from visits v
        join orders o on o.visit_id = v.visit_id and o.funnel_slug = v.funnel_slug and o.tester = false
        join transactions t on t.order_id = o.id
        where v.funnel_slug = ${funnel} and v.day >= ${range.from} and v.day <= ${range.to} and ${matured(day)}
          and t.status = 'success' and t.occurred_at < ${byDay(day)}
          and t.operation in (${list([...MONEY_IN_OPERATIONS, ...MONEY_OUT_OPERATIONS, ...MONEY_RECOVERED_OPERATIONS])})
        group by v.source, v.campaign, t.operation, t.currency`,
    ),
    sql` union all `,
  );
  const { signed, inReport } = moneyInReportCurrency(rates);
  const moneyOperations = list([...MONEY_IN_OPERATIONS, ...MONEY_OUT_OPERATIONS, ...MONEY_RECOVERED_OPERATIONS]);
  // Each followed visit's money by day 7 and by a later day, in the report's currency (a visit's orders, the team's
  // tests out): the funnel's history, for the day-7 estimates (earlyValue).
  const visitMoney = (visitsOf: SQL, later: number) => sql`
      select v.visit_id, v.source, v.campaign,
        coalesce(round(sum(${signed} * ${inReport}) filter (where ${transactions.occurredAt} < v.started_at + interval '8 days')), 0) as x,
        coalesce(round(sum(${signed} * ${inReport}) filter (where ${transactions.occurredAt} < v.started_at + ${`${later + 1} days`}::interval)), 0) as y
      from (${visitsOf}) v
      join orders o on o.visit_id = v.visit_id and o.funnel_slug = v.funnel_slug and o.tester = false
      join ${transactions} on ${transactions.orderId} = o.id
      where ${transactions.status} = 'success' and ${transactions.operation} in (${moneyOperations}) and ${inReport} is not null
      group by v.visit_id, v.source, v.campaign`;
  const maturedFor = (days: number) =>
    sql`select visit_id, funnel_slug, started_at, source, campaign from visits
      where funnel_slug = ${funnel} and started_at <= ${new Date(now.getTime() - (days + 1) * DAY_MS).toISOString()}`;
  const history = (later: EstimateDay) =>
    rowsOf<GrowthRow>(
      db,
      sql`select (select count(*) from (${maturedFor(later)}) m)::int as n, coalesce(sum(x), 0)::float8 as x,
          coalesce(sum(y), 0)::float8 as y, coalesce(sum(x * x), 0)::float8 as xx, coalesce(sum(y * y), 0)::float8 as yy,
          coalesce(sum(x * y), 0)::float8 as xy
        from (${visitMoney(maturedFor(later), later)}) p`,
    );
  const youngVisits = sql`${maturedFor(7)} and day >= ${range.from} and day <= ${range.to}`;
  const [spend, customers, money, cohortVisits, cohortMoney, history30, history90, youngCount, youngMoney] =
    await Promise.all([
      rowsOf<{ source: TrafficSource; campaign: string; currency: Currency; amount: string }>(
        db,
        sql`select source, campaign, currency, sum(amount)::bigint::text as amount from ad_spend
        where funnel_slug = ${funnel} and day >= ${range.from} and day <= ${range.to}
        group by source, campaign, currency`,
      ),
      rowsOf<{ source: TrafficSource; campaign: string; count: number }>(
        db,
        sql`${cohort} select source, campaign, count(distinct customer)::int as count from cohort group by source, campaign`,
      ),
      rowsOf<{
        source: TrafficSource;
        campaign: string;
        operation: TransactionOperation;
        currency: Currency;
        amount: string;
      }>(
        db,
        sql`${cohort} select c.source, c.campaign, t.operation, t.currency, sum(t.amount)::bigint::text as amount
        from cohort c
        join orders o on o.funnel_slug = ${funnel} and o.tester = false and (
          o.id = c.id
          or (c.subscription_id is not null and o.subscription_id = c.subscription_id and o.sale in (${list(RENEWAL_SALES)}))
          or (c.visit_id is not null and o.visit_id = c.visit_id and o.sale in (${list(UPSELL_SALES)})))
        join transactions t on t.order_id = o.id
        where t.status = 'success'
          and t.operation in (${list([...MONEY_IN_OPERATIONS, ...MONEY_OUT_OPERATIONS, ...MONEY_RECOVERED_OPERATIONS])})
        group by c.source, c.campaign, t.operation, t.currency`,
      ),
      rowsOf<{ source: TrafficSource; campaign: string; day: CohortDay; visits: number }>(db, cohortVisitsQuery),
      rowsOf<{
        source: TrafficSource;
        campaign: string;
        day: CohortDay;
        operation: TransactionOperation;
        currency: Currency;
        amount: string;
      }>(db, cohortMoneyQuery),
      history(30),
      history(90),
      rowsOf<{ source: TrafficSource; campaign: string; n: number }>(
        db,
        sql`select source, campaign, count(*)::int as n from (${youngVisits}) y group by source, campaign`,
      ),
      rowsOf<{ source: TrafficSource; campaign: string; sum: number; sumOfSquares: number }>(
        db,
        sql`select source, campaign, sum(x)::float8 as "sum", sum(x * x)::float8 as "sumOfSquares"
        from (${visitMoney(youngVisits, 7)}) p group by source, campaign`,
      ),
    ]);
  return originReturns({
    spend: spend.map((row) => ({ ...row, amount: Number(row.amount) })),
    customers,
    money: money.map((row) => ({ ...row, amount: Number(row.amount) })),
    cohortVisits,
    cohortMoney: cohortMoney.map((row) => ({ ...row, amount: Number(row.amount) })),
    histories: { 30: growthOf(history30[0]), 90: growthOf(history90[0]) },
    youngCohorts: youngCount.map((row) => {
      const summed = youngMoney.find((m) => m.source === row.source && m.campaign === row.campaign);
      return { ...row, sum: Number(summed?.sum ?? 0), sumOfSquares: Number(summed?.sumOfSquares ?? 0) };
    }),
    rates,
  });
}
