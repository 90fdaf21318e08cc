import { describe, expect, it } from 'vitest';
import { EXPERIMENT_COOKIE_MAX_AGE_S, experimentSetCookies, readVisitorId, VISITOR_COOKIE } from './experimentCookies';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('readVisitorId', () => {
  it.each([
    ['the cookie alone', `${VISITOR_COOKIE}=${ID}`, ID],
    ['among others', `a=1; ${VISITOR_COOKIE}=${ID}; funnel_variant_x=e.v`, ID],
    ['no cookie header', null, undefined],
    ['no visitor cookie', 'funnel_variant_x=e.v', undefined],
    ['a cookie whose name ends with it', `my_${VISITOR_COOKIE}=${ID}`, undefined],
    ['no UUID', `${VISITOR_COOKIE}=visitor-1`, undefined],
    ['capitals (the page makes none)', `${VISITOR_COOKIE}=${ID.toUpperCase()}`, undefined],
    ['a UUID and more', `${VISITOR_COOKIE}=${ID}x`, undefined],
    ['percent-encoded markup', `${VISITOR_COOKIE}=%3Cscript%3E`, undefined],
  ])('%s', (_label, cookies, expected) => {
    expect(readVisitorId(cookies)).toBe(expected);
  });
});

describe('experimentSetCookies', () => {
  it('writes the visitor id and every valid variant again, for 400 days, readable by the page', () => {
    const set = experimentSetCookies(
      `${VISITOR_COOKIE}=${ID}; funnel_variant_palmistry=palm-test.palm-v3; funnel_variant_love=t.b; other=1`,
      'production',
    );
    expect(set).toEqual([
      `${VISITOR_COOKIE}=${ID}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; Path=/; Secure; SameSite=Lax`,
      `funnel_variant_palmistry=palm-test.palm-v3; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; Path=/; Secure; SameSite=Lax`,
      `funnel_variant_love=t.b; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; Path=/; Secure; SameSite=Lax`,
    ]);
    expect(set.join('\n')).not.toMatch(/HttpOnly/i);
  });

  it('is not Secure on a developer server (http)', () => {
    expect(experimentSetCookies(`${VISITOR_COOKIE}=${ID}`, 'dev')).toEqual([
      `${VISITOR_COOKIE}=${ID}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`,
    ]);
  });

  it.each([
    ['no cookies', null],
    ['a visitor id that is none', `${VISITOR_COOKIE}=x`],
    ['a variant not `<experiment>.<variant>`', 'funnel_variant_palmistry=<script>'],
    ['a variant with more dots', 'funnel_variant_palmistry=a.b.c'],
    ['a variant cookie whose path is no funnel path', 'funnel_variant_Pal%20mistry=a.b'],
    ['the prefix alone', 'funnel_variant_=a.b'],
    ['other cookies', 'funnel_pin_palmistry=3.palm.2; session=abc'],
  ])('writes nothing of %s', (_label, cookies) => {
    expect(experimentSetCookies(cookies, 'production')).toEqual([]);
  });
});
