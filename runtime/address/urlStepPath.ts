import { decodablePath } from './decodablePath';

/**
 * The step path the URL segments after a funnel's name spell: each decoded (one that does not decode is kept as
 * sent, and names no step), joined by `/`; none when there is none, at the funnel's root.
 */
export function urlStepPath(segments: readonly string[] | undefined): string | undefined {
  return (
    segments?.map((segment) => (decodablePath(segment) ? decodeURIComponent(segment) : segment)).join('/') || undefined
  );
}
