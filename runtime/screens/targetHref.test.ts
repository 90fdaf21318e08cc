import { describe, expect, it } from 'vitest';
import type { CtaTarget } from '@/schemas/ctaTargetSchema';
import { PRODUCT_APP_STAND_IN, targetHref } from './targetHref';

describe('targetHref', () => {
  it.each<[string, CtaTarget, string | undefined, string]>([
    [
      'an app path under the app address',
      { app: '/onboarding' },
      'https://app.stellara.app',
      'https://app.stellara.app/onboarding',
    ],
    ['the app home', { app: '/' }, 'https://app.stellara.app/', 'https://app.stellara.app/'],
    [
      'an app address with a path of its own',
      { app: '/chat' },
      'https://stellara.app/web/',
      'https://stellara.app/web/chat',
    ],
    [
      'an app path with a query',
      { app: '/tour?from=funnel' },
      'https://app.stellara.app',
      'https://app.stellara.app/tour?from=funnel',
    ],
    ['the app without an address: the stand-in page', { app: '/onboarding' }, undefined, PRODUCT_APP_STAND_IN],
    [
      'an address outside, as given',
      { url: 'https://apps.apple.com/app/id123' },
      'https://app.stellara.app',
      'https://apps.apple.com/app/id123',
    ],
    ['an information page', { page: '/tech/faq' }, undefined, '/tech/faq'],
    ['an email page', { page: '/email/consultation' }, 'https://app.stellara.app', '/email/consultation'],
    ['another funnel, at its first step', { funnel: 'natal-chart' }, 'https://app.stellara.app', '/natal-chart'],
  ])('%s', (_, target, appUrl, href) => {
    expect(targetHref(target, appUrl)).toBe(href);
  });

  it('is the stand-in for a target naming no place (refused at publish)', () => {
    expect(targetHref({}, 'https://app.stellara.app')).toBe(PRODUCT_APP_STAND_IN);
  });
});
