import type { Currency } from '../../schemas/enums/currencies';
import { convertedText, perVisitText } from '../tracking/report/amountsText';
import { PART_WORDS } from '../tracking/report/reportWords';
import { COHORT_DAYS, ESTIMATE_DAYS, estimateText, type OriginReturn } from '../tracking/report/spend/originReturns';

/** What became of the last spend file the team uploaded here, as the upload's answer says it (in the address). */
export type SpendUploadOutcome = { imported: string } | { problems: string } | undefined;

/**
 * Each origin's return on its ad spend (docs/decisions/0042): spend in the range, customers, cost per customer, their
 * money to this day, the return, and revenue per followed visit at days 0, 7 and 30, as a table; then the upload of a spend file (CSV, as `funnel spend import` takes
 * it), which answers by coming back here saying what it imported or each problem by line and column.
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
              <tr key={`${o.source}:${o.campaign}`} data-source={o.source} data-campaign={o.campaign}>
                <th scope="row">{o.source}</th>
                <td>{o.campaign || '(none)'}</td>
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
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
