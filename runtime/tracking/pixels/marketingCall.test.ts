import { describe, expect, it } from 'vitest';
import type { PixelPlatform } from '@/schemas/enums/pixelEntryTypes';
import { type MarketingCall, marketingCall } from './marketingCall';

const purchase = { marketingEvent: 'Purchase', value: 29.99, currency: 'EUR' } as const;

const cases: [PixelPlatform, Parameters<typeof marketingCall>[1], MarketingCall][] = [
  ['facebook', { marketingEvent: 'PageView' }, { name: 'PageView', params: {} }],
  ['facebook', { marketingEvent: 'AddToCart' }, { name: 'AddToCart', params: {} }],
  ['facebook', { marketingEvent: 'InitiateCheckout' }, { name: 'InitiateCheckout', params: {} }],
  ['facebook', purchase, { name: 'Purchase', params: { value: 29.99, currency: 'EUR' } }],
  ['tikTok', { marketingEvent: 'AddToCart' }, { name: 'AddToCart', params: {} }],
  ['tikTok', { marketingEvent: 'InitiateCheckout' }, { name: 'InitiateCheckout', params: {} }],
  ['tikTok', purchase, { name: 'CompletePayment', params: { value: 29.99, currency: 'EUR' } }],
  ['bingAds', { marketingEvent: 'AddToCart' }, { name: 'add_to_cart', params: {} }],
  ['bingAds', { marketingEvent: 'InitiateCheckout' }, { name: 'begin_checkout', params: {} }],
  ['bingAds', purchase, { name: 'purchase', params: { revenue_value: 29.99, currency: 'EUR' } }],
  ['facebook', { marketingEvent: 'Purchase' }, { name: 'Purchase', params: {} }],
  ['facebook', { marketingEvent: 'Lead' }, { name: 'Lead', params: {} }],
  ['tikTok', { marketingEvent: 'Lead' }, { name: 'SubmitForm', params: {} }],
  ['bingAds', { marketingEvent: 'Lead' }, { name: 'submit_lead_form', params: {} }],
  [
    'facebook',
    { ...purchase, products: ['quarter'] },
    { name: 'Purchase', params: { value: 29.99, currency: 'EUR', content_ids: ['quarter'], content_type: 'product' } },
  ],
  [
    'tikTok',
    { ...purchase, products: ['tarot_reading'] },
    {
      name: 'CompletePayment',
      params: {
        value: 29.99,
        currency: 'EUR',
        contents: [{ content_id: 'tarot_reading', quantity: 1 }],
        content_type: 'product',
      },
    },
  ],
  [
    'bingAds',
    { ...purchase, products: ['tarot_reading'] },
    {
      name: 'purchase',
      params: { revenue_value: 29.99, currency: 'EUR', items: [{ id: 'tarot_reading', quantity: 1 }] },
    },
  ],
];

describe('a marketing event as each pixel takes it', () => {
  it.each(cases)('%s %j', (platform, event, expected) => {
    expect(marketingCall(platform, event)).toEqual(expected);
  });
});
