import { Fragment } from 'react';
import { convertedText, perVisitText } from '@/runtime/report/amountsText';
import { PART_WORDS, percent, variantText } from '@/runtime/report/reportWords';
import {
  COHORT_DAYS,
  ESTIMATE_DAYS,
  estimateText,
  type OriginReturn,
  type ReturnFigures,
} from '@/runtime/report/spend/originReturns';
import type { Currency } from '@/schemas/enums/currencies';
import { CohortChart } from './CohortChart';

/** What became of the last spend file the team uploaded here, as the upload's answer says it (in the address). */
export type SpendUploadOutcome = { imported: string } | { problems: string } | undefined;

/**
 * Each origin's return on its ad spend (docs/decisions/0042): spend in the range, customers, cost per customer, their
 * money to this day, the return, and revenue per followed visit at days 0, 7 and 30, as a table, with a row for each
 * of an origin's ads under it, and for each variant where its visits were in an experiment; then the upload of a spend file (CSV, as
 * `funnel spend import` takes it), which answers by coming back here saying what it imported or each problem by line and column.
 */
export function OriginReturnsView({
  returns,
  currency,
  uploadHref,
  outcome,
}: {
  returns: readonly OriginReturn[];
  currency: Currency;
  uploadHref: string;
  outcome: SpendUploadOutcome;
}) {
  return (
    <section aria-labelledby="report-returns" data-part="returns" className="funnel-report">
      <h2 id="report-returns">{PART_WORDS.returns}</h2>
      {returns.length === 0 ? (
        <p>No spend imported for the range.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">source</th>
              <th scope="col">campaign</th>
              <th scope="col">spend</th>
              <th scope="col">customers</th>
              <th scope="col">per customer</th>
              <th scope="col">money to date</th>
              <th scope="col">return</th>
              {COHORT_DAYS.map((day) => (
                <th scope="col" key={day}>
                  per visit, day {day}
                </th>
              ))}
              {ESTIMATE_DAYS.map((day) => (
                <th scope="col" key={`estimate-${day}`}>
                  day {day}, estimated at day 7
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {returns.map((o) => (
              <Fragment key={`${o.source}:${o.campaign}`}>
                <tr data-source={o.source} data-campaign={o.campaign}>
                  <th scope="row">{o.source}</th>
                  <td>{o.campaign || '(none)'}</td>
                  <ReturnCells figures={o} currency={currency} />
                </tr>
                {o.ads.map((a) => (
                  <tr
                    key={`ad:${a.ad}`}
                    data-source={o.source}
                    data-campaign={o.campaign}
                    data-ad={a.ad}
                    className="return-within"
                  >
                    <th scope="row" colSpan={2}>
                      ad {a.ad}
                    </th>
                    <ReturnCells figures={a} currency={currency} />
                  </tr>
                ))}
                {o.variants.map((v) => (
                  <tr
                    key={`${v.experimentId}:${v.variantId}`}
                    data-source={o.source}
                    data-campaign={o.campaign}
                    data-variant={v.variantId}
                    className="return-within"
                  >
                    <th scope="row" colSpan={2}>
                      variant {variantText(v.variantId)}, {percent(v.share)} of its visits
                    </th>
                    <ReturnCells figures={v} currency={currency} />
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      {returns.length > 0 && <CohortChart returns={returns} currency={currency} />}
      <form method="post" action={uploadHref} encType="multipart/form-data" className="spend-upload">
        <label>
          Spend file (CSV: date, source, campaign, currency, amount; adset and ad optional){' '}
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>{' '}
        <button type="submit">Import spend</button>
      </form>
      {outcome && 'imported' in outcome && <p role="status">{outcome.imported}</p>}
      {outcome && 'problems' in outcome && (
        <pre role="alert" className="spend-problems">
          {outcome.problems}
        </pre>
      )}
    </section>
  );
}

/** A return's figures as cells (an origin's or a variant's), each named for the page's tests and readers. */
function ReturnCells({ figures: o, currency }: { figures: ReturnFigures; currency: Currency }) {
  return (
    <>
      <td data-figure="spend">{convertedText(o.spend.total, currency)}</td>
      <td data-figure="customers">{o.customers}</td>
      <td data-figure="cac">{o.cac === null ? '-' : perVisitText(o.cac, currency)}</td>
      <td data-figure="revenue">{convertedText(o.revenue.total, currency)}</td>
      <td data-figure="roas">{o.roas === null ? '-' : `${o.roas.toFixed(2)}x`}</td>
      {o.cohorts.map((c) => (
        <td key={c.day} data-figure={`day-${c.day}`} title={`${c.visits} followed visits read`}>
          {c.visits === 0 ? '-' : perVisitText(c.perVisit, currency)}
        </td>
      ))}
      {o.estimates.map((e) => (
        <td key={`estimate-${e.day}`} data-figure={`estimate-${e.day}`}>
          {estimateText(e.estimate, currency)}
        </td>
      ))}
    </>
  );
}
