import { describe, expect, it } from 'vitest';
import { config } from './proxy';
import { PIN_COOKIE_PREFIX } from './runtime/flow/pinCookie';
import { VARIANT_COOKIE_PREFIX } from './schemas/experiments/experimentCookies';

/** Whether Next runs the proxy for a request with this cookie header, as its matcher's `has` decides (^value$). */
const runsFor = (cookie: string | undefined) =>
  config.matcher.every(({ has }) => has.every((h) => cookie !== undefined && new RegExp(`^${h.value}$`).test(cookie)));

describe('which requests the proxy sees', () => {
  // The matcher must be a literal Next reads at build time, so it is held to the prefixes here.
  it.each([
    ['a pin alone', `${PIN_COOKIE_PREFIX}palmistry=1.palmistry.2`, true],
    ['a pin among others', `cc_cookie=1; ${PIN_COOKIE_PREFIX}palmistry=1.palmistry.2; x=y`, true],
    ['a variant alone', `${VARIANT_COOKIE_PREFIX}palmistry=paywall.b`, true],
    ['a variant among others', `funnel_visitor=0a; ${VARIANT_COOKIE_PREFIX}palmistry=paywall.b`, true],
    ['no cookie at all', undefined, false],
    ['other cookies only', 'cc_cookie=1; utm_source=ads; funnel_visitor=0a', false],
  ])('%s: %s', (_label, cookie, runs) => {
    expect(runsFor(cookie)).toBe(runs);
  });
});
