import { definitionWatchers } from '@/runtime/definitions/appDefinitions.server';
import { developerRoutes } from '@/runtime/platform/developerRoutes';
import { errorResponse } from '@/runtime/platform/http/errorResponse';

export const dynamic = 'force-dynamic';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events: the paths whose definitions changed, once this instance serves the new
 * versions. Developer servers only (developerRoutes): an edited fixture shows in the open tab at once; visitors never
 * follow changes (they stay on the version they started).
 */
export async function GET(request: Request): Promise<Response> {
  if (!developerRoutes()) return errorResponse(404, { message: 'Not found' });
  const encoder = new TextEncoder();
  const watchers = definitionWatchers();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (paths: string[]) => controller.enqueue(encoder.encode(`data: ${JSON.stringify({ paths })}\n\n`));
      const heartbeat = setInterval(() => controller.enqueue(encoder.encode(': still here\n\n')), HEARTBEAT_MS);
      watchers.add(send);
      stop = () => {
        clearInterval(heartbeat);
        watchers.delete(send);
      };
      request.signal.addEventListener('abort', () => {
        stop();
        controller.close();
      });
      controller.enqueue(encoder.encode(': following definition changes\n\n'));
    },
    cancel: () => stop(),
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform' },
  });
}
