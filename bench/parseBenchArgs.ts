import type { BenchPart } from './benchResults';

/** The measurements, by the names `npm run bench -- <name>` takes, in the order a whole run makes them. */
export const MEASUREMENTS = {
  validation: 'validation',
  weights: 'weights',
  lighthouse: 'lighthouse',
  observed: 'observed',
  'step-change': 'stepChange',
  server: 'server',
  propagation: 'propagation',
  load: 'load',
  places: 'places',
  reading: 'reading',
  report: 'report',
} as const satisfies Record<string, BenchPart>;

export type BenchArgs = {
  /** The budget gate of `npm test` only (`--check-budgets`): no peer, no timing, no file written. */
  checkBudgets: boolean;
  /** The timing gate of `npm test` only (`--check-timing`): the first step beside the bare Next page, no file written. */
  checkTiming: boolean;
  parts: BenchPart[];
  /** Build the app and the bare Next page first: always on a whole run, else with `--build` or when missing. */
  build: boolean;
  /** Lighthouse on every fixture funnel's first step, not only the three of the comparison. */
  everyFunnel: boolean;
  /** Store the bare Next page's measured interactive JS in budgets.json (with today's date). */
  storeBareNext: boolean;
};

/** `npm run bench [-- <measurement>...] [--build] [--every-funnel] [--store-bare-next] [--check-budgets] [--check-timing]`. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const names = argv.filter((a) => !a.startsWith('--'));
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const known = new Set(['--check-budgets', '--check-timing', '--build', '--every-funnel', '--store-bare-next']);
  const unknown = [...names.filter((n) => !(n in MEASUREMENTS)), ...[...flags].filter((f) => !known.has(f))];
  if (unknown.length > 0)
    throw new Error(
      `unknown ${unknown.join(', ')}: measurements are ${Object.keys(MEASUREMENTS).join(', ')}; options --build, --every-funnel, --store-bare-next, --check-budgets, --check-timing`,
    );
  const whole = names.length === 0;
  const parts = (Object.keys(MEASUREMENTS) as (keyof typeof MEASUREMENTS)[])
    .filter((name) => whole || names.includes(name))
    .map((name) => MEASUREMENTS[name]);
  return {
    checkBudgets: flags.has('--check-budgets'),
    checkTiming: flags.has('--check-timing'),
    parts,
    build: (whole && !flags.has('--check-budgets') && !flags.has('--check-timing')) || flags.has('--build'),
    everyFunnel: flags.has('--every-funnel'),
    storeBareNext: flags.has('--store-bare-next'),
  };
}
