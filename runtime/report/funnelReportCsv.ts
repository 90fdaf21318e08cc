import { CURRENCY_MINOR_DIGITS, type Currency } from '@/schemas/enums/currencies';
import type { MeasurementRefusal } from '@/schemas/enums/measurementRefusals';
import type { Amounts, FunnelReport, Revenue } from './funnelReport';
import type { Converted } from './inReportCurrency';
import { NOT_COUNTED_WORDS, SALE_WORDS } from './reportWords';
import type { OriginReturn, ReturnFigures } from './spend/originReturns';

type Row = {
  part: string;
  source?: string;
  campaign?: string;
  ad?: string;
  experiment?: string;
  variant?: string;
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
type At = Omit<Row, 'part' | 'measure' | 'value'>;
const moneyRows = (part: string, measure: string, amounts: Amounts, at: At = {}) =>
  (Object.entries(amounts) as [Currency, number][]).map(
    ([currency, minor]): Row => ({ part, ...at, measure, value: major(Math.round(minor), currency), currency }),
  );
/** A total in the report's currency, and apart, each in its own currency, what had no rate (left out of it). */
const convertedRows = (part: string, measure: string, converted: Converted, currency: Currency, at: At = {}) => [
  ...moneyRows(part, `${measure} in report currency`, { [currency]: converted.amount }, at),
  ...moneyRows(part, `${measure} without a rate`, converted.unconverted, at),
];
const revenueRows = (part: string, revenue: Revenue, currency: Currency, at: At = {}) => [
  ...moneyRows(part, 'revenue gross', revenue.gross, at),
  ...moneyRows(part, 'refunds', revenue.refunds, at),
  ...moneyRows(part, 'chargebacks', revenue.chargebacks, at),
  ...moneyRows(part, 'disputes won', revenue.disputesWon, at),
  ...moneyRows(part, 'revenue net', revenue.net, at),
  ...convertedRows(part, 'revenue net', revenue.total, currency, at),
];

/** A return's figures (an origin's, or one variant's of it): spend, customers, cost, money, return, cohorts, estimates. */
const returnRows = (part: string, o: ReturnFigures, currency: Currency, at: At): Row[] => [
  ...moneyRows(part, 'spend', o.spend.amounts, at),
  ...convertedRows(part, 'spend', o.spend.total, currency, at),
  { part, ...at, measure: 'customers', value: String(o.customers) },
  ...(o.cac === null ? [] : moneyRows(part, 'cost per customer', { [currency]: o.cac }, at)),
  ...revenueRows(part, o.revenue, currency, at),
  ...(o.roas === null ? [] : [{ part, ...at, measure: 'return on ad spend', value: o.roas.toFixed(4) }]),
  ...o.cohorts.flatMap((c): Row[] => [
    { part, ...at, measure: `followed visits read at day ${c.day}`, value: String(c.visits) },
    ...moneyRows(part, `revenue per visit at day ${c.day}`, { [currency]: c.perVisit }, at),
  ]),
  ...o.estimates.flatMap(({ day, estimate: e }): Row[] => {
    if (e === null) return [];
    const measure = `revenue per visit at day ${day} estimated at day 7`;
    return [
      ...moneyRows(part, measure, { [currency]: e.perVisit }, at),
      ...moneyRows(part, `${measure} low`, { [currency]: e.low }, at),
      ...moneyRows(part, `${measure} high`, { [currency]: e.high }, at),
    ];
  }),
];

/**
 * A funnel's report as CSV, one figure a line (`part,source,campaign,ad,experiment,variant,step,measure,value,currency`), for a spreadsheet
 * to pivot: the range (with the time zone of its days) and the rates totals were converted at (one unit of each
 * currency in the report's currency); then the part says which population a figure is of and so its base (followed
 * and counted: visits begun in the range; everyone: what moved in it), `by origin` for a traffic source and campaign;
 * shares are 0 to 1; money is in units of its currency, each currency apart, and `in report currency` in all, beside
 * what had no rate (`without a rate`); `by variant` gives the visits begun by the experiment variant they began in (an
 * interval's ends as `low` and `high`); `return by origin` gives each origin's spend, customers, cost per customer,
 * money to date and return on ad spend (a ratio), `return by origin and ad` the same for each ad of an origin (its own
 * spend, the customers and visits that came from it), and `return by origin and variant` the same within each variant of
 * an experiment (the origin's spend shared as its visits were); `not counted` says, by reason, what the gateway was told and no
 * figure holds.
 */
export function funnelReportCsv(report: FunnelReport & { returns?: readonly OriginReturn[] }): string {
  const { followed, counted, everyone, rates } = report;
  const { currency } = rates;
  const rows: Row[] = [
    { part: 'range', measure: 'from', value: report.range.from },
    { part: 'range', measure: 'to', value: report.range.to },
    { part: 'range', measure: 'time zone', value: report.range.timeZone },
    { part: 'rates', measure: 'report currency', value: currency },
    { part: 'rates', measure: 'as of', value: rates.asOf },
    { part: 'rates', measure: 'illustrative', value: rates.illustrative ? 'yes' : 'no' },
    ...(Object.entries(rates.rates) as [Currency, number][]).map(
      ([other, rate]): Row => ({
        part: 'rates',
        measure: `one ${other} in ${currency}`,
        value: String(rate),
        currency,
      }),
    ),
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
    ...revenueRows('followed', followed.revenue, currency),
    ...moneyRows('followed', 'revenue per visit', { [currency]: followed.revenuePerVisit }),
    { part: 'counted', measure: 'visits begun', value: String(counted.visits) },
    {
      part: 'counted',
      measure: 'visits that consented after the page was hidden',
      value: String(counted.consentedLater),
    },
    ...counted.steps.flatMap((s): Row[] => [
      { part: 'counted', step: s.id, measure: 'shown', value: String(s.shown) },
      { part: 'counted', step: s.id, measure: 'answered', value: String(s.answered) },
      { part: 'counted', step: s.id, measure: 'skipped', value: String(s.skipped) },
    ]),
    { part: 'everyone', measure: 'leads', value: String(everyone.leads) },
    { part: 'everyone', measure: 'customers', value: String(everyone.customers) },
    ...revenueRows('everyone', everyone.revenue, currency),
    ...everyone.sales.flatMap((s) => [
      { part: 'everyone', measure: SALE_WORDS[s.sale], value: String(s.count) },
      ...moneyRows('everyone', `${SALE_WORDS[s.sale]} gross`, s.gross),
    ]),
    { part: 'everyone', measure: 'refunds made', value: String(everyone.refunds) },
    { part: 'everyone', measure: 'chargebacks made', value: String(everyone.chargebacks) },
    { part: 'everyone', measure: 'subscriptions with a renewal refused', value: String(everyone.failedRenewals) },
    ...Object.entries(everyone.subscriptions).map(([status, n]) => ({
      part: 'everyone',
      measure: `subscriptions ${status}`,
      value: String(n),
    })),
    ...report.origins.flatMap((o): Row[] => {
      const at = { source: o.source, campaign: o.campaign };
      const { followed: f } = o;
      return [
        { part: 'followed by origin', ...at, measure: 'visits', value: String(f.visits) },
        { part: 'followed by origin', ...at, measure: 'email capture', value: String(f.emailCapture.count) },
        { part: 'followed by origin', ...at, measure: 'email capture rate', value: share(f.emailCapture.rate) },
        { part: 'followed by origin', ...at, measure: 'paid', value: String(f.paid.count) },
        { part: 'followed by origin', ...at, measure: 'paid rate', value: share(f.paid.rate) },
        ...convertedRows('followed by origin', 'revenue net', f.revenue, currency, at),
        ...moneyRows('followed by origin', 'revenue per visit', { [currency]: f.revenuePerVisit }, at),
        { part: 'counted by origin', ...at, measure: 'visits begun', value: String(o.counted.visits) },
        { part: 'everyone by origin', ...at, measure: 'leads', value: String(o.everyone.leads) },
        ...convertedRows('everyone by origin', 'revenue net', o.everyone.money, currency, at),
      ];
    }),
    ...report.variants.flatMap((v): Row[] => {
      const at = { experiment: v.experimentId, variant: v.variantId };
      const { followed: f } = v;
      const part = 'by variant';
      const intervalRows = (measure: string, i: { low: number; high: number }, value: (n: number) => string) => [
        { part, ...at, measure: `${measure} low`, value: value(i.low) },
        { part, ...at, measure: `${measure} high`, value: value(i.high) },
      ];
      const perVisit = (minor: number) => major(Math.round(minor), currency);
      return [
        { part, ...at, measure: 'followed visits', value: String(f.visits) },
        { part, ...at, measure: 'email capture', value: String(f.emailCapture.count) },
        { part, ...at, measure: 'email capture rate', value: share(f.emailCapture.rate) },
        ...intervalRows('email capture rate', f.emailCapture, share),
        { part, ...at, measure: 'paid', value: String(f.paid.count) },
        { part, ...at, measure: 'paid rate', value: share(f.paid.rate) },
        ...intervalRows('paid rate', f.paid, share),
        ...convertedRows(part, 'revenue net', f.revenue, currency, at),
        { part, ...at, measure: 'revenue per visit', value: perVisit(f.revenuePerVisit.mean), currency },
        ...intervalRows('revenue per visit', f.revenuePerVisit, perVisit).map((r) => ({ ...r, currency })),
        { part, ...at, measure: 'counted visits', value: String(v.counted.visits) },
      ];
    }),
    ...(report.returns ?? []).flatMap((o): Row[] => [
      ...returnRows('return by origin', o, currency, { source: o.source, campaign: o.campaign }),
      ...o.ads.flatMap((a) =>
        returnRows('return by origin and ad', a, currency, { source: o.source, campaign: o.campaign, ad: a.ad }),
      ),
      ...o.variants.flatMap((v): Row[] => {
        const part = 'return by origin and variant';
        const at = { source: o.source, campaign: o.campaign, experiment: v.experimentId, variant: v.variantId };
        return [
          { part, ...at, measure: 'share of followed visits', value: share(v.share) },
          ...returnRows(part, v, currency, at),
        ];
      }),
    ]),
    ...Object.entries(report.notCounted).map(([reason, n]) => ({
      part: 'not counted',
      measure: NOT_COUNTED_WORDS[reason as MeasurementRefusal],
      value: String(n),
    })),
  ];
  const header = ['part', 'source', 'campaign', 'ad', 'experiment', 'variant', 'step', 'measure', 'value', 'currency'];
  const lines = rows.map((r) =>
    [
      r.part,
      r.source ?? '',
      r.campaign ?? '',
      r.ad ?? '',
      r.experiment ?? '',
      r.variant ?? '',
      r.step ?? '',
      r.measure,
      r.value,
      r.currency ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
