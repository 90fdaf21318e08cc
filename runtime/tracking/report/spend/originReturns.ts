import type { Currency } from '../../../../schemas/enums/currencies';
import type { TrafficSource } from '../../../../schemas/enums/trafficSources';
import { type Amounts, type MoneyRow, type Revenue, revenueOf } from '../funnelReport';
import { type Converted, inReportCurrency } from '../inReportCurrency';
import type { ReportRates } from '../reportRates';

/** An origin as spend and sales are grouped: a traffic source and campaign. */
type OriginKey = { source: TrafficSource; campaign: string };

/**
 * What an origin's spend brought back (docs/decisions/0042): what was spent on it in the range, the customers it
 * brought (a plan's first charge in the range), what a customer cost, their money to this day (the plan, its upsells
 * and renewals, less refunds and chargebacks) and the return on the spend.
 */
export type OriginReturn = OriginKey & {
  /** Spent in the range, in each currency, and in all in the report's currency. */
  spend: { amounts: Amounts; total: Converted };
  customers: number;
  /** Cost per customer: the spend in all over the customers, in minor units of the report's currency; none without. */
  cac: number | null;
  /** The customers' money to this day. */
  revenue: Revenue;
  /** Return on ad spend: the customers' net in all over the spend in all; none without spend. */
  roas: number | null;
};

export type OriginReturnsInput = {
  spend: readonly (OriginKey & { currency: Currency; amount: number })[];
  customers: readonly (OriginKey & { count: number })[];
  money: readonly (OriginKey & MoneyRow)[];
  rates: ReportRates;
};

const keyOf = (origin: OriginKey) => `${origin.source}\n${origin.campaign}`;

/**
 * Each origin with spend or customers in the range, with its cost per customer and return on ad spend, the origins
 * with the most spend first. A currency without a rate is named apart (never added), so a cost or a return is computed
 * only of what could be converted, and says so with the spend's `unconverted`.
 */
export function originReturns(input: OriginReturnsInput): OriginReturn[] {
  const origins = new Map<string, OriginKey>();
  for (const row of [...input.spend, ...input.customers, ...input.money])
    origins.set(keyOf(row), { source: row.source, campaign: row.campaign });
  return [...origins.entries()]
    .map(([key, origin]) => {
      const amounts: Amounts = {};
      for (const row of input.spend.filter((r) => keyOf(r) === key))
        amounts[row.currency] = (amounts[row.currency] ?? 0) + row.amount;
      const total = inReportCurrency(amounts, input.rates);
      const customers = input.customers.filter((r) => keyOf(r) === key).reduce((sum, r) => sum + r.count, 0);
      const revenue = revenueOf(
        input.money.filter((r) => keyOf(r) === key),
        input.rates,
      );
      return {
        ...origin,
        spend: { amounts, total },
        customers,
        cac: customers === 0 || total.amount === 0 ? null : total.amount / customers,
        revenue,
        roas: total.amount === 0 ? null : revenue.total.amount / total.amount,
      };
    })
    .sort((a, b) => b.spend.total.amount - a.spend.total.amount || keyOf(a).localeCompare(keyOf(b)));
}
