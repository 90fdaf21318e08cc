import { type NextRequest, NextResponse } from 'next/server';
import { servedVersions } from './runtime/definitions/servedVersions';
import { givenVariant, variantPath } from './runtime/experiments/variantRoute';
import { pinnedRoute } from './runtime/flow/pinnedRoute';

/**
 * Visitors pinned to older versions see them from the first byte: a request whose pin (pinCookie) names versions
 * other than the ones its funnel path serves now is rewritten to the pinned page. A visitor given a variant of the
 * path's running experiment (variantCookie) gets that variant's pages. Everything else goes on to the page published
 * now, untouched and cached as before. `next dev` follows edits instead, so pins are not honoured there (the open
 * tab moves to the newest version); variants are.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const cookieHeader = request.headers.get('cookie');
  const served = servedVersions.now();
  const funnelPath = pathname.split('/')[1] ?? '';
  const now = served?.get(funnelPath);
  const variant = givenVariant(funnelPath, cookieHeader, now?.experiment);
  const variantFlow = variant === undefined ? undefined : now?.experiment?.variants[variant];
  if (process.env.NODE_ENV !== 'development') {
    // A visitor in a variant is pinned against what their variant serves now.
    const servedToVisitor = now && variantFlow ? new Map([[funnelPath, { ...now, ...variantFlow }]]) : served;
    const pinned = pinnedRoute(pathname, cookieHeader, servedToVisitor);
    if (pinned !== undefined) return rewrite(request, pinned);
  }
  if (variant !== undefined && now?.experiment)
    return rewrite(request, variantPath(pathname, now.experiment.id, variant));
  return NextResponse.next();
}

function rewrite(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: [
    {
      // Pages only: no API route, no static file, no build asset is a funnel page.
      source: '/((?!api/|_next/|.*\\.[a-z0-9]+$).*)',
      // Only requests carrying a pin (PIN_COOKIE_PREFIX) or a variant (VARIANT_COOKIE_PREFIX): a visitor's first
      // request, the most of them, is answered without running the proxy at all (a page served a fifth faster).
      has: [{ type: 'header', key: 'cookie', value: '.*funnel_(pin|variant)_.*' }],
    },
  ],
};
