import { requestConsentRegion } from '@/runtime/gateway/visits/consentRegion';
import { serverEnv } from '@/runtime/platform/env.server';

/**
 * The visitor's country and consent rule, from the CDN's country header (docs/decisions/0016). Per visitor, so
 * never cached: the pages stay static and the same for everyone.
 */
export function GET(request: Request): Response {
  return Response.json(requestConsentRegion(request.headers, serverEnv()), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

export const dynamic = 'force-dynamic';
