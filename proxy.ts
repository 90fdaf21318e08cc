import { type NextRequest, NextResponse } from 'next/server';
import { servedVersions } from './runtime/definitions/servedVersions';
import { pinnedRoute } from './runtime/flow/pinnedRoute';

/**
 * Visitors pinned to older versions see them from the first byte: a request whose pin (pinCookie) names versions
 * other than the ones its funnel path serves now is rewritten to the pinned page; everything else goes on to the
 * page published now, untouched and cached as before. `next dev` follows edits instead, so pins are not honoured
 * there (the open tab moves to the newest version).
 */
export function proxy(request: NextRequest): NextResponse {
  if (process.env.NODE_ENV === 'development') return NextResponse.next();
  const pinned = pinnedRoute(request.nextUrl.pathname, request.headers.get('cookie'), servedVersions.now());
  if (pinned === undefined) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = pinned;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: [
    {
      // Pages only: no API route, no static file, no build asset is a funnel page.
      source: '/((?!api/|_next/|.*\\.[a-z0-9]+$).*)',
      // Only requests carrying a pin (PIN_COOKIE_PREFIX): a visitor's first request, the most of them, is answered
      // without running the proxy at all (a page served a fifth faster on one instance).
      has: [{ type: 'header', key: 'cookie', value: '.*funnel_pin_.*' }],
    },
  ],
};
