/** The runs of each property test unless FUZZ_RUNS says (`npm run fuzz` asks for 100,000). */
export const DEFAULT_FUZZ_RUNS = 1000;

/** How many runs a property test makes: FUZZ_RUNS, else DEFAULT_FUZZ_RUNS. */
export function fuzzRuns(): number {
  const raw = process.env.FUZZ_RUNS;
  if (raw === undefined || raw === '') return DEFAULT_FUZZ_RUNS;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS is not a positive whole number: ${raw}`);
  return runs;
}

/** A test's time limit for its runs, at most `msPerRun` each (a loaded machine included), and never under 20 s. */
export function fuzzTimeout(runs: number, msPerRun: number): number {
  return Math.max(20_000, runs * msPerRun);
}

/**
 * The parameters of a property test: its runs, and to replay a failure, the seed and path fast-check printed with it
 * (`FUZZ_SEED=<seed> FUZZ_PATH=<path> npm run fuzz`).
 */
export function fuzzParameters(): { numRuns: number; seed?: number; path?: string } {
  const seed = process.env.FUZZ_SEED;
  const path = process.env.FUZZ_PATH;
  return {
    numRuns: fuzzRuns(),
    ...(seed ? { seed: Number(seed) } : {}),
    ...(path ? { path } : {}),
  };
}
