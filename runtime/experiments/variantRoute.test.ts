import { describe, expect, it } from 'vitest';
import { givenVariant, variantPath } from './variantRoute';

const RUNNING = { id: 'paywall', variants: { a: {}, b: {} } };

describe('which variant’s pages a request gets', () => {
  it.each([
    ['the variant its cookie names', 'funnel_variant_palmistry=paywall.b', RUNNING, 'b'],
    ['among other cookies', 'funnel_visitor=1; funnel_variant_palmistry=paywall.a; x=y', RUNNING, 'a'],
    ['no cookie', null, RUNNING, undefined],
    ['the cookie of another funnel path', 'funnel_variant_starseed=paywall.b', RUNNING, undefined],
    ['a variant of another experiment', 'funnel_variant_palmistry=prices.b', RUNNING, undefined],
    ['a variant since removed', 'funnel_variant_palmistry=paywall.c', RUNNING, undefined],
    ['an unreadable value', 'funnel_variant_palmistry=b', RUNNING, undefined],
    ['a made-up variant named like an object key', 'funnel_variant_palmistry=paywall.constructor', RUNNING, undefined],
    ['no experiment running (stopped, or not known)', 'funnel_variant_palmistry=paywall.b', undefined, undefined],
  ])('%s', (_label, cookie, experiment, expected) => {
    expect(givenVariant('palmistry', cookie, experiment)).toBe(expected);
  });

  it.each([
    ['/palmistry', '/_variant/palmistry/paywall.b'],
    ['/palmistry/questions/relationship', '/_variant/palmistry/paywall.b/questions/relationship'],
  ])('renders %s at %s', (pathname, expected) => {
    expect(variantPath(pathname, 'paywall', 'b')).toBe(expected);
  });
});
