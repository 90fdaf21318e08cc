import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Currency } from '@/schemas/enums/currencies';
import { facebookConversion } from './facebookConversion';
import { hashedEmail } from './hashedEmail';
import type { ServerSale } from './serverSale';
import { tikTokConversion } from './tikTokConversion';

const AT = new Date('2026-11-27T12:00:00.000Z');
const sale = (changes: Partial<ServerSale> = {}): ServerSale => ({
  eventId: '0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
  orderId: 'ord_0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
  at: AT,
  renewal: false,
  amount: 2999,
  currency: 'USD',
  products: ['quarter'],
  email: 'luna@example.com',
  attribution: {},
  ...changes,
});
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('a sale as the ad networks’ server APIs take it', () => {
  it('hashes the email trimmed and lower-cased, and never sends it as it is', () => {
    expect(hashedEmail('  Luna@Example.COM ')).toBe(sha256('luna@example.com'));
    expect(JSON.stringify(facebookConversion(sale()))).not.toContain('luna@');
    expect(JSON.stringify(tikTokConversion(sale()))).not.toContain('luna@');
  });

  it.each<[number, Currency, number]>([
    [2999, 'USD', 29.99],
    [100, 'EUR', 1],
    [8900, 'CLP', 8900],
    [12990, 'BRL', 129.9],
  ])(
    "values %i minor units of %s at %d, by the currency's own decimals, for both networks",
    (amount, currency, value) => {
      expect(facebookConversion(sale({ amount, currency })).custom_data).toMatchObject({ value, currency });
      expect(tikTokConversion(sale({ amount, currency })).properties).toMatchObject({ value, currency });
    },
  );

  it("gives Facebook the browser pixel's event id, the click and browser ids, the client and what was bought", () => {
    const sent = facebookConversion(
      sale({
        pageUrl: 'https://funnels.example/palmistry/trial-payment',
        clientAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0',
        paymentMethod: 'apple_pay',
        attribution: { fbclid: 'IwAR1', fbp: 'fb.1.1700000000000.42' },
      }),
    );
    expect(sent).toEqual({
      event_name: 'Purchase',
      event_time: AT.getTime() / 1000,
      event_id: '0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
      action_source: 'website',
      event_source_url: 'https://funnels.example/palmistry/trial-payment',
      user_data: {
        em: [sha256('luna@example.com')],
        client_ip_address: '203.0.113.7',
        client_user_agent: 'Mozilla/5.0',
        fbc: `fb.1.${AT.getTime()}.IwAR1`,
        fbp: 'fb.1.1700000000000.42',
      },
      custom_data: {
        value: 29.99,
        currency: 'USD',
        content_ids: ['quarter'],
        content_type: 'product',
        order_id: 'ord_0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
        payment_method: 'apple_pay',
      },
    });
    // The click id cookie kept from the visit wins over one made from the ad click's id.
    expect(facebookConversion(sale({ attribution: { fbclid: 'IwAR1', fbc: 'fb.1.1.kept' } })).user_data.fbc).toBe(
      'fb.1.1.kept',
    );
  });

  it("gives TikTok CompletePayment with the browser pixel's event id, the ttclid and what was bought", () => {
    expect(
      tikTokConversion(
        sale({ products: ['tarot_reading'], clientAddress: '203.0.113.7', attribution: { ttclid: 'E.C.P' } }),
      ),
    ).toEqual({
      event: 'CompletePayment',
      event_time: AT.getTime() / 1000,
      event_id: '0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
      user: { email: sha256('luna@example.com'), ip: '203.0.113.7', ttclid: 'E.C.P' },
      properties: {
        value: 29.99,
        currency: 'USD',
        contents: [{ content_id: 'tarot_reading', quantity: 1 }],
        content_type: 'product',
        order_id: 'ord_0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
      },
    });
  });

  it('tells Facebook a renewal was made by the subscription, not on the site', () => {
    expect(facebookConversion(sale({ renewal: true })).action_source).toBe('system_generated');
  });

  it('sends no click id the visit did not have', () => {
    expect(facebookConversion(sale({ attribution: { fbclid: '' } })).user_data).toEqual({
      em: [sha256('luna@example.com')],
    });
    expect(tikTokConversion(sale()).user).toEqual({ email: sha256('luna@example.com') });
  });
});
