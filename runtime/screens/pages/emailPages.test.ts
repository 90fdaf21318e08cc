import { describe, expect, it } from 'vitest';
import { EMAIL_PAGE_OFFERS, emailPageOffer } from '@/schemas/emailLinks/emailPageOffers';
import { EMAIL_PAGES_IN } from './sitePagesInLanguages';

describe('the pages linked from email', () => {
  it.each(EMAIL_PAGES_IN.en.filter((page) => emailPageOffer(page.path) !== undefined))(
    '$path names the funnel it sells through',
    (page) => {
      expect(page.cta.href).toBe(`/${emailPageOffer(page.path)?.funnel}`);
    },
  );

  it('every page that sells has its content', () => {
    expect(Object.keys(EMAIL_PAGE_OFFERS).every((path) => EMAIL_PAGES_IN.en.some((p) => p.path === path))).toBe(true);
  });
});
