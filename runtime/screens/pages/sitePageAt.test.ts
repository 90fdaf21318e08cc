import { describe, expect, it } from 'vitest';
import { WORD_LOCALES } from '@/schemas/words';
import { sitePageAt, sitePageParams } from './sitePageAt';
import { INFORMATION_PAGES_IN } from './sitePagesInLanguages';

const SITE = {
  product: 'Lunaria',
  support: 'help@lunaria.example',
  company: 'Lunaria Media GmbH',
  companyAddress: 'Mondweg 3, 10115 Berlin',
};

describe('the information page a route param names', () => {
  it.each([
    ['terms', 'en'],
    ['terms@fr', 'fr'],
    ['terms%40pt-BR', 'pt-BR'],
  ])('%s is the terms in %s, its details filled', (param, locale) => {
    const found = sitePageAt(param, '/tech', INFORMATION_PAGES_IN, SITE);
    expect(found?.locale).toBe(locale);
    expect(found?.page.path).toBe('/tech/terms');
    expect(JSON.stringify(found?.page)).not.toMatch(/\{(product|support|company|companyAddress)\}/);
    expect(JSON.stringify(found?.page)).toContain('Lunaria Media GmbH, Mondweg 3, 10115 Berlin');
  });

  it.each(['terms@it', 'terms@', 'no-such-page', 'no-such-page@fr'])('%s is no page', (param) => {
    expect(sitePageAt(param, '/tech', INFORMATION_PAGES_IN, SITE)).toBeUndefined();
  });

  it('builds every page in every language ahead, English at its own path', () => {
    const params = sitePageParams('/tech', INFORMATION_PAGES_IN.en).map((p) => p.page);
    expect(params).toHaveLength(WORD_LOCALES.length * INFORMATION_PAGES_IN.en.length);
    expect(params).toContain('terms');
    expect(params).toContain('terms@pt-BR');
    expect(params).not.toContain('terms@en');
  });
});
