import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from './createPaymentProvider';
import { type ProviderDouble, startProviderDouble } from './startProviderDouble';

const KEYS = { publicKey: 'api_pk_test', secretKey: 'api_sk_test_0123456789abcdef0123456789abcdef' };

describe('the provider adapter', () => {
  let double: ProviderDouble;
  beforeAll(async () => {
    double = await startProviderDouble(KEYS);
  });
  afterAll(async () => {
    await double?.close();
  });

  it('reads an order through the SDK status call', async () => {
    const order = {
      order_id: 'ord_1',
      status: 'approved',
      amount: 100,
      currency: 'USD',
      updated_at: '2025-01-01T00:00:00Z',
    };
    double.orders.set('ord_1', order);
    expect(await createPaymentProvider({ apiUrl: double.apiUrl, ...KEYS }).orderStatus('ord_1')).toEqual(order);
    expect(double.calls.at(-1)).toEqual({ path: 'status', body: { order_id: 'ord_1' } });
  });

  it('fails on the provider’s error answer', async () => {
    await expect(createPaymentProvider({ apiUrl: double.apiUrl, ...KEYS }).orderStatus('ord_none')).rejects.toThrow(
      /2\.05/,
    );
  });

  it('signs the subscription cancel as the provider checks it', async () => {
    const provider = createPaymentProvider({ apiUrl: double.apiUrl, ...KEYS });
    await provider.cancelSubscription({ subscriptionId: 'sub_1', force: false, reason: 'other' });
    expect(double.calls.at(-1)).toEqual({
      path: 'subscription/cancel',
      body: { subscription_id: 'sub_1', force: false, cancel_reason: 'other' },
    });
    const impostor = createPaymentProvider({ apiUrl: double.apiUrl, ...KEYS, secretKey: `${KEYS.secretKey}x` });
    await expect(impostor.cancelSubscription({ subscriptionId: 'sub_1', force: false, reason: 'x' })).rejects.toThrow(
      /1\.01/,
    );
  });
});
