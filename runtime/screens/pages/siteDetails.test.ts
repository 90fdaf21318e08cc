import { describe, expect, it } from 'vitest';
import { withSiteDetails } from './siteDetails';
import { EMAIL_PAGES_IN, INFORMATION_PAGES_IN } from './sitePagesInLanguages';

const EMBEDDED_NAME = /stellara/i;
const OTHER = {
  product: 'Lunaria "Moon" & Co',
  support: 'help@lunaria.example',
  company: 'Lunaria Media GmbH',
  companyAddress: 'Mondweg 3, 10115 Berlin',
};

describe("the pages name the site's own details, never the embedded ones when the settings say otherwise", () => {
  it.each([...INFORMATION_PAGES_IN.en, ...EMAIL_PAGES_IN.en].map((page) => [page.path, page] as const))(
    '%s',
    (_, page) => {
      expect(JSON.stringify(page)).not.toMatch(EMBEDDED_NAME);
      const filled = JSON.stringify(withSiteDetails(page, OTHER));
      expect(filled).not.toMatch(EMBEDDED_NAME);
      expect(filled).not.toMatch(/\{(product|support|company|companyAddress)\}/);
    },
  );

  it('fills every place, a name with quotes and ampersands as it is', () => {
    const page = withSiteDetails(
      { title: 'About {product}', items: ['Write to {support}', '{product} and {product}'] },
      OTHER,
    );
    expect(page).toEqual({
      title: 'About Lunaria "Moon" & Co',
      items: ['Write to help@lunaria.example', 'Lunaria "Moon" & Co and Lunaria "Moon" & Co'],
    });
  });
});

describe('the company that runs the product is named where the law expects it, in every language', () => {
  const named = (path: string) =>
    Object.entries(INFORMATION_PAGES_IN).flatMap(([locale, pages]) =>
      pages.filter((page) => page.path === path).map((page) => [locale, path, page] as const),
    );
  it.each([...named('/tech/terms'), ...named('/tech/personal-info-policy'), ...named('/tech/contact-us')])(
    '%s %s',
    (_, __, page) => {
      const filled = JSON.stringify(withSiteDetails(page, OTHER));
      expect(filled).toContain('Lunaria Media GmbH, Mondweg 3, 10115 Berlin');
    },
  );
});
