import { variantCookie } from '@/schemas/experiments/experimentCookies';

/**
 * Where the app renders a funnel as one variant of its experiment shows it: `/_variant/<funnel path>/<experiment
 * id>.<variant id>/<step path>`, cached like the funnel's own pages. No slug can start with `_` (PATTERNS.slug).
 */
export const VARIANT_ROUTE = '/_variant';

/** A path's running experiment as the proxy knows it: its id and its variants' ids (servedVersions). */
type RunningExperiment = { id: string; variants: Readonly<Record<string, unknown>> };

/**
 * The variant whose pages a request for a funnel path gets: the one its visitor's cookie names, while the path's
 * experiment runs and still has it. Nothing otherwise (no cookie, another experiment's, a variant since removed, the
 * experiment stopped or not known): the funnel's own pages, whose script gives the visitor a variant.
 */
export function givenVariant(
  funnelPath: string,
  cookieHeader: string | null,
  experiment: RunningExperiment | undefined,
): string | undefined {
  if (experiment === undefined) return undefined;
  const given = variantCookie.read(funnelPath, cookieHeader);
  return given?.experimentId === experiment.id && Object.hasOwn(experiment.variants, given.variantId)
    ? given.variantId
    : undefined;
}

/** The path of a funnel page as a variant shows it (VARIANT_ROUTE). */
export function variantPath(pathname: string, experimentId: string, variantId: string): string {
  const [, funnelPath = '', ...step] = pathname.split('/');
  return [VARIANT_ROUTE, funnelPath, variantCookie.format(experimentId, variantId), ...step].join('/');
}
