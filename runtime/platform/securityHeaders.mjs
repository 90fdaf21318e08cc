// @ts-check
// Security headers of every response, set by next.config.mjs (so they cost nothing at request time and
// leave funnel pages static and cacheable). Plain JavaScript, because next.config.mjs imports it.

/**
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ script: string[], connect: string[], img: string[], frame: string[] }} ServiceOrigins
 */

/** Two years, with subdomains: what the preload list asks for, should the operator opt into it. */
const HSTS_MAX_AGE_SECONDS = 63072000;

/**
 * HSTS: HTTPS only, for two years, subdomains included. `preload` asks browsers to ship the site on their
 * preload lists, a commitment that takes months to undo, so it is the operator's choice (HSTS_PRELOAD=on).
 * @param {{ preload: boolean }} options
 */
export function hstsValue({ preload }) {
  return `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains${preload ? '; preload' : ''}`;
}

/** Where Amplitude's browser SDK sends events unless told otherwise (NEXT_PUBLIC_AMPLITUDE_SERVER_URL). */
const AMPLITUDE_DEFAULT_SERVER_URL = 'https://api2.amplitude.com/2/httpapi';

/** Microsoft Clarity: the tag (www), the recorder script (scripts), and the hosts it sends to and shows images from. */
const CLARITY_ORIGINS = {
  script: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
  connect: ['https://*.clarity.ms'],
  img: ['https://*.clarity.ms', 'https://c.bing.com'],
};

/**
 * The origin of an absolute http(s) URL; nothing for a path, a protocol-relative `//host` or anything else, so a
 * policy lists exact origins only.
 * @param {string | undefined} url
 */
function originOf(url) {
  if (!url || !/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) return [];
  return [new URL(url).origin];
}

/**
 * The ad pixels' origins (their official snippets' scripts, and where those send events and beacons), allowed only
 * when pixel scripts are on (NEXT_PUBLIC_PIXEL_SCRIPTS).
 */
const PIXEL_ORIGINS = {
  script: ['https://connect.facebook.net', 'https://analytics.tiktok.com', 'https://bat.bing.com'],
  connect: [
    'https://www.facebook.com',
    'https://connect.facebook.net',
    'https://analytics.tiktok.com',
    'https://bat.bing.com',
  ],
  img: ['https://www.facebook.com', 'https://analytics.tiktok.com', 'https://bat.bing.com'],
};

/**
 * The origins the configured services need, from the environment. A service that is not configured
 * adds nothing, so the policy allows exactly what is in use.
 * @param {Record<string, string | undefined>} env
 * @returns {ServiceOrigins}
 */
export function serviceOrigins(env) {
  const apis = [
    env.NEXT_PUBLIC_GATEWAY_API_URL,
    env.NEXT_PUBLIC_PALM_API_URL,
    env.NEXT_PUBLIC_FACE_API_URL,
    env.NEXT_PUBLIC_ASSISTANT_API_URL,
    env.NEXT_PUBLIC_GEOCODING_API_URL,
    env.NEXT_PUBLIC_ANALYTICS_GATEWAY_URL,
  ].flatMap(originOf);
  // Product analytics: the SDK is bundled; it only calls its HTTP API (or the server URL set instead).
  const analytics = env.NEXT_PUBLIC_AMPLITUDE_API_KEY
    ? originOf(env.NEXT_PUBLIC_AMPLITUDE_SERVER_URL ?? AMPLITUDE_DEFAULT_SERVER_URL)
    : [];
  // The heatmap: its loader and the recorder it loads, which sends to and loads images from numbered hosts.
  const heatmap = env.NEXT_PUBLIC_CLARITY_PROJECT_ID ? CLARITY_ORIGINS : { script: [], connect: [], img: [] };
  // The payment form: its SDK's origin, and the provider's other origins (its frames, 3-D Secure pages, APIs).
  const payment = [
    ...originOf(env.NEXT_PUBLIC_PAYMENT_SDK_URL),
    ...(env.PAYMENT_PROVIDER_ORIGINS ?? '').split(',').flatMap((o) => originOf(o.trim())),
  ];
  const pixels = env.NEXT_PUBLIC_PIXEL_SCRIPTS === 'on' ? PIXEL_ORIGINS : { script: [], connect: [], img: [] };
  // The consent platform, when both its script and domain id are set (else the embedded manager, on this origin).
  const consent = env.NEXT_PUBLIC_CONSENT_DOMAIN_ID ? originOf(env.NEXT_PUBLIC_CONSENT_SCRIPT_URL) : [];
  return {
    script: [...payment, ...consent, ...pixels.script, ...heatmap.script],
    connect: [
      ...apis,
      ...payment,
      ...analytics,
      ...heatmap.connect,
      ...originOf(env.NEXT_PUBLIC_SENTRY_DSN),
      ...originOf(env.NEXT_PUBLIC_OTEL_TRACES_URL),
      ...consent,
      ...pixels.connect,
    ],
    img: [...originOf(env.SPRITE_URL), ...payment, ...consent, ...pixels.img, ...heatmap.img],
    frame: payment,
  };
}

/**
 * A strict allowlist policy. Next.js bootstraps each page with inline scripts whose content varies by
 * page; nonces would force every page to render per request, so inline scripts are allowed by
 * 'unsafe-inline' while everything that makes XSS worse stays shut: no eval, no plugins, no foreign
 * base URL, forms post only here, no framing, and scripts load only from this site and listed services.
 * @param {ServiceOrigins} origins
 * @param {{ upgradeInsecureRequests: boolean }} options
 */
export function contentSecurityPolicy(origins, { upgradeInsecureRequests }) {
  /** @param {string[]} list */
  const unique = (list) => [...new Set(list)].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${unique(["'self'", "'unsafe-inline'", ...origins.script])}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(["'self'", 'data:', 'blob:', ...origins.img])}`,
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...origins.connect])}`,
    `frame-src ${origins.frame.length > 0 ? unique(origins.frame) : "'none'"}`,
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Feature permissions: the camera only for this site (the palm photo step), payment for this site and
 * the payment frames, nothing else.
 * @param {{ camera: boolean, paymentOrigins: string[] }} options
 */
export function permissionsPolicy({ camera, paymentOrigins }) {
  const payment = ['self', ...paymentOrigins.map((o) => `"${o}"`)].join(' ');
  return [
    `camera=${camera ? '(self)' : '()'}`,
    'microphone=()',
    'geolocation=()',
    `payment=(${payment})`,
    'usb=()',
    'browsing-topics=()',
  ].join(', ');
}

/**
 * The headers of every response. `built` is a production build (`next build`): development needs
 * eval for fast refresh, so the policy applies to built apps only. `production` is APP_ENV=production:
 * HSTS and upgrading insecure requests only make sense behind HTTPS.
 * @param {{ built: boolean, production: boolean, env: Record<string, string | undefined>, camera?: boolean }} options
 * @returns {Header[]}
 */
export function securityHeaders({ built, production, env, camera = true }) {
  const origins = serviceOrigins(env);
  /** @type {Header[]} */
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: permissionsPolicy({ camera, paymentOrigins: origins.frame }) },
  ];
  if (built)
    headers.push({
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy(origins, { upgradeInsecureRequests: production }),
    });
  if (production)
    headers.push({ key: 'Strict-Transport-Security', value: hstsValue({ preload: env.HSTS_PRELOAD === 'on' }) });
  return headers;
}
