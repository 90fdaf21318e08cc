import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CANCEL_CODE, type SubscriptionCancelCode } from '@/schemas/payments/subscriptionCancelCodes';
import { type ProviderDouble, startProviderDouble } from '@/testing/startProviderDouble';
import { createPaymentProvider } from './createPaymentProvider';

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

  it('signs the subscription cancel as the provider checks it, with the cancel code', async () => {
    const provider = createPaymentProvider({ apiUrl: double.apiUrl, ...KEYS });
    await provider.cancelSubscription({ subscriptionId: 'sub_1', force: false, cancelCode: CUSTOMER_CANCEL_CODE });
    expect(double.calls.at(-1)).toEqual({
      path: 'subscription/cancel',
      body: { subscription_id: 'sub_1', force: false, cancel_code: '8.14' },
    });
    const impostor = createPaymentProvider({ apiUrl: double.apiUrl, ...KEYS, secretKey: `${KEYS.secretKey}x` });
    await expect(
      impostor.cancelSubscription({ subscriptionId: 'sub_1', force: false, cancelCode: '8.14' }),
    ).rejects.toThrow(/1\.01/);
  });

  it('cancels through the subscriptions API when it has a base of its own', async () => {
    // The payments base leads nowhere: only the subscriptions base is asked.
    const provider = createPaymentProvider({
      apiUrl: 'http://127.0.0.1:9/api/v1/',
      subscriptionsApiUrl: double.apiUrl,
      ...KEYS,
    });
    const calls = double.calls.length;
    await provider.cancelSubscription({ subscriptionId: 'sub_2', force: true, cancelCode: '8.06' });
    expect(double.calls.slice(calls)).toEqual([
      { path: 'subscription/cancel', body: { subscription_id: 'sub_2', force: true, cancel_code: '8.06' } },
    ]);
  });

  it('fails on a refusal that comes with HTTP 200, its messages keyed by field', async () => {
    const provider = createPaymentProvider({ apiUrl: double.apiUrl, ...KEYS });
    const unknown = '8.99' as SubscriptionCancelCode;
    await expect(
      provider.cancelSubscription({ subscriptionId: 'sub_1', force: false, cancelCode: unknown }),
    ).rejects.toThrow(/2\.01 cancel_code: Invalid cancel code/);
  });
});
