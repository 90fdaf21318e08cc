import type { Currency } from '@/schemas/enums/currencies';
import { amountsText, convertedText, perVisitText, perVisitWithIntervalText } from './amountsText';
import type { FunnelReport, Revenue } from './funnelReport';
import {
  CONSENTED_LATER_WORDS,
  FAILED_RENEWALS_WORDS,
  NOT_COUNTED_HEADING,
  notCountedText,
  PART_WORDS,
  percent,
  rangeText,
  ratesText,
  SALE_WORDS,
  shareWithIntervalText,
  variantText,
} from './reportWords';
import { COHORT_DAYS, ESTIMATE_DAYS, estimateText, type OriginReturn, type ReturnFigures } from './spend/originReturns';

/** The cohort columns of the return table: revenue per followed visit at each cohort day. */
const COHORT_HEADERS = COHORT_DAYS.map((day) => `per visit day ${day}`);
/** The estimate columns: revenue per visit at a later day, estimated at day 7, with its interval. */
const ESTIMATE_HEADERS = ESTIMATE_DAYS.map((day) => `day ${day} est. at day 7`);

/** The width of the text chart's longest bar (a step every followed visit reached), in characters. */
export const REPORT_BAR_WIDTH = 30;

/** Columns as text: the first `left` columns padded on the right, the others on the left, two spaces apart. */
function table(header: string[], rows: string[][], left = 1): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < left ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

const revenueText = (revenue: Revenue, currency: Currency) =>
  `gross ${amountsText(revenue.gross)}; refunds ${amountsText(revenue.refunds)}; chargebacks ${amountsText(revenue.chargebacks)}${disputesWonText(revenue)}; net ${amountsText(revenue.net)}; all in ${currency}: ${convertedText(revenue.total, currency)}`;
/** Disputes won, named only where there is one: most ranges have none. */
const disputesWonText = (revenue: Revenue) =>
  Object.keys(revenue.disputesWon).length === 0 ? '' : `; disputes won ${amountsText(revenue.disputesWon)}`;

/** A return's figures as cells: spend, customers, cost per customer, money to date, return, cohorts and estimates. */
const returnCells = (o: ReturnFigures, currency: Currency) => [
  convertedText(o.spend.total, currency),
  String(o.customers),
  o.cac === null ? '-' : perVisitText(o.cac, currency),
  convertedText(o.revenue.total, currency),
  o.roas === null ? '-' : `${o.roas.toFixed(2)}x`,
  ...o.cohorts.map((c) => (c.visits === 0 ? '-' : perVisitText(c.perVisit, currency))),
  ...o.estimates.map((e) => estimateText(e.estimate, currency)),
];

/**
 * Each origin's return, a row each; under it, a row for each of its ads (`ad moon`) and, while its visits were in an
 * experiment, for each variant (`variant a 75.0%`, with its share of the origin's followed visits, the share of the
 * spend it is given).
 */
function returnsTable(returns: readonly OriginReturn[], currency: Currency): string[] {
  const within = returns.some((o) => o.ads.length > 0 || o.variants.length > 0);
  const header = ['source', 'campaign', ...(within ? ['within'] : [])];
  return table(
    [
      ...header,
      'spend',
      'customers',
      'per customer',
      'money to date',
      'return',
      ...COHORT_HEADERS,
      ...ESTIMATE_HEADERS,
    ],
    returns.flatMap((o) => [
      [o.source || '(none)', o.campaign || '(none)', ...(within ? [''] : []), ...returnCells(o, currency)],
      ...o.ads.map((a) => ['', '', `ad ${a.ad}`, ...returnCells(a, currency)]),
      ...o.variants.map((v) => [
        '',
        '',
        `variant ${variantText(v.variantId)} ${percent(v.share)}`,
        ...returnCells(v, currency),
      ]),
    ]),
    header.length,
  );
}

/**
 * A funnel's report as text for a terminal (`funnel report <slug>`), headed by its days (and their time zone) and the
 * currency of its totals (and their rates), in its three parts (docs/decisions/0031): the followed visits' chart (each
 * step's visitors, the share that reached it, answered, skipped, how many left there and its drop-off, with a bar of
 * the share), email capture, paid conversion and their money; the counts without consent; everyone's leads, customers
 * and money; then the same by traffic source and campaign, a table for each base (visits begun, what moved); each
 * origin's return on its spend; the visits begun by experiment variant, with intervals; and what it was told and did
 * not count.
 */
