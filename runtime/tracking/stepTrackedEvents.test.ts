import { describe, expect, it } from 'vitest';
import type { EventKind } from '@/schemas/enums/eventKinds';
import type { MarketingEvent } from '@/schemas/enums/marketingEvents';
import type { Flow } from '@/schemas/flowSchema';
import type { Step } from '@/schemas/stepSchema';
import { fixtureDefinitions } from '@/testing/fixtureDefinitions';
import { eventMoment, momentsOf, stepTrackedEvents } from './stepTrackedEvents';
import type { StepMoment } from './trackingHub';

const step = (kind: string) => ({ id: kind, kind }) as Step;

describe('eventMoment', () => {
  const cases: [string, EventKind, MarketingEvent | undefined, StepMoment][] = [
    ['prelanding', 'baseEvent', 'PageView', 'shown'],
    ['email', 'baseEvent', 'AddToCart', 'shown'],
    ['gender', 'clickEvent', undefined, 'answered'],
    ['name', 'skipEvent', undefined, 'skipped'],
    ['trialChoice', 'getOfferEvent', 'InitiateCheckout', 'answered'],
    ['productOverview', 'getOfferEvent', 'InitiateCheckout', 'answered'],
    ['paymentWithDiscount', 'getOfferEvent', 'InitiateCheckout', 'shown'],
    ['upsells', 'getOfferEvent', undefined, 'offerTaken'],
    ['ecomUpsell', 'getOfferEvent', 'AddToCart', 'offerTaken'],
    ['trialPayment', 'baseEvent', 'Purchase', 'paid'],
    ['payment', 'baseEvent', 'Purchase', 'paid'],
  ];
  it.each(cases)('on a %s step, %s (%s) is sent when %s', (kind, eventKind, marketingEvent, moment) => {
    expect(eventMoment(step(kind), { kind: eventKind, ...(marketingEvent && { marketingEvent }) })).toBe(moment);
  });

  it('every step event of every fixture has a moment its step can have', () => {
    const reachable: Record<StepMoment, (s: Step) => boolean> = {
      shown: () => true,
      answered: () => true,
      skipped: () => true,
      paid: (s) => ['payment', 'trialPayment', 'paymentWithDiscount', 'trialPaymentWithDiscount'].includes(s.kind),
      offerTaken: (s) => ['upsells', 'ecomUpsell'].includes(s.kind),
      leadGiven: (s) => s.kind === 'email',
    };
    const stranded = fixtureDefinitions().flatMap(({ flow }) =>
      flow.steps.flatMap((s) =>
        (s.events ?? []).filter((e) => !reachable[eventMoment(s, e)](s)).map((e) => `${flow.id}/${s.id}: ${e.kind}`),
      ),
    );
    expect(stranded).toEqual([]);
  });
});

