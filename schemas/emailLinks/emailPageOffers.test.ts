import { describe, expect, it } from 'vitest';
import { UPSELL_CATALOGUE } from '@/schemas/upsellCatalogue';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { EMAIL_PAGE_OFFERS, emailPageOffer } from './emailPageOffers';
import { pricedCurrencies } from './pricedCurrencies';
import { trialPlanOf } from './trialPlanOf';

describe('what the pages linked from email sell', () => {
  const offers = Object.entries(EMAIL_PAGE_OFFERS).map(([page, offer]) => ({ page, ...offer }));

  it.each(offers.filter((o) => o.kind === 'report'))(
    '$page sells its report through $funnel, which sells it, priced in its currencies',
    (offer) => {
      if (offer.kind !== 'report') throw new Error('not a report');
      const { funnel } = fixtureDefinition(offer.funnel);
      expect(funnel.products?.upsells).toContain(offer.product);
      expect(pricedCurrencies(funnel, UPSELL_CATALOGUE[offer.product].price)).toEqual(funnel.currencies);
    },
  );

  it('the trial page sells the natal chart trial its visitor stopped before, in every currency of the funnel', () => {
    const offer = emailPageOffer('/email/marketing-trial-payment');
    expect(offer).toEqual({ kind: 'trial', funnel: 'natal-chart' });
    const { funnel } = fixtureDefinition('natal-chart');
    const plan = trialPlanOf(funnel);
    // The plan its plan screen chooses for the visitor (its default, the popular one): 7 days, then every month.
    expect(plan).toMatchObject({ id: 'natal-month', trial: { days: 7 }, period: { unit: 'month', count: 1 } });
    expect(pricedCurrencies(funnel, plan?.price ?? {}, plan?.trial?.price ?? {})).toEqual(funnel.currencies);
  });

  it('the email campaign’s own natal chart funnel sells no trial: it could not be the trial page’s', () => {
    expect(trialPlanOf(fixtureDefinition('email-marketing-natal-chart').funnel)).toBeUndefined();
  });

  it.each(['/email/consultation', '/email/marketing-landing-0', '/email/nothing', 'toString', '__proto__'])(
    '%s sells nothing',
    (page) => {
      expect(emailPageOffer(page)).toBeUndefined();
    },
  );
});
