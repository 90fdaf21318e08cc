import { HttpError } from '@/runtime/platform/http/httpError';
import { type PlaceSearchRequest, placeSearchRequestSchema } from '@/schemas/places/placeSchema';

/**
 * The query of a place search (`?q=&locale=&limit=`, placeSearchRequestSchema), or an HttpError 400 in the error shape
 * of docs/errors.md#error-shape naming each bad parameter, as readValidJsonBody names a body's bad fields. A parameter
 * given twice counts once, the last.
 */
export function readPlaceSearchRequest(url: URL): PlaceSearchRequest {
  const parsed = placeSearchRequestSchema.safeParse(Object.fromEntries(url.searchParams));
  if (parsed.success) return parsed.data;
  throw new HttpError(
    {
      message: 'Expected ?q=<1 to 80 characters>&locale=<language code>&limit=<1 to 20>',
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    },
    400,
  );
}