export function formatFunnelReport(report: FunnelReport & { returns?: readonly OriginReturn[] }): string {
  const { followed, counted, everyone } = report;
  const { currency } = report.rates;
  const bar = (share: number) => '█'.repeat(Math.round(share * REPORT_BAR_WIDTH));
  const followedRows = followed.steps.map((s) => [
    s.id,
    s.path,
    String(s.visitors),
    percent(s.reached),
    String(s.answered),
    String(s.skipped),
    String(s.left),
    percent(s.dropOff),
  ]);
  const followedTable = table(
    ['step', 'path', 'visitors', 'reached', 'answered', 'skipped', 'left', 'drop-off'],
    followedRows,
    2,
  );
  const subscriptions = everyone.subscriptions;
  return [
    `Funnel ${report.funnel}, ${rangeText(report.range)}`,
    ratesText(report.rates),
    '',
    `${PART_WORDS.followed}: ${followed.visits}`,
    '',
    followedTable[0],
    ...followedTable.slice(1).map((line, i) => `${line}  ${bar(followed.steps[i]?.reached ?? 0)}`.trimEnd()),
    '',
    `Email capture: ${followed.emailCapture.count} of ${followed.visits} followed visits (${percent(followed.emailCapture.rate)})`,
    `Paid conversion: ${followed.paid.count} of ${followed.visits} followed visits (${percent(followed.paid.rate)})`,
    `Revenue of these visits, to this day: ${revenueText(followed.revenue, currency)}`,
    `Revenue per followed visit: ${perVisitText(followed.revenuePerVisit, currency)}`,
    '',
    `${PART_WORDS.counted}: ${counted.visits} visits begun`,
    '',
    ...table(
      ['step', 'path', 'shown', 'answered', 'skipped'],
      counted.steps.map((s) => [s.id, s.path, String(s.shown), String(s.answered), String(s.skipped)]),
      2,
    ),
    `${CONSENTED_LATER_WORDS}: ${counted.consentedLater}`,
    '',
    `${PART_WORDS.everyone}:`,
    `Leads: ${everyone.leads}. Customers (a plan paid): ${everyone.customers}.`,
    `Money: ${revenueText(everyone.revenue, currency)} (${everyone.refunds} refunds, ${everyone.chargebacks} chargebacks)`,
    ...everyone.sales.map((s) => `  ${SALE_WORDS[s.sale]}: ${s.count}, ${amountsText(s.gross)}`),
    `${FAILED_RENEWALS_WORDS}: ${everyone.failedRenewals}. Subscriptions now: ${subscriptions.active} active, ${subscriptions.pastDue} past due, ${subscriptions.cancelled} cancelled, ${subscriptions.paused} paused.`,
    '',
    `${PART_WORDS.originsBegun}:`,
    '',
    ...table(
      ['source', 'campaign', 'followed', 'email capture', 'paid', 'revenue', 'per visit', 'counted'],
      report.origins.map((o) => [
        o.source || '(none)',
        o.campaign || '(none)',
        String(o.followed.visits),
        `${o.followed.emailCapture.count} ${percent(o.followed.emailCapture.rate)}`,
        `${o.followed.paid.count} ${percent(o.followed.paid.rate)}`,
        convertedText(o.followed.revenue, currency),
        perVisitText(o.followed.revenuePerVisit, currency),
        String(o.counted.visits),
      ]),
      2,
    ),
    '',
    `${PART_WORDS.originsMoved}:`,
    '',
    ...table(
      ['source', 'campaign', 'leads', 'money'],
      report.origins.map((o) => [
        o.source || '(none)',
        o.campaign || '(none)',
        String(o.everyone.leads),
        convertedText(o.everyone.money, currency),
      ]),
      2,
    ),
    '',
    `${PART_WORDS.returns}:`,
    '',
    ...((report.returns ?? []).length === 0
      ? ['No spend imported for the range (funnel spend import).']
      : returnsTable(report.returns ?? [], currency)),
    '',
    `${PART_WORDS.variants}:`,
    '',
    ...table(
      ['experiment', 'variant', 'followed', 'email capture', 'paid', 'revenue', 'per visit', 'counted'],
      report.variants.map((v) => [
        variantText(v.experimentId),
        variantText(v.variantId),
        String(v.followed.visits),
        shareWithIntervalText(v.followed.emailCapture),
        shareWithIntervalText(v.followed.paid),
        convertedText(v.followed.revenue, currency),
        perVisitWithIntervalText(v.followed.revenuePerVisit, currency),
        String(v.counted.visits),
      ]),
      2,
    ),
    '',
    `${NOT_COUNTED_HEADING}: ${notCountedText(report.notCounted)}.`,
    '',
  ].join('\n');
}
