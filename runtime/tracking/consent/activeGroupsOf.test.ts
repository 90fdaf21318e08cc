import { describe, expect, it } from 'vitest';
import { activeGroupsOf } from './activeGroupsOf';
import { ALL_GIVEN, type ConsentGroups, NECESSARY_ONLY } from './consentState';

const cases: [active: unknown, groups: ConsentGroups][] = [
  [',C0001,', NECESSARY_ONLY],
  [',C0001,C0002,', { ...NECESSARY_ONLY, C0002: true }],
  [',C0001,C0004,', { ...NECESSARY_ONLY, C0004: true }],
  [',C0001,C0002,C0003,C0004,C0005,SSPD_BG,', ALL_GIVEN],
  ['C0002,C0003', { ...NECESSARY_ONLY, C0002: true, C0003: true }],
  [', C0004 ,', { ...NECESSARY_ONLY, C0004: true }],
  [',C0001,C0099,STACK42,', NECESSARY_ONLY],
  [',c0004,', NECESSARY_ONLY],
  ['', NECESSARY_ONLY],
  [undefined, NECESSARY_ONLY],
  [42, NECESSARY_ONLY],
];

describe("the consent platform's active groups", () => {
  it.each(cases)('%j', (active, groups) => {
    expect(activeGroupsOf(active)).toEqual(groups);
  });
});
