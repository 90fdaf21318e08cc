/**
 * Why the gateway did not count something a page told it (docs/decisions/0040): the report says how much of each, so
 * no figure leaves anything out in silence.
 * - `lost_in_browser`: moments of a followed visit the page dropped after its last try (it says so in its next batch);
 * - `over_client_limit`: moments without consent refused over the per-client limit of batches;
 * - `unknown_step`: moments naming a step no flow of the funnel has;
 * - `after_visit_window`: moments of a visit begun longer ago than a visit lasts;
 * - `variant_mismatch`: exposures naming a variant their visitor is not in;
 * - `impossible_moment`: moments their step cannot say (a start past the flow's first step, a skip of a step that
 *   cannot be skipped): no page of the funnel sends them;
 * - `without_pass`: requests of moments, counts or exposures carrying no valid pass (docs/decisions/0041): not sent by
 *   a page the app served, or kept by a page past its pass;
 * - `passes_over_client_limit`: pages refused a pass over one address's limit, whose moments then go uncounted.
 */
export const MEASUREMENT_REFUSALS = [
  'lost_in_browser',
  'over_client_limit',
  'unknown_step',
  'after_visit_window',
  'variant_mismatch',
  'impossible_moment',
  'without_pass',
  'passes_over_client_limit',
] as const;
export type MeasurementRefusal = (typeof MEASUREMENT_REFUSALS)[number];
