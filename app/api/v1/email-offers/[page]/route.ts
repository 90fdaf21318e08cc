import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { readEmailOffer } from '@/runtime/gateway/orders/readEmailOffer';

export const dynamic = 'force-dynamic';

/**
 * What a page linked from email sells (`/email/<page>`), in the currencies it sells in, as its funnel prices it now:
 * 200; 404 for a page that sells nothing, or nothing now (docs/decisions/0039). The same for every visitor (the page
 * picks the visitor's currency itself); never cached, so a publish changes it at once.
 */
export function GET(request: Request, { params }: { params: Promise<{ page: string }> }): Promise<Response> {
  return gatewayRoute(request, 'Reading the offer', async () => {
    const answer = await readEmailOffer(await appGateway(), `/email/${(await params).page}`);
    return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
  });
}
