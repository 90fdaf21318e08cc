/**
 * How unlikely a split must be before it is called broken: one chance in a thousand, the usual bar for a sample ratio
 * mismatch (a check run on every look must not cry wolf).
 */
export const SAMPLE_RATIO_ALPHA = 0.001;

/** Whether the visitors were split as the weights say: the chi-square statistic, its p-value, and the verdict. */
export type SampleRatioCheck = { chiSquare: number; pValue: number; mismatch: boolean };

/**
 * The sample ratio check of an experiment: the visitors each variant was shown against what its weight asks, by
 * Pearson's chi-square test (variants of weight 0 take no new visitor and are left out). A mismatch says the split
 * itself is broken (a redirect losing visitors, a bot, a cache), and no result of the experiment can be trusted.
 */
export function sampleRatioCheck(variants: readonly { exposed: number; weight: number }[]): SampleRatioCheck {
  const split = variants.filter((v) => v.weight > 0);
  const total = split.reduce((sum, v) => sum + v.exposed, 0);
  const weights = split.reduce((sum, v) => sum + v.weight, 0);
  if (split.length < 2 || total === 0) return { chiSquare: 0, pValue: 1, mismatch: false };
  const chiSquare = split.reduce((sum, v) => {
    const expected = (total * v.weight) / weights;
    return sum + (v.exposed - expected) ** 2 / expected;
  }, 0);
  const pValue = chiSquareSurvival(chiSquare, split.length - 1);
  return { chiSquare, pValue, mismatch: pValue < SAMPLE_RATIO_ALPHA };
}

/** The chance a chi-square of `degrees` degrees of freedom is at least `x`: the regularized upper gamma Q(k/2, x/2). */
export function chiSquareSurvival(x: number, degrees: number): number {
  if (x <= 0) return 1;
  return upperGamma(degrees / 2, x / 2);
}

/** The log of the gamma function (Lanczos' approximation, as Numerical Recipes gives it). */
function logGamma(z: number): number {
  const c = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
    -5.395239384953e-6,
  ];
  let x = z;
  let y = z;
  let tmp = x + 5.5;
  tmp -= (x + 0.5) * Math.log(tmp);
  let series = 1.000000000190015;
  for (const coefficient of c) series += coefficient / ++y;
  x = -tmp + Math.log((2.5066282746310007 * series) / z);
  return x;
}

/** Q(s, x), by its series below s + 1 and its continued fraction above (Numerical Recipes' gammq). */
function upperGamma(s: number, x: number): number {
  const front = Math.exp(-x + s * Math.log(x) - logGamma(s));
  if (x < s + 1) {
    let term = 1 / s;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (s + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * front);
  }
  const tiny = 1e-300;
  let b = x + 1 - s;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return Math.min(1, front * h);
}