describe('stepTrackedEvents', () => {
  const flow = {
    steps: [
      {
        id: 'pay',
        kind: 'trialPayment',
        sections: ['header', 'footer'],
        events: [{ kind: 'baseEvent', marketingEvent: 'Purchase' }, { kind: 'clickEvent' }],
      },
      { id: 'quiet', kind: 'info' },
    ],
  } as unknown as Flow;
  let n = 0;
  const context = { funnel: 'palmistry', visitId: 'visit-1', newId: () => `id-${++n}`, now: () => 42 };

  const ORDER = 'ord_0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b';

  it("makes the Purchase of a paid moment, in units of the currency, with its order's event id, product and method", () => {
    n = 0;
    const [paid] = momentsOf({
      type: 'paid',
      stepId: 'pay',
      orderId: ORDER,
      amount: 2999,
      currency: 'EUR',
      productId: 'quarter',
      paymentMethod: 'google_pay',
    });
    expect(paid).toBeDefined();
    const events = stepTrackedEvents(flow, paid ? [paid] : [], context);
    expect(events).toEqual([
      {
        id: '0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
        visitId: 'visit-1',
        funnel: 'palmistry',
        stepId: 'pay',
        kind: 'baseEvent',
        moment: 'paid',
        sections: ['header', 'footer'],
        marketingEvent: 'Purchase',
        value: 29.99,
        currency: 'EUR',
        orderId: ORDER,
        products: ['quarter'],
        paymentMethod: 'google_pay',
        at: 42,
      },
    ]);
  });

  const upsellFlow = {
    steps: [
      { id: 'offer', kind: 'ecomUpsell', events: [{ kind: 'getOfferEvent', marketingEvent: 'AddToCart' }] },
      { id: 'declared', kind: 'upsells', events: [{ kind: 'clickEvent', marketingEvent: 'Purchase' }] },
      { id: 'bare', kind: 'payment' },
    ],
  } as unknown as Flow;
  const bought = { orderId: ORDER, productId: 'tarot_reading', amount: 1499, currency: 'USD' } as const;

  it.each([
    [
      'an upsell bought on a step declaring no Purchase: its offer taken, then a Purchase of its own',
      { type: 'offerTaken', stepId: 'offer', ...bought },
      ['offerTaken:getOfferEvent:AddToCart', 'paid:getOfferEvent:Purchase'],
    ],
    [
      'an upsell bought on a step declaring a Purchase: that Purchase, once',
      { type: 'offerTaken', stepId: 'declared', ...bought },
      ['paid:clickEvent:Purchase'],
    ],
    [
      'a payment on a step declaring no events: a Purchase all the same',
      { type: 'paid', stepId: 'bare', ...bought, productId: 'quarter' },
      ['paid:getOfferEvent:Purchase'],
    ],
  ] as const)('every sale is one Purchase: %s', (_, happening, expected) => {
    const events = stepTrackedEvents(upsellFlow, momentsOf(happening), context);
    expect(events.map((e) => `${e.moment}:${e.kind}:${e.marketingEvent}`)).toEqual(expected);
    const purchases = events.filter((e) => e.marketingEvent === 'Purchase');
    expect(purchases).toEqual([
      expect.objectContaining({
        id: '0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
        orderId: ORDER,
        value: 14.99,
        currency: 'USD',
        products: [happening.productId],
      }),
    ]);
  });

  it('sends a Lead once per visit when the email step’s email is given, whatever the step declares', () => {
    const emailFlow = {
      steps: [{ id: 'email', kind: 'email', events: [{ kind: 'baseEvent', marketingEvent: 'AddToCart' }] }],
    } as unknown as Flow;
    const given = momentsOf({ type: 'leadGiven', stepId: 'email', email: 'luna@example.com', consent: true });
    expect(given.map((m) => m.key)).toEqual(['email:lead']);
    expect(stepTrackedEvents(emailFlow, given, context)).toEqual([
      expect.objectContaining({ stepId: 'email', kind: 'clickEvent', moment: 'leadGiven', marketingEvent: 'Lead' }),
    ]);
    expect(momentsOf({ type: 'leadGiven', stepId: 'email', email: '  ' })).toEqual([]);
  });

  it('keys a sale by its order, so a reload or a way back never sends it twice', () => {
    const [offer, paid] = momentsOf({ type: 'offerTaken', stepId: 'offer', ...bought });
    expect([offer?.key, paid?.key]).toEqual(['offer:offerTaken:tarot_reading', `offer:paid:${ORDER}`]);
    expect(momentsOf({ type: 'paid', stepId: 'bare', orderId: ORDER })[0]?.key).toBe(`bare:paid:${ORDER}`);
  });

  it.each([
    [2999, 'EUR', 29.99],
    [1999, 'USD', 19.99],
    [8900, 'CLP', 8900],
    [12990, 'BRL', 129.9],
  ] as const)(
    "values a Purchase of %i minor units of %s at %d, by the currency's own decimals",
    (amount, currency, value) => {
      const [purchase] = stepTrackedEvents(
        flow,
        [{ key: 'k', stepId: 'pay', moment: 'paid', amount, currency }],
        context,
      );
      expect(purchase).toMatchObject({ value, currency });
    },
  );

  it('sends only the events of the moment, and nothing for a step without events or an unknown step', () => {
    const moments = [
      { key: 'pay:answered', stepId: 'pay', moment: 'answered' as const },
      { key: 'quiet:shown', stepId: 'quiet', moment: 'shown' as const },
      { key: 'gone:shown', stepId: 'gone', moment: 'shown' as const },
    ];
    expect(stepTrackedEvents(flow, moments, context).map((e) => `${e.stepId}:${e.kind}`)).toEqual(['pay:clickEvent']);
  });
});
