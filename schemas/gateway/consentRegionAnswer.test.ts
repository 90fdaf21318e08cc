import { describe, expect, it } from 'vitest';
import { readConsentRegionAnswer } from './consentRegionAnswer';

describe('readConsentRegionAnswer', () => {
  it.each([
    [
      { country: 'DE', rule: 'opt-in' },
      { country: 'DE', rule: 'opt-in' },
    ],
    [
      { country: null, rule: 'opt-out' },
      { country: null, rule: 'opt-out' },
    ],
    [{ country: 'XX', rule: 'opt-in' }, undefined],
    [{ country: 'de', rule: 'opt-in' }, undefined],
    [{ country: 'DE', rule: 'opt-maybe' }, undefined],
    [{ country: 'DE' }, undefined],
    [{ rule: 'opt-in' }, undefined],
    [{ country: 'DE', rule: 'opt-in', extra: 1 }, undefined],
    [['DE', 'opt-in'], undefined],
    [null, undefined],
    ['opt-in', undefined],
  ])('%j reads as %j', (value, answer) => {
    expect(readConsentRegionAnswer(value)).toEqual(answer);
  });
});
