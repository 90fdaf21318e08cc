import solidgate from '@solidgate/node-sdk';
import { describe, expect, it } from 'vitest';
import { isProviderSignatureValid, signProviderPayload } from './signProviderPayload';

const PUBLIC = 'api_pk_test';
const SECRET = 'api_sk_test_0123456789abcdef0123456789abcdef';

describe('signProviderPayload', () => {
  it('signs exactly as the provider SDK does', () => {
    const api = new solidgate.Api(PUBLIC, SECRET, 'http://127.0.0.1:1/');
    const dto = api.formMerchantData({ order_id: 'order-1', amount: 999, currency: 'USD' }).toObject();
    expect(signProviderPayload(PUBLIC, SECRET, dto.paymentIntent)).toBe(dto.signature);
  });

  it.each([
    ['another payload', PUBLIC, SECRET, '{"a":2}'],
    ['another secret', PUBLIC, `${SECRET}x`, '{"a":1}'],
    ['another public key', 'api_pk_other', SECRET, '{"a":1}'],
  ])('refuses a signature made over %s', (_, pub, secret, payload) => {
    const signature = signProviderPayload(pub, secret, payload);
    expect(isProviderSignatureValid(PUBLIC, SECRET, '{"a":1}', signature)).toBe(false);
  });

  it('accepts its own signature', () => {
    expect(isProviderSignatureValid(PUBLIC, SECRET, '{"a":1}', signProviderPayload(PUBLIC, SECRET, '{"a":1}'))).toBe(
      true,
    );
  });
});
