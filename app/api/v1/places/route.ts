import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { rateLimit } from '@/runtime/gateway/rateLimit';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { searchCities } from '@/runtime/places/cityIndex.server';
import { PLACE_SEARCHES_PER_CLIENT } from '@/runtime/places/placeSearchesPerClient';
import { placesResponse } from '@/runtime/places/placesResponse';
import { readPlaceSearchRequest } from '@/runtime/places/readPlaceSearchRequest';

/**
 * The embedded default of the geocoding service (docs/places.md): `?q=&locale=&limit=` → 200 `{places}`, best first,
 * cacheable; 400 for a bad query, 429 with Retry-After over the per-client limit, in the error shape of
 * docs/errors.md#error-shape.
 */
export function GET(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Searching the places', async () => {
    const { q, locale, limit } = readPlaceSearchRequest(new URL(request.url));
    await rateLimit(await appGateway(), PLACE_SEARCHES_PER_CLIENT, requestClientAddress(request.headers));
    return placesResponse(await searchCities(q, { locale, limit }));
  });
}

export const dynamic = 'force-dynamic';
