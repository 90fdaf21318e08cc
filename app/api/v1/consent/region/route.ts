import { consentRegion } from '../../../../../runtime/gateway/consentRegion';
import { serverEnv } from '../../../../../runtime/platform/env.server';

/**
 * The visitor's country and consent rule, from the CDN's country header (docs/decisions/0016). Per visitor, so
 * never cached: the pages stay static and the same for everyone.
 */
export function GET(request: Request): Response {
  const env = serverEnv();
  const header = env.COUNTRY_HEADER === undefined ? undefined : request.headers.get(env.COUNTRY_HEADER);
  return Response.json(consentRegion(header, env.CONSENT_ELSEWHERE), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

export const dynamic = 'force-dynamic';
