import type { Currency } from '@/schemas/enums/currencies';
import type { MeasuredMoment, Population } from '@/schemas/enums/measuredMoments';
import { MEASUREMENT_REFUSALS, type MeasurementRefusal } from '@/schemas/enums/measurementRefusals';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
import {
  MONEY_IN_OPERATIONS,
  MONEY_OUT_OPERATIONS,
  MONEY_RECOVERED_OPERATIONS,
  type TransactionOperation,
} from '@/schemas/payments/moneyOperations';
import type { SUBSCRIPTION_STATUSES } from '@/schemas/payments/providerProtocol';
import type { SaleKind } from '@/schemas/payments/saleKinds';
import { type Converted, inReportCurrency } from './inReportCurrency';
import type { ReportRange } from './reportRange';
import type { ReportRates } from './reportRates';
import { type VariantFigures, type VariantKey, variantFigures } from './variantFigures';

/** Where a visit came from, as the report groups by: its traffic source and campaign. */
export type Origin = { source: TrafficSource; campaign: string };
/** Money by currency, in minor units. */
export type Amounts = Partial<Record<Currency, number>>;

/** Money moved by successful transactions, summed by operation and currency. */
/** Money moved by one kind of operation in one currency (summed), as the report reads it. */
export type MoneyRow = { operation: TransactionOperation; currency: Currency; amount: number };

/** What a funnel's report is computed from (readFunnelReport reads it from the database). */
export type FunnelReportInput = {
  funnel: string;
  range: ReportRange;
  /** What totals are converted with: the report's currency and the team's rates. */
  rates: ReportRates;
  /** The flow's steps, in the flow's order. */
  steps: readonly { id: string; path: string }[];
  /** The daily step counts of the range, summed: each population, step, moment, origin and variant. */
  counts: readonly (Origin &
    InVariant & { population: Population; stepId: string; moment: MeasuredMoment; count: number })[];
  /** Followed visits begun in the range that gave an email, by origin and variant. */
  followedLeads: readonly (Origin & InVariant & { count: number })[];
  /** Followed visits begun in the range with a paid plan, by origin and variant. */
  followedPaid: readonly (Origin & InVariant & { count: number })[];
  /** The money of the orders of followed visits begun in the range, to this day, by origin and variant. */
  followedMoney: readonly (Origin & InVariant & MoneyRow)[];
  /** Each of those visits' net in the report's currency, summed and squared, by variant (VariantRows['spread']). */
  followedSpread: readonly (InVariant & { sum: number; squares: number })[];
  /** Every order's money that moved in the range, by what was sold and the order's origin, with how many moves. */
  money: readonly (Origin & MoneyRow & { sale: SaleKind; transactions: number })[];
  /** Every lead given in the range, by origin. */
  leads: readonly (Origin & { count: number })[];
  /** Customers (people) whose plan was paid in the range. */
  customers: number;
  /** Subscriptions with a renewal the provider reported refused in the range (each once, however many attempts). */
  failedRenewals: number;
  /** The funnel's subscriptions now, by status. */
  subscriptions: readonly { status: (typeof SUBSCRIPTION_STATUSES)[number]; count: number }[];
  /** What the gateway was told in the range and did not count, by reason (measurementRefusals). */
  refusals: readonly { reason: MeasurementRefusal; count: number }[];
};

/** The experiment and variant a row is of; none (outside an experiment) when not said. */
type InVariant = Partial<VariantKey>;
const variantOf = (row: InVariant): VariantKey => ({
  experimentId: row.experimentId ?? '',
  variantId: row.variantId ?? '',
});

/** A share of a whole (0 to 1), with the count it is of. */
export type Share = { count: number; rate: number };

/**
 * Money in, money back, and what is left, by currency (minor units): what chargebacks took, and apart what disputes
 * won gave back (each never negative, so a range holding a win and not its chargeback says so as it is); and what is
 * left in all, in the report's currency.
 */
export type Revenue = {
  gross: Amounts;
  refunds: Amounts;
  chargebacks: Amounts;
  disputesWon: Amounts;
  net: Amounts;
  /** The net of every currency in the report's currency, naming what had no rate (left out). */
  total: Converted;
};

