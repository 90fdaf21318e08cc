import { amountsText, convertedText, perVisitText, perVisitWithIntervalText } from '@/runtime/report/amountsText';
import type { FunnelReport, Revenue } from '@/runtime/report/funnelReport';
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
} from '@/runtime/report/reportWords';
import type { Currency } from '@/schemas/enums/currencies';

/** The chart's geometry, in SVG units: a row per step, bars scaled to every followed visit. */
const CHART = { width: 640, labelWidth: 180, row: 28, bar: 18 } as const;

function RevenueLine({ revenue, currency }: { revenue: Revenue; currency: Currency }) {
  return (
    <>
      gross {amountsText(revenue.gross)}; refunds {amountsText(revenue.refunds)}; chargebacks{' '}
      {amountsText(revenue.chargebacks)}
      {Object.keys(revenue.disputesWon).length > 0 && <>; disputes won {amountsText(revenue.disputesWon)}</>}; net{' '}
      {amountsText(revenue.net)};{' '}
      <strong>
        all in {currency}: {convertedText(revenue.total, currency)}
      </strong>
    </>
  );
}

/**
 * A funnel's report for the team (docs/decisions/0031): the range asked for (a form, the time zone of its days, and
 * the same report as CSV) and the currency of its totals with their rates, then its three parts, each saying what it
 * counts. Followed visits: each step's visitors, reach, answers, skips, visits that left there and drop-off, a bar
 * chart of the visitors per step (SVG), email capture, paid conversion and the money of those visits; the counts
 * without consent; everyone's leads, customers and money; and all of it by traffic source and campaign, a table for
 * each base (visits begun, what moved); the visits begun by experiment variant, with intervals; and what it was told
 * and did not count.
 */
