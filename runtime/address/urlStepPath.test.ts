import { describe, expect, it } from 'vitest';
import { urlStepPath } from './urlStepPath';

describe('urlStepPath', () => {
  it.each([
    [undefined, undefined],
    [[], undefined],
    [['gender'], 'gender'],
    [['prelanding', 'gender'], 'prelanding/gender'],
    [['caf%C3%A9'], 'café'],
    [['a%2Fb'], 'a/b'],
    [['%E0%A4%A'], '%E0%A4%A'],
  ])('%j spells %j', (segments, path) => {
    expect(urlStepPath(segments)).toBe(path);
  });
});