export type FollowedStep = {
  id: string;
  path: string;
  /** Followed visits that were shown the step. */
  visitors: number;
  /** Of the followed visits, the share shown the step. */
  reached: number;
  answered: number;
  skipped: number;
  /** Followed visits last seen on the step: they left the funnel there (or are still on it). */
  left: number;
  /** Of the step's visitors, the share that left there. */
  dropOff: number;
};

export type CountedStep = { id: string; path: string; shown: number; answered: number; skipped: number };

/**
 * One traffic source and campaign, each figure under the base of its part (never two bases as one): its visits begun
 * in the range, followed and counted, and what moved in the range whatever the consent. Money in the report's currency.
 */
export type OriginReport = Origin & {
  /** Its visits followed with consent that began in the range (each on the day it began); their money to this day. */
  followed: { visits: number; emailCapture: Share; paid: Share; revenue: Converted; revenuePerVisit: number };
  /** Its visits begun without consent: starts counted in the range. */
  counted: { visits: number };
  /** Whatever the consent, what moved in the range: leads on the day each was given, money on the day it moved. */
  everyone: { leads: number; money: Converted };
};

/** A funnel's report (docs/decisions/0031): three parts, each of one population, never mixed. */
export type FunnelReport = {
  funnel: string;
  /** The days reported, and the time zone they are days of. */
  range: ReportRange;
  /** The currency totals are in, and the rates they were converted at (each sale is also shown in its own). */
  rates: ReportRates;
  /** Visits followed with consent, begun in the range: every rate of the report is a share of these. */
  followed: {
    visits: number;
    steps: FollowedStep[];
    emailCapture: Share;
    paid: Share;
    /**
     * The money of these visits' orders (plans, upsells, renewals, less refunds and chargebacks, plus disputes won), to
     * this day.
     */
    revenue: Revenue;
    /** The net in the report's currency per followed visit, in its minor units (not rounded). */
    revenuePerVisit: number;
  };
  /** Moments counted without consent in the range: counts, never rates. */
  counted: {
    visits: number;
    /** Of the visits counted, those whose visitor gave consent after their page was hidden: never followed. */
    consentedLater: number;
    steps: CountedStep[];
  };
  /** Everyone, from the gateway, whatever the consent: what moved in the range. */
  everyone: {
    leads: number;
    customers: number;
    revenue: Revenue;
    /** What was sold, and what it brought in (gross, before refunds). */
    sales: { sale: SaleKind; count: number; gross: Amounts }[];
    refunds: number;
    chargebacks: number;
    /** Subscriptions whose renewal was refused in the range, on the day the provider reported it: each once. */
    failedRenewals: number;
    subscriptions: { active: number; pastDue: number; cancelled: number; paused: number };
  };
  /** The same, by traffic source and campaign, each part on its own base. */
  origins: OriginReport[];
  /**
   * The visits begun in the range by the experiment variant they began in (the visits in none apart): each variant's
   * followed visits with their capture, paid conversion and money per visit, each with its interval, and its counted
   * visits. They add up to the followed and counted parts above.
   */
  variants: VariantFigures[];
  /**
   * What pages told the gateway in the range that no figure above counts, by reason (docs/decisions/0040): moments
   * lost in the browser, refused over a limit, of no step or past their visit's window; exposures of a variant their
   * visitor is not in.
   */
  notCounted: Record<MeasurementRefusal, number>;
};

const share = (part: number, whole: number): Share => ({ count: part, rate: whole === 0 ? 0 : part / whole });
const IN: ReadonlySet<TransactionOperation> = new Set(MONEY_IN_OPERATIONS);
const OUT: ReadonlySet<TransactionOperation> = new Set(MONEY_OUT_OPERATIONS);
const RECOVERED: ReadonlySet<TransactionOperation> = new Set(MONEY_RECOVERED_OPERATIONS);
const originKey = (o: Origin) => `${o.source}\u0000${o.campaign}`;

function add(amounts: Amounts, currency: Currency, amount: number): void {
  amounts[currency] = (amounts[currency] ?? 0) + amount;
}

/**
 * Money rows summed into gross, refunds, chargebacks, disputes won and net, and the net in the report's currency. A
 * dispute won gives back what its chargeback took: it is no sale (not gross), and adds to the net.
 */
