import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { orderRequestOf, purchaseScope } from './orderRequestOf';
import type { OrderAsk } from './paymentFormMachine';

const ask = (more: Partial<OrderAsk> & Pick<OrderAsk, 'visit'>): OrderAsk => ({
  stepId: 'trial-payment',
  attempt: 0,
  oneClick: false,
  ...more,
});

describe('orderRequestOf', () => {
  const { funnel, flow } = fixtureDefinition('nebula-numerology');
  const visit = {
    path: ['email', 'trial-choice', 'billing', 'trial-payment'],
    answers: {
      email: 'vega@example.com',
      plan: 'numbers-trial-week',
      billing: { name: 'Vega Lyra', country: 'DE', postalCode: '10115' },
    },
    outcomes: {},
    locale: 'de',
  };

  it('asks for the plan the visit chose, in the funnel’s first currency without another decided, for the email and billing details given', () => {
    expect(orderRequestOf(funnel, flow, ask({ visit }))).toEqual({
      oneClick: false,
      request: {
        funnel: 'nebula-numerology',
        funnelVersion: funnel.version,
        currency: 'EUR',
        product: { kind: 'plan', planId: 'numbers-trial-week' },
        customer: { email: 'vega@example.com', name: 'Vega Lyra', country: 'DE', postalCode: '10115' },
        answers: visit.answers,
        locale: 'de',
        payment: { flowVersion: flow.version, stepId: 'trial-payment' },
      },
    });
  });

  it('asks for the plan and every upsell in the currency decided for the visit', () => {
    const inPounds = { ...visit, currency: 'GBP' as const, paidOrderId: 'ord_paid' };
    const plan = orderRequestOf(funnel, flow, ask({ visit: inPounds }));
    const oneClick = orderRequestOf(
      funnel,
      flow,
      ask({ stepId: 'upsells', upsellId: 'tarot_reading', oneClick: true, visit: inPounds }),
    );
    const byCard = orderRequestOf(funnel, flow, ask({ stepId: 'upsells', upsellId: 'tarot_reading', visit: inPounds }));
    expect([plan?.request.currency, oneClick?.request.currency, byCard?.request.currency]).toEqual([
      'GBP',
      'GBP',
      'GBP',
    ]);
  });

  it('names the visit, the plan and every upsell alike, so the report joins them to it', () => {
    const named = { ...visit, visitId: '0b7e7c1e-3f2a-4c7e-9d1a-5f6b8c9d0e1f', paidOrderId: 'ord_paid' };
    const asks = [
      ask({ visit: named }),
      ask({ stepId: 'upsells', upsellId: 'tarot_reading', oneClick: true, visit: named }),
      ask({ stepId: 'upsells', upsellId: 'tarot_reading', visit: named }),
    ];
    expect(asks.map((a) => orderRequestOf(funnel, flow, a)?.request.visitId)).toEqual([
      named.visitId,
      named.visitId,
      named.visitId,
    ]);
  });

  it('asks for the plan step’s default when the visitor chose none', () => {
    const request = orderRequestOf(funnel, flow, ask({ visit: { ...visit, answers: { email: 'vega@example.com' } } }));
    expect(request?.request).toMatchObject({ product: { kind: 'plan', planId: 'numbers-trial-week-plus' } });
  });

  it.each([
    ['no email on the way', { ...visit, answers: { plan: 'numbers-trial-week' } }],
    ['no plan step on the way', { ...visit, path: ['email', 'trial-payment'] }],
  ])('cannot ask for an order with %s', (_, without) => {
    expect(orderRequestOf(funnel, flow, ask({ visit: without }))).toBeUndefined();
  });

  it('asks for an upsell in one click with the card of the order paid before', () => {
    const paid = { ...visit, paidOrderId: 'ord_paid' };
    expect(
      orderRequestOf(funnel, flow, ask({ stepId: 'upsells', upsellId: 'tarot_reading', oneClick: true, visit: paid })),
    ).toEqual({
      oneClick: true,
      request: {
        funnel: 'nebula-numerology',
        funnelVersion: funnel.version,
        currency: 'EUR',
        upsellId: 'tarot_reading',
        previousOrderId: 'ord_paid',
        locale: 'de',
      },
    });
  });

  it.each([
    ['no order was paid before', { ...visit }, true],
    ['one-click was refused for the saved card', { ...visit, paidOrderId: 'ord_paid' }, false],
  ])('asks for an upsell by card when %s', (_, upsellVisit, oneClick) => {
    expect(
      orderRequestOf(funnel, flow, ask({ stepId: 'upsells', upsellId: 'tarot_reading', oneClick, visit: upsellVisit })),
    ).toEqual({
      oneClick: false,
      request: {
        funnel: 'nebula-numerology',
        funnelVersion: funnel.version,
        currency: 'EUR',
        product: { kind: 'upsell', upsellId: 'tarot_reading' },
        customer: { email: 'vega@example.com' },
        locale: 'de',
      },
    });
  });
});

describe('orderRequestOf with the visit’s attribution tags', () => {
  const { funnel, flow } = fixtureDefinition('nebula-numerology');
  const attribution = { utm_source: 'tiktok', utm_medium: '' };
  const visit = {
    path: ['email', 'trial-choice', 'billing', 'trial-payment'],
    answers: { email: 'vega@example.com', plan: 'numbers-trial-week' },
    outcomes: {},
    locale: 'de',
    attribution,
  };

  it.each([
    ['a plan', ask({ visit })],
    ['an upsell by card', ask({ stepId: 'upsells', upsellId: 'tarot_reading', visit })],
    [
      'an upsell in one click',
      ask({
        stepId: 'upsells',
        upsellId: 'tarot_reading',
        oneClick: true,
        visit: { ...visit, paidOrderId: 'ord_paid' },
      }),
    ],
  ])('sends them with %s', (_, asked) => {
    expect(orderRequestOf(funnel, flow, asked)?.request).toMatchObject({ attribution });
  });
});

describe('purchaseScope', () => {
  it.each([
    [{ stepId: 'trial-payment' }, 'palmistry:trial-payment'],
    [{ stepId: 'upsells', upsellId: 'tarot_reading' }, 'palmistry:upsells:tarot_reading'],
  ])('names the attempts of %j %s', (purchase, scope) => {
    expect(purchaseScope({ slug: 'palmistry' }, purchase)).toBe(scope);
  });
});
