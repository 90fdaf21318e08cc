import { describe, expect, it } from 'vitest';
import { purchaseProofFromCookies, purchaseProofSetCookie } from './purchaseProof';

describe('the purchase proof cookie', () => {
  it.each([
    ['dev', false],
    ['stage', true],
    ['production', true],
  ] as const)('in %s is HttpOnly, same-site, for one-click orders only, Secure: %s', (environment, secure) => {
    const [pair, ...attributes] = purchaseProofSetCookie('ord_1', '1700000000.c2ln', environment).split('; ');
    expect(pair).toBe('purchase_ord_1=1700000000.c2ln');
    expect(attributes.sort()).toEqual(
      [
        'HttpOnly',
        'Max-Age=3600',
        'Path=/api/v1/orders/resign',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].sort(),
    );
  });

  it.each([
    ['the cookie the order set', 'theme=dark; purchase_ord_1=1700000000.c2ln', '1700000000.c2ln'],
    ['only another order’s', 'purchase_ord_2=1700000000.c2ln', undefined],
    ['no cookie', null, undefined],
  ])('is read from a request carrying %s', (_, header, proof) => {
    expect(purchaseProofFromCookies(header, 'ord_1')).toBe(proof);
  });
});
