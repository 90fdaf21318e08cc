/**
 * docs/limits.md#scroll-depth-and-web-vitals: web vitals are measured on the prelanding and gender pages (the steps at
 * those sub-paths).
 */
export const WEB_VITALS_STEP_PATHS = ['prelanding', 'gender'] as const;
/** docs/limits.md#scroll-depth-and-web-vitals: the vitals measured there. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;

/**
 * Whether a page load's vitals are measured: the step it landed on has one of the paths of
 * docs/limits.md#scroll-depth-and-web-vitals. Vitals describe a page load, so only the step the visitor landed on
 * counts, not the steps reached inside the page later.
 */
export function tracksWebVitals(landingStepPath: string | undefined): boolean {
  return (WEB_VITALS_STEP_PATHS as readonly (string | undefined)[]).includes(landingStepPath);
}
