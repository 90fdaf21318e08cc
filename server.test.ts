import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Starts the app's entry as an operator would, with only the given settings, and reads how it ended. */
function start(settings: Record<string, string>, host = '127.0.0.1') {
  const run = spawnSync('node', ['--import', 'tsx', 'server.ts', '-H', host, '-p', '0'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...settings },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, lines: run.stderr.trim().split('\n') };
}

describe('the server entry', () => {
  it('refuses to start in production on the embedded defaults, one line per problem', () => {
    const { status, lines } = start({ APP_ENV: 'production' });
    expect(status).toBe(1);
    expect(lines).toEqual([
      'The server cannot start.',
      'Not safe for production:',
      "  SOLIDGATE_PUBLIC_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "  SOLIDGATE_SECRET_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "  SOLIDGATE_WEBHOOK_PUBLIC_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "  SOLIDGATE_WEBHOOK_SECRET_KEY: unset or a payment sandbox test key; set the merchant's own key",
      '  EMAIL_LINK_SECRET: unset or the embedded key; anyone could sign email links with it',
      "  SOLIDGATE_API_URL: unset or on loopback (the payment sandbox); set the provider's address",
      "  NEXT_PUBLIC_PAYMENT_SDK_URL: unset or on loopback (the payment sandbox); set the provider's address",
      '  SMTP_URL: unset; customers would never receive their cancel codes',
      '  MAIL_FROM: unset; customer email needs a sender address',
      '  EMAIL_LINK_BASE_URL: unset; links in customer email would follow the Host a request claims',
      "  PRODUCT_APP_URL: unset; the buttons of funnels' last steps would lead to the FAQ, not the product app",
      '  COMPANY_NAME: unset or the embedded placeholder; the legal pages and customer email would name it',
      '  COMPANY_ADDRESS: unset or the embedded placeholder; the legal pages and customer email would name it',
    ]);
  });

  it('refuses the developer routes switch in production', () => {
    const { status, lines } = start({ APP_ENV: 'production', DEVELOPER_ROUTES: 'on' });
    expect(status).toBe(1);
    expect(lines).toContain('  DEVELOPER_ROUTES: on; developer routes are never served in production');
  });

  it("refuses stage on keys anyone can read: production's rules for keys", () => {
    const { status, lines } = start({ APP_ENV: 'stage' });
    expect(status).toBe(1);
    expect(lines).toEqual([
      'The server cannot start.',
      'Not safe for stage:',
      "  SOLIDGATE_PUBLIC_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "  SOLIDGATE_SECRET_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "  SOLIDGATE_WEBHOOK_PUBLIC_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "  SOLIDGATE_WEBHOOK_SECRET_KEY: unset or a payment sandbox test key; set the merchant's own key",
      '  EMAIL_LINK_SECRET: unset or the embedded key; anyone could sign email links with it',
    ]);
  });

  it.each([
    ['every interface', '0.0.0.0'],
    ['every interface, IPv6', '::'],
    ['an address of the network', '192.0.2.10'],
  ])('refuses to listen on %s while it trusts keys anyone can read, whatever APP_ENV says', (_, host) => {
    const { status, lines } = start(
      { APP_ENV: 'dev', SOLIDGATE_SECRET_KEY: 'api_sk_my_own_0123456789abcdef0123456789' },
      host,
    );
    expect(status).toBe(1);
    expect(lines[0]).toBe(
      `The server cannot listen on ${host}: it trusts keys anyone can read, so it serves this machine only.`,
    );
    expect(lines[1]).toMatch(
      /^ {2}SOLIDGATE_PUBLIC_KEY, SOLIDGATE_WEBHOOK_PUBLIC_KEY, SOLIDGATE_WEBHOOK_SECRET_KEY, EMAIL_LINK_SECRET/,
    );
  });

  it('refuses a malformed setting before anything starts', () => {
    const { status, lines } = start({ TRUSTED_PROXY_HOPS: 'two' });
    expect(status).toBe(1);
    expect(lines.slice(0, 2)).toEqual(['The server cannot start.', 'Invalid environment:']);
  });
});
