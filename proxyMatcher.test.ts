import { describe, expect, it } from 'vitest';
import { config } from './proxy';
import { PIN_COOKIE_PREFIX } from './runtime/flow/pinCookie';

/** Whether Next runs the proxy for a request with this cookie header, as its matcher's `has` decides (^value$). */
const runsFor = (cookie: string | undefined) =>
  config.matcher.every(({ has }) => has.every((h) => cookie !== undefined && new RegExp(`^${h.value}$`).test(cookie)));

describe('which requests the proxy sees', () => {
  it('names the pin cookie as pinCookie writes it (the matcher must be a literal Next reads at build time)', () => {
    for (const { has } of config.matcher)
      expect(has.map((h) => h.value)).toEqual([expect.stringContaining(PIN_COOKIE_PREFIX)]);
  });

  it.each([
    ['no cookie at all', undefined, false],
    ['other cookies only', 'cc_cookie=1; utm_source=ads', false],
    ['a pin alone', `${PIN_COOKIE_PREFIX}palmistry=1.palmistry.2`, true],
    ['a pin among others', `cc_cookie=1; ${PIN_COOKIE_PREFIX}palmistry=1.palmistry.2; x=y`, true],
  ])('%s: %s', (_label, cookie, runs) => {
    expect(runsFor(cookie)).toBe(runs);
  });
});
