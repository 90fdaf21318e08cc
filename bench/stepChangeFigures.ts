import type { StepChangeSample } from './benchResults';
import { median } from './median';
import { percentile } from './percentile';

/** A set of step changes' figures: median and p95 from click to paint, and the requests made in between. */
export type StepChangeFigures = { medianMs: number; p95Ms: number; requests: number; changes: number };

function figuresOf(samples: readonly StepChangeSample[]): StepChangeFigures {
  const times = samples.map((s) => s.ms);
  return {
    medianMs: median(times),
    p95Ms: percentile(times, 95),
    requests: samples.reduce((n, s) => n + s.requests, 0),
    changes: samples.length,
  };
}

/**
 * The figures of a funnel's walks: every step change, and the first taps apart (the change from the first step,
 * the one a visitor from an ad makes first, while the runtime may still be loading).
 */
export function stepChangeFigures(
  samples: readonly StepChangeSample[],
  firstStep: string,
): { all: StepChangeFigures; firstTap: StepChangeFigures } {
  return { all: figuresOf(samples), firstTap: figuresOf(samples.filter((s) => s.from === firstStep)) };
}