export function revenueOf(rows: readonly MoneyRow[], rates: ReportRates): Revenue {
  const revenue: Omit<Revenue, 'total'> = { gross: {}, refunds: {}, chargebacks: {}, disputesWon: {}, net: {} };
  for (const { operation, currency, amount } of rows) {
    if (IN.has(operation)) {
      add(revenue.gross, currency, amount);
      add(revenue.net, currency, amount);
    } else if (OUT.has(operation)) {
      add(operation === 'refund' ? revenue.refunds : revenue.chargebacks, currency, amount);
      add(revenue.net, currency, -amount);
    } else if (RECOVERED.has(operation)) {
      add(revenue.disputesWon, currency, amount);
      add(revenue.net, currency, amount);
    }
  }
  return { ...revenue, total: inReportCurrency(revenue.net, rates) };
}

/**
 * Money in the report's currency per visit: one sum of every currency with a rate (never each currency over all the
 * visits, which is no figure at all); nothing of no visits.
 */
const perVisit = (total: Converted, visits: number) => (visits === 0 ? 0 : total.amount / visits);

const sumOf = <T>(rows: readonly T[], count: (row: T) => number) => rows.reduce((total, row) => total + count(row), 0);

/**
 * A funnel's report (docs/decisions/0031) from what the gateway kept. Followed visits: the funnel chart (each step's
 * visitors, the share of visits that reached it, how many left there, its drop-off), email capture and paid conversion
 * (visits with a lead, with a paid plan), the money their orders brought and per visit; every rate a share of the
 * same visits. Counted without consent: each step's counts. Everyone: leads, customers and money that moved in the
 * range. Then all of it by traffic source and campaign, each part on its base (visits begun, or what moved). Money is
 * by currency, and in all in the report's currency (docs/decisions/0038). Steps the flow no longer has (older
 * versions) come after the flow's, in the order they were first counted.
 */
