import { CURRENCY_MINOR_DIGITS, type Currency } from '../../../schemas/enums/currencies';
import type { Amounts, FunnelReport, Revenue } from './funnelReport';
import { SALE_WORDS } from './reportWords';

type Row = {
  part: string;
  source?: string;
  campaign?: string;
  step?: string;
  measure: string;
  value: string;
  currency?: string;
};

/**
 * A cell as a spreadsheet should read it: quoted when it must be, never a formula (a campaign named `=HYPERLINK(…)`,
 * or `-1+1`), and a number, negative ones too (a net of more refunds than sales), as a number.
 */
function cell(value: string): string {
  const number = /^-?\d+(\.\d+)?$/.test(value);
  const safe = !number && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const share = (rate: number) => rate.toFixed(4);
const major = (minor: number, currency: Currency) => {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  return (minor / 10 ** digits).toFixed(digits);
};
const moneyRows = (part: string, measure: string, amounts: Amounts, at: Omit<Row, 'part' | 'measure' | 'value'> = {}) =>
  (Object.entries(amounts) as [Currency, number][]).map(
    ([currency, minor]): Row => ({ part, ...at, measure, value: major(Math.round(minor), currency), currency }),
  );
const revenueRows = (part: string, revenue: Revenue, at: Omit<Row, 'part' | 'measure' | 'value'> = {}) => [
  ...moneyRows(part, 'revenue gross', revenue.gross, at),
  ...moneyRows(part, 'refunds', revenue.refunds, at),
  ...moneyRows(part, 'chargebacks', revenue.chargebacks, at),
  ...moneyRows(part, 'disputes won', revenue.disputesWon, at),
  ...moneyRows(part, 'revenue net', revenue.net, at),
];

/**
 * A funnel's report as CSV, one figure a line (`part,source,campaign,step,measure,value,currency`), for a spreadsheet
 * to pivot: the part says which population a figure is of (followed, counted, everyone, origin); shares are 0 to 1;
 * money is in units of its currency, each currency apart.
 */
export function funnelReportCsv(report: FunnelReport): string {
  const { followed, counted, everyone } = report;
  const rows: Row[] = [
    { part: 'range', measure: 'from', value: report.range.from },
    { part: 'range', measure: 'to', value: report.range.to },
    { part: 'followed', measure: 'visits', value: String(followed.visits) },
    ...followed.steps.flatMap((s): Row[] => [
      { part: 'followed', step: s.id, measure: 'visitors', value: String(s.visitors) },
      { part: 'followed', step: s.id, measure: 'reached', value: share(s.reached) },
      { part: 'followed', step: s.id, measure: 'answered', value: String(s.answered) },
      { part: 'followed', step: s.id, measure: 'skipped', value: String(s.skipped) },
      { part: 'followed', step: s.id, measure: 'left', value: String(s.left) },
      { part: 'followed', step: s.id, measure: 'drop-off', value: share(s.dropOff) },
    ]),
    { part: 'followed', measure: 'email capture', value: String(followed.emailCapture.count) },
    { part: 'followed', measure: 'email capture rate', value: share(followed.emailCapture.rate) },
    { part: 'followed', measure: 'paid', value: String(followed.paid.count) },
    { part: 'followed', measure: 'paid rate', value: share(followed.paid.rate) },
    ...revenueRows('followed', followed.revenue),
    ...moneyRows('followed', 'revenue per visit', followed.revenuePerVisit),
    { part: 'counted', measure: 'visits begun', value: String(counted.visits) },
    ...counted.steps.flatMap((s): Row[] => [
      { part: 'counted', step: s.id, measure: 'shown', value: String(s.shown) },
      { part: 'counted', step: s.id, measure: 'answered', value: String(s.answered) },
      { part: 'counted', step: s.id, measure: 'skipped', value: String(s.skipped) },
    ]),
    { part: 'everyone', measure: 'leads', value: String(everyone.leads) },
    { part: 'everyone', measure: 'customers', value: String(everyone.customers) },
    ...revenueRows('everyone', everyone.revenue),
    ...everyone.sales.flatMap((s) => [
      { part: 'everyone', measure: SALE_WORDS[s.sale], value: String(s.count) },
      ...moneyRows('everyone', `${SALE_WORDS[s.sale]} gross`, s.gross),
    ]),
    { part: 'everyone', measure: 'refunds made', value: String(everyone.refunds) },
    { part: 'everyone', measure: 'chargebacks made', value: String(everyone.chargebacks) },
    { part: 'everyone', measure: 'renewals refused', value: String(everyone.failedRenewals) },
    ...Object.entries(everyone.subscriptions).map(([status, n]) => ({
      part: 'everyone',
      measure: `subscriptions ${status}`,
      value: String(n),
    })),
    ...report.origins.flatMap((o): Row[] => {
      const at = { source: o.source, campaign: o.campaign };
      return [
        { part: 'origin', ...at, measure: 'followed visits', value: String(o.visits) },
        { part: 'origin', ...at, measure: 'email capture', value: String(o.emailCapture.count) },
        { part: 'origin', ...at, measure: 'email capture rate', value: share(o.emailCapture.rate) },
        { part: 'origin', ...at, measure: 'paid', value: String(o.paid.count) },
        { part: 'origin', ...at, measure: 'paid rate', value: share(o.paid.rate) },
        ...moneyRows('origin', 'followed revenue net', o.revenue, at),
        ...moneyRows('origin', 'revenue per followed visit', o.revenuePerVisit, at),
        { part: 'origin', ...at, measure: 'counted visits', value: String(o.countedVisits) },
        { part: 'origin', ...at, measure: 'all leads', value: String(o.leads) },
        ...moneyRows('origin', 'all revenue net', o.money, at),
      ];
    }),
  ];
  const header = ['part', 'source', 'campaign', 'step', 'measure', 'value', 'currency'];
  const lines = rows.map((r) =>
    [r.part, r.source ?? '', r.campaign ?? '', r.step ?? '', r.measure, r.value, r.currency ?? ''].map(cell).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
