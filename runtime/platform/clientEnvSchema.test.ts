import { describe, expect, it } from 'vitest';
import { parseClientEnv } from './clientEnvSchema';
import { CLIENT_ENV_DEFAULTS } from './env.client';

describe('client env', () => {
  it('runs on the same defaults the browser uses', () => {
    expect(parseClientEnv({})).toEqual(CLIENT_ENV_DEFAULTS);
  });

  it('fails with one readable line per bad variable', () => {
    expect(() =>
      parseClientEnv({
        NEXT_PUBLIC_GATEWAY_API_URL: 'api/v1',
        NEXT_PUBLIC_SENTRY_DSN: 'nope',
        NEXT_PUBLIC_APP_ENV: 'qa',
      }),
    ).toThrowError(
      [
        'Invalid environment:',
        '  NEXT_PUBLIC_APP_ENV: Invalid option: expected one of "dev"|"stage"|"production"',
        '  NEXT_PUBLIC_GATEWAY_API_URL: must be a path starting with a single / or an http(s):// URL',
        '  NEXT_PUBLIC_SENTRY_DSN: Invalid URL',
      ].join('\n'),
    );
  });

  it.each(['//api.example.com/v1', '///api/v1'])('refuses a protocol-relative service address (%s)', (url) => {
    expect(() => parseClientEnv({ NEXT_PUBLIC_PALM_API_URL: url })).toThrowError(/NEXT_PUBLIC_PALM_API_URL: /);
  });
});
