import { describe, expect, it } from 'vitest';
import type { ConsentRule } from '@/schemas/gateway/consentRegionAnswer';
import { consentRegion } from './consentRegion';

const cases: [header: string | null | undefined, elsewhere: ConsentRule, expected: ReturnType<typeof consentRegion>][] =
  [
    ['DE', 'opt-out', { country: 'DE', rule: 'opt-in' }],
    ['fr', 'opt-out', { country: 'FR', rule: 'opt-in' }],
    [' NO ', 'opt-out', { country: 'NO', rule: 'opt-in' }],
    ['IS', 'opt-out', { country: 'IS', rule: 'opt-in' }],
    ['GB', 'opt-out', { country: 'GB', rule: 'opt-in' }],
    ['US', 'opt-out', { country: 'US', rule: 'opt-out' }],
    ['US', 'opt-in', { country: 'US', rule: 'opt-in' }],
    ['CH', 'opt-out', { country: 'CH', rule: 'opt-out' }],
    [null, 'opt-out', { country: null, rule: 'opt-out' }],
    [undefined, 'opt-in', { country: null, rule: 'opt-in' }],
    ['XX', 'opt-out', { country: null, rule: 'opt-out' }],
    ['OTHER', 'opt-in', { country: null, rule: 'opt-in' }],
    ['', 'opt-in', { country: null, rule: 'opt-in' }],
    ['DE,FR', 'opt-out', { country: null, rule: 'opt-out' }],
  ];

describe('the consent region', () => {
  it.each(cases)('header %j with %s elsewhere', (header, elsewhere, expected) => {
    expect(consentRegion(header, elsewhere)).toEqual(expected);
  });
});
