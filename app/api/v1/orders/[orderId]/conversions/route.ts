import { appGateway } from '@/runtime/gateway/appGateway.server';
import { findConversionSends } from '@/runtime/gateway/conversions/findConversionSends';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { errorResponse } from '@/runtime/platform/http/errorResponse';
import { opensTeamPages } from '@/runtime/platform/opensTeamPages';
import { readCookie, TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';

export const dynamic = 'force-dynamic';

/**
 * The server's sends of an order's sale to the ad networks, as the tester-mode inspector polls them; for the team
 * only (opensTeamPages: 404 to anyone else, as if there were no such page).
 */
export function GET(request: Request, { params }: { params: Promise<{ orderId: string }> }): Promise<Response> {
  return gatewayRoute(request, "Reading the sale's conversions", async () => {
    if (!opensTeamPages(readCookie(request.headers.get('cookie'), TESTER_TOKEN_COOKIE)))
      return errorResponse(404, { message: 'Not found' });
    const { db } = await appGateway();
    const answer = await findConversionSends(db, (await params).orderId);
    return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
  });
}
