import { describe, expect, it } from 'vitest';
import { readStepOutcomes } from './stepOutcomes';

const steps = [
  { id: 'pay', kind: 'payment' },
  { id: 'offers', kind: 'upsells' },
  { id: 'verify', kind: 'cancelVerify' },
  { id: 'confirm', kind: 'cancelConfirm' },
  { id: 'intro', kind: 'prelanding' },
] as const;

describe('readStepOutcomes', () => {
  it('reads each step’s outcome as its kind ends, and leaves out anything else', () => {
    expect(
      readStepOutcomes(steps, {
        pay: { orderId: 'ord_1', amount: 2999, currency: 'EUR', productId: 'quarter', rogue: true },
        offers: { bought: [{ productId: 'tarot_reading', orderId: 'ord_2', currency: 'XXX' }, 'junk'] },
        verify: { token: 't', subscriptionId: 's' },
        confirm: { mode: 'periodEnd', accessUntil: null },
        intro: { orderId: 'ord_3' },
        unknown: { orderId: 'ord_4' },
      }),
    ).toEqual({
      pay: { orderId: 'ord_1', amount: 2999, currency: 'EUR', productId: 'quarter' },
      offers: { bought: [{ productId: 'tarot_reading', orderId: 'ord_2' }] },
      verify: { token: 't', subscriptionId: 's' },
      confirm: { mode: 'periodEnd', accessUntil: null },
    });
  });

  it.each([
    ['not an object', 'garbled'],
    ['a payment without its order', { pay: { amount: 1 } }],
    ['a cancel of no known mode', { confirm: { mode: 'never', accessUntil: null } }],
  ])('leaves out %s', (_, kept) => {
    expect(readStepOutcomes(steps, kept)).toEqual({});
  });
});
