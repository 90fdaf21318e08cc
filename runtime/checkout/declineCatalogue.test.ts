import { describe, expect, it } from 'vitest';
import { DECLINE_CODE_LIST } from '@/schemas/payments/declineCodes';
import { CATEGORISED_CODES, declineHandling } from './declineCatalogue';

describe('decline catalogue', () => {
  it('gives every decline code a category, once', () => {
    expect([...CATEGORISED_CODES].sort()).toEqual([...DECLINE_CODE_LIST].sort());
  });

  it.each([
    ['0.01', 'temporary', { final: true, retry: true, fallBackToCardForm: false, report: false }],
    ['0.02', 'expired', { retry: true }],
    ['2.06', 'input', { retry: true }],
    ['3.02', 'funds', { retry: true }],
    ['5.01', 'threeDSecure', { retry: true }],
    ['3.01', 'cardNotUsable', { retry: true }],
    ['3.05', 'issuer', { retry: true }],
    ['4.05', 'risk', { retry: false, report: false }],
    ['3.10', 'risk', { retry: false }],
    ['4.08', 'address', { retry: true }],
    ['5.02', 'savedCardUnusable', { fallBackToCardForm: true }],
    ['7.01', 'savedCardUnusable', { fallBackToCardForm: true }],
    ['7.05', 'wallet', { retry: true }],
    ['7.04', 'cascade', { final: false }],
    ['5.06', 'ours', { report: true, retry: true }],
    ['9.99', 'ours', { report: true }],
    [undefined, 'ours', { report: true }],
  ] as const)('%s is %s', (code, category, handling) => {
    expect(declineHandling(code)).toMatchObject({ category, ...handling });
  });
});
