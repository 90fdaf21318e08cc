import { describe, expect, it } from 'vitest';
import { ALL_GIVEN, type ConsentGroups, NECESSARY_ONLY } from './consentState';
import { embeddedCategories } from './embeddedCategories';

const cases: [accepted: string[], groups: ConsentGroups][] = [
  [[], NECESSARY_ONLY],
  [['necessary'], NECESSARY_ONLY],
  [['necessary', 'performance'], { ...NECESSARY_ONLY, C0002: true }],
  [['functional'], { ...NECESSARY_ONLY, C0003: true }],
  [['targeting'], { ...NECESSARY_ONLY, C0004: true, C0005: true, SSPD_BG: true }],
  [['necessary', 'performance', 'functional', 'targeting'], ALL_GIVEN],
  [['marketing'], NECESSARY_ONLY],
];

describe('the embedded consent categories as consent groups', () => {
  it.each(cases)('%j', (accepted, groups) => {
    expect(embeddedCategories(accepted)).toEqual(groups);
  });
});
