import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { writeBrowserLogs } from '@/runtime/gateway/visits/writeBrowserLogs';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { REQUEST_ID_HEADER } from '@/runtime/platform/http/requestIdOf';
import { LOG_BODY_LIMIT_BYTES, logPayloadSchema } from '@/runtime/platform/logger/logPayloadSchema';

/**
 * docs/calls.md#log-endpoint: the browser's log batches, written as structured server logs, limited per client: 200.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Writing the logs', async () => {
    const payload = await readValidJsonBody(request, logPayloadSchema, {
      limitBytes: LOG_BODY_LIMIT_BYTES,
      message: 'Expected {data: [[timestamp, message], ...]}',
    });
    const requestId = request.headers.get(REQUEST_ID_HEADER) ?? undefined;
    return Response.json(
      await writeBrowserLogs(await appGateway(), payload, requestClientAddress(request.headers), requestId),
    );
  });
}