export function FunnelReportView({ report, csvHref }: { report: FunnelReport; csvHref: string }) {
  const { followed, counted, everyone } = report;
  const { currency } = report.rates;
  const barSpace = CHART.width - CHART.labelWidth - 60;
  const subscriptions = everyone.subscriptions;
  return (
    <article className="funnel-report">
      <h1>Funnel report: {report.funnel}</h1>
      <form method="get" className="report-range">
        <label>
          From <input type="date" name="from" defaultValue={report.range.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={report.range.to} />
        </label>
        <button type="submit">Show</button> <a href={csvHref}>CSV</a>
      </form>
      <p data-figure="basis">
        {rangeText(report.range)}. {ratesText(report.rates)}.
      </p>

      <section aria-labelledby="report-followed" data-part="followed">
        <h2 id="report-followed">
          {PART_WORDS.followed}: {followed.visits}
        </h2>
        <p>
          Email capture: {followed.emailCapture.count} ({percent(followed.emailCapture.rate)}). Paid conversion:{' '}
          {followed.paid.count} ({percent(followed.paid.rate)}). Revenue of these visits, to this day:{' '}
          <RevenueLine revenue={followed.revenue} currency={currency} />. Per visit:{' '}
          {perVisitText(followed.revenuePerVisit, currency)}.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">step</th>
              <th scope="col">path</th>
              <th scope="col">visitors</th>
              <th scope="col">reached</th>
              <th scope="col">answered</th>
              <th scope="col">skipped</th>
              <th scope="col">left</th>
              <th scope="col">drop-off</th>
            </tr>
          </thead>
          <tbody>
            {followed.steps.map((step) => (
              <tr key={step.id} data-step={step.id}>
                <th scope="row">{step.id}</th>
                <td>{step.path}</td>
                <td>{step.visitors}</td>
                <td>{percent(step.reached)}</td>
                <td>{step.answered}</td>
                <td>{step.skipped}</td>
                <td>{step.left}</td>
                <td>{percent(step.dropOff)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <svg
          role="img"
          aria-label={`Followed visitors per step of ${report.funnel}`}
          viewBox={`0 0 ${CHART.width} ${Math.max(1, followed.steps.length) * CHART.row}`}
          width="100%"
        >
          {followed.steps.map((step, index) => {
            const y = index * CHART.row;
            const width = Math.round(step.reached * barSpace);
            return (
              <g key={step.id} data-step={step.id}>
                <text x={CHART.labelWidth - 8} y={y + CHART.bar - 4} textAnchor="end" fill="currentColor" fontSize="13">
                  {step.id}
                </text>
                <rect x={CHART.labelWidth} y={y} width={width} height={CHART.bar} fill="var(--gold)" rx="3" />
                <text x={CHART.labelWidth + width + 6} y={y + CHART.bar - 4} fill="currentColor" fontSize="13">
                  {step.visitors}
                </text>
              </g>
            );
          })}
        </svg>
      </section>

      <section aria-labelledby="report-counted" data-part="counted">
        <h2 id="report-counted">
          {PART_WORDS.counted}: {counted.visits} visits begun
        </h2>
        <table>
          <thead>
            <tr>
              <th scope="col">step</th>
              <th scope="col">shown</th>
              <th scope="col">answered</th>
              <th scope="col">skipped</th>
            </tr>
          </thead>
          <tbody>
            {counted.steps.map((step) => (
              <tr key={step.id} data-step={step.id}>
                <th scope="row">{step.id}</th>
                <td>{step.shown}</td>
                <td>{step.answered}</td>
                <td>{step.skipped}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p data-figure="consented-later">
          {CONSENTED_LATER_WORDS}: {counted.consentedLater}
        </p>
      </section>

      <section aria-labelledby="report-everyone" data-part="everyone">
        <h2 id="report-everyone">{PART_WORDS.everyone}</h2>
        <p>
          Leads: <span data-figure="leads">{everyone.leads}</span>. Customers (a plan paid):{' '}
          <span data-figure="customers">{everyone.customers}</span>.
        </p>
        <p data-figure="money">
          Money: <RevenueLine revenue={everyone.revenue} currency={currency} /> ({everyone.refunds} refunds,{' '}
          {everyone.chargebacks} chargebacks).
        </p>
        <ul>
          {everyone.sales.map((s) => (
            <li key={s.sale} data-sale={s.sale}>
              {SALE_WORDS[s.sale]}: {s.count}, {amountsText(s.gross)}
            </li>
          ))}
        </ul>
        <p data-figure="subscriptions">
          {FAILED_RENEWALS_WORDS}: {everyone.failedRenewals}. Subscriptions now: {subscriptions.active} active,{' '}
          {subscriptions.pastDue} past due, {subscriptions.cancelled} cancelled, {subscriptions.paused} paused.
        </p>
      </section>

      <section aria-labelledby="report-origins-begun" data-part="origins-begun">
        <h2 id="report-origins-begun">{PART_WORDS.originsBegun}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">source</th>
              <th scope="col">campaign</th>
              <th scope="col">followed visits</th>
              <th scope="col">email capture</th>
              <th scope="col">paid</th>
              <th scope="col">revenue</th>
              <th scope="col">per visit</th>
              <th scope="col">counted visits</th>
            </tr>
          </thead>
          <tbody>
            {report.origins.map(({ source, campaign, followed: f, counted: c }) => (
              <tr key={`${source}:${campaign}`} data-source={source} data-campaign={campaign}>
                <th scope="row">{source || '(none)'}</th>
                <td>{campaign || '(none)'}</td>
                <td>{f.visits}</td>
                <td>
                  {f.emailCapture.count} ({percent(f.emailCapture.rate)})
                </td>
                <td>
                  {f.paid.count} ({percent(f.paid.rate)})
                </td>
                <td>{convertedText(f.revenue, currency)}</td>
                <td>{perVisitText(f.revenuePerVisit, currency)}</td>
                <td>{c.visits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="report-origins-moved" data-part="origins-moved">
        <h2 id="report-origins-moved">{PART_WORDS.originsMoved}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">source</th>
              <th scope="col">campaign</th>
              <th scope="col">leads</th>
              <th scope="col">money</th>
            </tr>
          </thead>
          <tbody>
            {report.origins.map(({ source, campaign, everyone: e }) => (
              <tr key={`${source}:${campaign}`} data-source={source} data-campaign={campaign}>
                <th scope="row">{source || '(none)'}</th>
                <td>{campaign || '(none)'}</td>
                <td>{e.leads}</td>
                <td>{convertedText(e.money, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="report-variants" data-part="variants">
        <h2 id="report-variants">{PART_WORDS.variants}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">experiment</th>
              <th scope="col">variant</th>
              <th scope="col">followed</th>
              <th scope="col">email capture</th>
              <th scope="col">paid</th>
              <th scope="col">revenue</th>
              <th scope="col">per visit</th>
              <th scope="col">counted</th>
            </tr>
          </thead>
          <tbody>
            {report.variants.map(({ experimentId, variantId, followed: f, counted: c }) => (
              <tr key={`${experimentId}:${variantId}`} data-experiment={experimentId} data-variant={variantId}>
                <th scope="row">{variantText(experimentId)}</th>
                <td>{variantText(variantId)}</td>
                <td>{f.visits}</td>
                <td>{shareWithIntervalText(f.emailCapture)}</td>
                <td>{shareWithIntervalText(f.paid)}</td>
                <td>{convertedText(f.revenue, currency)}</td>
                <td>{perVisitWithIntervalText(f.revenuePerVisit, currency)}</td>
                <td>{c.visits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="report-not-counted" data-part="not-counted">
        <h2 id="report-not-counted">{NOT_COUNTED_HEADING}</h2>
        <p>{notCountedText(report.notCounted)}.</p>
      </section>
    </article>
  );
}
