import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env.server';
import { opensTeamPages } from './opensTeamPages';

const LISTED = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
const OTHER = '0d6b1b7e-3f7a-4c1e-9a55-2d0c8b1f4e21';

describe('who opens the draft preview and the funnel reports', () => {
  it.each([
    ['a developer server (next dev), any tester token', {}, 'development', OTHER, true],
    [
      'a built server with developer routes on, any tester token',
      { DEVELOPER_ROUTES: 'on' },
      'production',
      OTHER,
      true,
    ],
    ['a developer server, a token that is no UUID', {}, 'development', 'let-me-in', false],
    ['a built server with no list, any tester token', {}, 'production', OTHER, false],
    ['a built server, a listed token', { TESTER_TOKENS: LISTED }, 'production', LISTED, true],
    ['a built server, a listed token in capitals', { TESTER_TOKENS: LISTED }, 'production', LISTED.toUpperCase(), true],
    ['a built server, the second of two listed', { TESTER_TOKENS: `${OTHER}, ${LISTED}` }, 'production', LISTED, true],
    ['a built server, a token not listed', { TESTER_TOKENS: LISTED }, 'production', OTHER, false],
    ['a built server, no token', { TESTER_TOKENS: LISTED }, 'production', undefined, false],
    ['production with a listed token', { APP_ENV: 'production', TESTER_TOKENS: LISTED }, 'production', LISTED, true],
    ['production, a token not listed', { APP_ENV: 'production', TESTER_TOKENS: LISTED }, 'production', OTHER, false],
  ])('%s', (_, settings, nodeEnv, token, opens) => {
    expect(opensTeamPages(token, parseServerEnv(settings), nodeEnv)).toBe(opens);
  });

  it('refuses a list that holds anything but UUIDs', () => {
    expect(() => parseServerEnv({ TESTER_TOKENS: `${LISTED},secret` })).toThrowError(
      /\n {2}TESTER_TOKENS\.1: must be a comma-separated list of UUIDs/,
    );
  });
});
