import { describe, expect, it } from 'vitest';
import { paymentMethodOf } from './paymentMethodOf';

describe("the payment method of the provider's report", () => {
  it.each([
    ['card', 'card'],
    ['apple-pay', 'apple_pay'],
    ['google-pay', 'google_pay'],
    ['paypal', 'paypal'],
    // A saved card charged again is paid as the order that saved it: the report names no method of its own.
    ['token', undefined],
    [undefined, undefined],
    ['toString', undefined],
    ['bank-transfer', undefined],
  ])('%s is %s', (method, expected) => {
    expect(paymentMethodOf(method)).toBe(expected);
  });
});
