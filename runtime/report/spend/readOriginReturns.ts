import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { type ReportRange, rangeBounds } from '@/runtime/report/reportRange';
import type { ReportRates } from '@/runtime/report/reportRates';
import type { Currency } from '@/schemas/enums/currencies';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
import { MONEY_IN_OPERATIONS, type TransactionOperation } from '@/schemas/payments/moneyOperations';
import { RENEWAL_SALES } from '@/schemas/payments/saleKinds';
import { MONEY_OPERATIONS, sqlList } from './moneyOperationsSql';
import { type OriginReturn, originReturns, type ReturnLevel } from './originReturns';
import { readVisitValues } from './readVisitValues';

/** An origin, the ad its customers came from and the variant of the funnel's experiment they were in ('' for none). */
type Origin = { source: TrafficSource; campaign: string; ad: string; experimentId: string; variantId: string };

/** The sales bought on a plan's visit after it: they count in what its customer brought. */
const UPSELL_SALES = ['upsell', 'one_click_upsell'] as const;

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}

/**
 * Each origin's spend and return for a funnel and range (originReturns): the spend imported for the range's days;
 * the customers whose plan's first charge was taken in the range (an account, else an email), by the plan's traffic
 * source and campaign (the team's tests left out); all their money to this day: the plan's, its renewals' (the same
 * subscription) and its visit's upsells', refunds and chargebacks taken off; and what the followed visits are worth by
 * day (readVisitValues).
 */
export async function readOriginReturns(
  db: Database,
  funnel: string,
  range: ReportRange,
  rates: ReportRates,
  now: Date = new Date(),
): Promise<OriginReturn[]> {
  const { start, end } = rangeBounds(range);
  const moneyIn = sqlList(MONEY_IN_OPERATIONS);
  const cohort = sql`with cohort as (
      select distinct p.id, coalesce(p.user_id::text, p.email) as customer, p.visit_id, p.subscription_id, p.source, p.campaign, p.ad,
          coalesce(p.experiment_id, '') as experiment_id, coalesce(p.variant_id, '') as variant_id
        from orders p join transactions t on t.order_id = p.id
        where p.funnel_slug = ${funnel} and p.tester = false and p.sale = 'plan'
          and t.status = 'success' and t.operation in (${moneyIn})
          and t.occurred_at >= ${start.toISOString()} and t.occurred_at < ${end.toISOString()}
        and not exists (
          select 1 from transactions e where e.order_id = p.id and e.status = 'success'
            and e.operation in (${moneyIn}) and e.occurred_at < ${start.toISOString()}))`;
  const [spend, customers, money, visitValues] = await Promise.all([
    rowsOf<{ source: TrafficSource; campaign: string; ad: string; currency: Currency; amount: string }>(
      db,
      sql`select source, campaign, ad, currency, sum(amount)::bigint::text as amount from ad_spend
        where funnel_slug = ${funnel} and day >= ${range.from} and day <= ${range.to}
        group by source, campaign, ad, currency`,
    ),
    // A customer is counted once in their origin, once in each ad and variant their plans came from.
    rowsOf<Origin & { level: ReturnLevel; count: number }>(
      db,
      sql`${cohort} select source, campaign,
          case when grouping(ad) = 0 then ad else '' end as ad,
          case when grouping(variant_id) = 0 then experiment_id else '' end as "experimentId",
          case when grouping(variant_id) = 0 then variant_id else '' end as "variantId",
          case when grouping(ad) = 0 then 'ad' when grouping(variant_id) = 0 then 'variant' else 'origin' end as level,
          count(distinct customer)::int as count
        from cohort
        group by grouping sets ((source, campaign), (source, campaign, ad), (source, campaign, experiment_id, variant_id))`,
    ),
    rowsOf<
      Origin & {
        operation: TransactionOperation;
        currency: Currency;
        amount: string;
      }
    >(
      db,
      sql`${cohort} select c.source, c.campaign, c.ad, c.experiment_id as "experimentId", c.variant_id as "variantId",
          t.operation, t.currency, sum(t.amount)::bigint::text as amount
        from cohort c
        join orders o on o.funnel_slug = ${funnel} and o.tester = false and (
          o.id = c.id
          or (c.subscription_id is not null and o.subscription_id = c.subscription_id and o.sale in (${sqlList(RENEWAL_SALES)}))
          or (c.visit_id is not null and o.visit_id = c.visit_id and o.sale in (${sqlList(UPSELL_SALES)})))
        join transactions t on t.order_id = o.id
        where t.status = 'success' and t.operation in (${sqlList(MONEY_OPERATIONS)})
        group by c.source, c.campaign, c.ad, c.experiment_id, c.variant_id, t.operation, t.currency`,
    ),
    readVisitValues(db, funnel, range, rates, now),
  ]);
  return originReturns({
    spend: spend.map((row) => ({ ...row, amount: Number(row.amount) })),
    customers,
    money: money.map((row) => ({ ...row, amount: Number(row.amount) })),
    ...visitValues,
    rates,
  });
}
