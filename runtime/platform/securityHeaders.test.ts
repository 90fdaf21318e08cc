import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, serviceOrigins } from './securityHeaders.mjs';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

function headerMap(options: Parameters<typeof securityHeaders>[0]) {
  return Object.fromEntries(securityHeaders(options).map((h) => [h.key, h.value]));
}

describe('security headers', () => {
  it.each([
    ['a production build in production', true, true, { csp: true, hsts: true }],
    ['a production build on stage or dev', true, false, { csp: true, hsts: false }],
    ['development', false, false, { csp: false, hsts: false }],
  ])('%s: CSP %j', (_, built, production, expected) => {
    const headers = headerMap({ built, production, env: {} });
    expect('Content-Security-Policy' in headers).toBe(expected.csp);
    expect(headers['Strict-Transport-Security']).toBe(
      expected.hsts ? 'max-age=63072000; includeSubDomains' : undefined,
    );
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it.each([
    [{}, 'max-age=63072000; includeSubDomains'],
    [{ HSTS_PRELOAD: 'off' }, 'max-age=63072000; includeSubDomains'],
    [{ HSTS_PRELOAD: 'on' }, 'max-age=63072000; includeSubDomains; preload'],
  ])('asks for the HSTS preload list only when the operator opts in (%j)', (env, hsts) => {
    expect(headerMap({ built: true, production: true, env })['Strict-Transport-Security']).toBe(hsts);
  });

  it.each([
    ['a protocol-relative sprite', { SPRITE_URL: '//images.example.com/sprite.svg' }],
    ['a protocol-relative provider origin', { PAYMENT_PROVIDER_ORIGINS: '//pay.example.com' }],
    ['a protocol-relative SDK', { NEXT_PUBLIC_PAYMENT_SDK_URL: '//pay.example.com/sdk.js' }],
    ['a scheme with no host', { SPRITE_URL: 'https:///sprite.svg' }],
  ])('lists no protocol-relative or hostless source in img-src: %s', (_, env) => {
    const policy = directives(contentSecurityPolicy(serviceOrigins(env), { upgradeInsecureRequests: false }));
    expect(policy['img-src']).toBe("'self' data: blob:");
  });

  it.each([
    [true, 'camera=(self)'],
    [false, 'camera=()'],
  ])('allows the camera only where a palm photo may be taken (camera %s)', (camera, rule) => {
    const policy = headerMap({ built: true, production: true, env: {}, camera })['Permissions-Policy'];
    expect(policy?.split(', ')).toEqual(expect.arrayContaining([rule, 'microphone=()', 'geolocation=()']));
  });

  it('keeps the policy strict: no eval, no plugins, no foreign base, no framing', () => {
    const policy = directives(contentSecurityPolicy(serviceOrigins({}), { upgradeInsecureRequests: true }));
    expect(policy['script-src']).toBe("'self' 'unsafe-inline'");
    expect(Object.values(policy).join(' ')).not.toContain('unsafe-eval');
    expect(policy).toMatchObject({
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      'connect-src': "'self'",
      'frame-src': "'none'",
      'upgrade-insecure-requests': '',
    });
  });

  it('allows exactly the origins of the services configured', () => {
    const origins = serviceOrigins({
      NEXT_PUBLIC_GATEWAY_API_URL: '/api/v1',
      NEXT_PUBLIC_PALM_API_URL: 'https://palm.example.com/v2',
      NEXT_PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.example.io/42',
      NEXT_PUBLIC_OTEL_TRACES_URL: 'https://otel.example.net:4318/v1/traces',
      SPRITE_URL: 'https://cdn.example.org/sprite.svg',
    });
    const policy = directives(contentSecurityPolicy(origins, { upgradeInsecureRequests: false }));
    expect(policy['connect-src']).toBe(
      "'self' https://palm.example.com https://o1.ingest.example.io https://otel.example.net:4318",
    );
    expect(policy['img-src']).toBe("'self' data: blob: https://cdn.example.org");
    expect('upgrade-insecure-requests' in policy).toBe(false);
  });

  it('lets the payment form load, frame and call from its SDK origin and the provider origins configured', () => {
    const origins = serviceOrigins({
      NEXT_PUBLIC_PAYMENT_SDK_URL: 'https://cdn.pay.example.com/js/sdk.js',
      PAYMENT_PROVIDER_ORIGINS: 'https://form.pay.example.com, https://3ds.pay.example.com',
    });
    const policy = directives(contentSecurityPolicy(origins, { upgradeInsecureRequests: false }));
    const all = 'https://cdn.pay.example.com https://form.pay.example.com https://3ds.pay.example.com';
    expect(policy['script-src']).toBe(`'self' 'unsafe-inline' ${all}`);
    expect(policy['frame-src']).toBe(all);
    expect(policy['connect-src']).toBe(`'self' ${all}`);
  });

  it('allows the ad pixels only when their scripts are on, and the consent platform only when configured', () => {
    const off = serviceOrigins({
      NEXT_PUBLIC_PIXEL_SCRIPTS: 'off',
      NEXT_PUBLIC_CONSENT_SCRIPT_URL: 'https://cdn.cookielaw.org/s.js',
    });
    expect(off).toEqual({ script: [], connect: [], img: [], frame: [] });
    const on = serviceOrigins({
      NEXT_PUBLIC_PIXEL_SCRIPTS: 'on',
      NEXT_PUBLIC_CONSENT_SCRIPT_URL: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
      NEXT_PUBLIC_CONSENT_DOMAIN_ID: '0190-e2e',
    });
    const policy = directives(contentSecurityPolicy(on, { upgradeInsecureRequests: false }));
    expect(policy['script-src']).toBe(
      "'self' 'unsafe-inline' https://cdn.cookielaw.org https://connect.facebook.net https://analytics.tiktok.com https://bat.bing.com",
    );
    expect(policy['connect-src']).toBe(
      "'self' https://cdn.cookielaw.org https://www.facebook.com https://connect.facebook.net https://analytics.tiktok.com https://bat.bing.com",
    );
    expect(policy['img-src']).toBe(
      "'self' data: blob: https://cdn.cookielaw.org https://www.facebook.com https://analytics.tiktok.com https://bat.bing.com",
    );
  });

  it('allows product analytics and the heatmap only when their keys are set, at their origins', () => {
    const off = serviceOrigins({ NEXT_PUBLIC_AMPLITUDE_SERVER_URL: 'https://amp.example.com/2/httpapi' });
    expect(off).toEqual(serviceOrigins({}));
    const on = directives(
      contentSecurityPolicy(
        serviceOrigins({
          NEXT_PUBLIC_AMPLITUDE_API_KEY: 'abc123',
          NEXT_PUBLIC_CLARITY_PROJECT_ID: 'k2x9',
          NEXT_PUBLIC_ANALYTICS_GATEWAY_URL: 'https://analytics.example.com/v1',
        }),
        { upgradeInsecureRequests: false },
      ),
    );
    expect(on['script-src']).toBe("'self' 'unsafe-inline' https://www.clarity.ms https://scripts.clarity.ms");
    expect(on['connect-src']).toBe(
      "'self' https://analytics.example.com https://api2.amplitude.com https://*.clarity.ms",
    );
    expect(on['img-src']).toBe("'self' data: blob: https://*.clarity.ms https://c.bing.com");
    const proxied = serviceOrigins({
      NEXT_PUBLIC_AMPLITUDE_API_KEY: 'abc123',
      NEXT_PUBLIC_AMPLITUDE_SERVER_URL: 'https://amp.example.com/2/httpapi',
    });
    expect(proxied.connect).toEqual(['https://amp.example.com']);
  });
});
