/**
 * Why the gateway did not count something a page told it (docs/decisions/0040): the report says how much of each, so
 * no figure leaves anything out in silence.
 * - `lost_in_browser`: moments of a followed visit the page dropped after its last try (it says so in its next batch);
 * - `over_client_limit`: moments without consent refused over the per-client limit of batches;
 * - `unknown_step`: moments naming a step no flow of the funnel has;
 * - `after_visit_window`: moments of a visit begun longer ago than a visit lasts;
 * - `variant_mismatch`: exposures naming a variant their visitor is not in.
 */
export const MEASUREMENT_REFUSALS = [
  'lost_in_browser',
  'over_client_limit',
  'unknown_step',
  'after_visit_window',
  'variant_mismatch',
] as const;
export type MeasurementRefusal = (typeof MEASUREMENT_REFUSALS)[number];
