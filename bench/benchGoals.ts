/**
 * The goals of the benchmark (issue 15), each a ratio to or a margin over a peer measured in the same run, so they
 * hold on any machine. The two byte goals are the budgets `npm test` gates (bench/budgets.json); timings never gate.
 */
export const BENCH_GOALS = {
  /** A first step's LCP at most this many times the static page's. */
  lcpRatioToStatic: 1.3,
  /** A first step's TBT at most the bare Next page's plus this. */
  tbtOverBareNextMs: 30,
  /** A first step's CLS under this. */
  clsBelow: 0.02,
  /**
   * Observed at 4x CPU and slow 4G (issue 42): a first step's LCP at most this many times the bare Next page's (and
   * lcpRatioToStatic times the static page's), its blocking time at most the bare Next page's plus tbtOverBareNextMs,
   * no task over 50 ms after its first paint, and at most this many requests more than the bare Next page before a tap.
   */
  observedLcpRatioToBareNext: 1.1,
  taskAfterPaintMaxMs: 50,
  requestsOverBareNext: 2,
  /** From the click on an answer to the next step painted, at 4x CPU throttling: median and p95 at most these. */
  stepChangeMedianMs: 16,
  stepChangeP95Ms: 50,
  stepChangeCpuThrottlingRate: 4,
  /** The first tap (from the first step, the runtime loaded while the page was idle): p95 at most this. */
  firstTapP95Ms: 50,
  /** A funnel's first page served at least this share of the requests per second of a static file. */
  firstPageRpsRatioToStatic: 0.9,
  /** From a publish to the other instance serving it, p95 at most this. */
  propagationP95Ms: 100,
  /**
   * A funnel's report of 30 days over ten million stored events, on PostgreSQL, at most this (issue 28: a figure of
   * its own, no peer has a report to measure beside).
   */
  reportMaxMs: 1000,
} as const;