export function funnelReport(input: FunnelReportInput): FunnelReport {
  // The counts summed once by population, moment and step (and over steps), and by population, moment and origin.
  const totals = new Map<string, number>();
  const tally = (key: string, n: number) => totals.set(key, (totals.get(key) ?? 0) + n);
  for (const c of input.counts) {
    tally(`${c.population}|${c.moment}|${c.stepId}`, c.count);
    tally(`${c.population}|${c.moment}|`, c.count);
    tally(`${c.population}|${c.moment}|${originKey(c)}|origin`, c.count);
  }
  const total = (population: Population, moment: MeasuredMoment, stepId = '') =>
    totals.get(`${population}|${moment}|${stepId}`) ?? 0;
  const known = new Set(input.steps.map((s) => s.id));
  const older = [...new Set(input.counts.map((c) => c.stepId))].filter((id) => !known.has(id));
  const steps = [...input.steps, ...older.map((id) => ({ id, path: '' }))];

  const visits = total('followed', 'start');
  const followedSteps = steps.map((step): FollowedStep => {
    const visitors = total('followed', 'shown', step.id);
    const left = total('followed', 'left', step.id);
    return {
      ...step,
      visitors,
      reached: share(visitors, visits).rate,
      answered: total('followed', 'answered', step.id),
      skipped: total('followed', 'skipped', step.id),
      left,
      dropOff: share(left, visitors).rate,
    };
  });
  const followedRevenue = revenueOf(input.followedMoney, input.rates);
  const everyoneRevenue = revenueOf(input.money, input.rates);

  const sales = [...new Set(input.money.filter((m) => IN.has(m.operation)).map((m) => m.sale))].map((sale) => {
    const rows = input.money.filter((m) => m.sale === sale && IN.has(m.operation));
    return { sale, count: sumOf(rows, (m) => m.transactions), gross: revenueOf(rows, input.rates).gross };
  });
  const subscriptionsIn = (status: FunnelReportInput['subscriptions'][number]['status']) =>
    sumOf(
      input.subscriptions.filter((s) => s.status === status),
      (s) => s.count,
    );

  const origins = new Map<string, Origin>();
  for (const row of [
    ...input.counts,
    ...input.followedLeads,
    ...input.followedPaid,
    ...input.followedMoney,
    ...input.money,
    ...input.leads,
  ])
    origins.set(originKey(row), { source: row.source, campaign: row.campaign });
  const byOrigin = <T extends Origin>(rows: readonly T[]) => {
    const grouped = new Map<string, T[]>();
    for (const row of rows) {
      const key = originKey(row);
      const group = grouped.get(key);
      if (group) group.push(row);
      else grouped.set(key, [row]);
    }
    return (origin: Origin) => grouped.get(originKey(origin)) ?? [];
  };
  const [leadsOf, paidOf, followedMoneyOf, moneyOf, allLeadsOf] = [
    byOrigin(input.followedLeads),
    byOrigin(input.followedPaid),
    byOrigin(input.followedMoney),
    byOrigin(input.money),
    byOrigin(input.leads),
  ];

  return {
    funnel: input.funnel,
    range: input.range,
    rates: input.rates,
    followed: {
      visits,
      steps: followedSteps,
      emailCapture: share(
        sumOf(input.followedLeads, (l) => l.count),
        visits,
      ),
      paid: share(
        sumOf(input.followedPaid, (p) => p.count),
        visits,
      ),
      revenue: followedRevenue,
      revenuePerVisit: perVisit(followedRevenue.total, visits),
    },
    counted: {
      visits: total('counted', 'start'),
      consentedLater: total('counted', 'consented'),
      steps: steps.map((step) => ({
        ...step,
        shown: total('counted', 'shown', step.id),
        answered: total('counted', 'answered', step.id),
        skipped: total('counted', 'skipped', step.id),
      })),
    },
    everyone: {
      leads: sumOf(input.leads, (l) => l.count),
      customers: input.customers,
      revenue: everyoneRevenue,
      sales,
      refunds: sumOf(
        input.money.filter((m) => m.operation === 'refund'),
        (m) => m.transactions,
      ),
      chargebacks: sumOf(
        input.money.filter((m) => m.operation === 'chargeback'),
        (m) => m.transactions,
      ),
      failedRenewals: input.failedRenewals,
      subscriptions: {
        active: subscriptionsIn('active'),
        pastDue: subscriptionsIn('redemption'),
        cancelled: subscriptionsIn('cancelled'),
        paused: subscriptionsIn('paused'),
      },
    },
    variants: variantFigures(
      {
        visits: input.counts
          .filter((c) => c.moment === 'start')
          .map((c) => ({ ...variantOf(c), population: c.population, count: c.count })),
        leads: input.followedLeads.map((l) => ({ ...variantOf(l), count: l.count })),
        paid: input.followedPaid.map((p) => ({ ...variantOf(p), count: p.count })),
        net: input.followedMoney.map((m) => ({
          ...variantOf(m),
          currency: m.currency,
          amount: OUT.has(m.operation) ? -m.amount : m.amount,
        })),
        spread: input.followedSpread.map((s) => ({ ...variantOf(s), sum: s.sum, squares: s.squares })),
      },
      input.rates,
    ),
    notCounted: Object.fromEntries(
      MEASUREMENT_REFUSALS.map((reason) => [
        reason,
        sumOf(
          input.refusals.filter((r) => r.reason === reason),
          (r) => r.count,
        ),
      ]),
    ) as Record<MeasurementRefusal, number>,
    origins: [...origins.values()]
      .map((origin): OriginReport => {
        const originVisits = totals.get(`followed|start|${originKey(origin)}|origin`) ?? 0;
        const revenue = revenueOf(followedMoneyOf(origin), input.rates).total;
        return {
          ...origin,
          followed: {
            visits: originVisits,
            emailCapture: share(
              sumOf(leadsOf(origin), (l) => l.count),
              originVisits,
            ),
            paid: share(
              sumOf(paidOf(origin), (p) => p.count),
              originVisits,
            ),
            revenue,
            revenuePerVisit: perVisit(revenue, originVisits),
          },
          counted: { visits: totals.get(`counted|start|${originKey(origin)}|origin`) ?? 0 },
          everyone: {
            leads: sumOf(allLeadsOf(origin), (l) => l.count),
            money: revenueOf(moneyOf(origin), input.rates).total,
          },
        };
      })
      .sort(
        (a, b) =>
          b.followed.visits - a.followed.visits ||
          b.counted.visits - a.counted.visits ||
          originKey(a).localeCompare(originKey(b)),
      ),
  };
}
