import { describe, expect, it } from 'vitest';
import { decodablePath } from './decodablePath';

describe('decodablePath', () => {
  it.each([
    ['/palmistry', true],
    ['/palmistry/%25', true],
    ['/caf%C3%A9', true],
    ['/draft?funnel=%', true],
    ['/%', false],
    ['/palmistry/%ZZ', false],
    ['/palmistry/%E0%A4%A', false],
    ['/%C3', false],
    ['/%FF', false],
  ])('%s: %s', (target, decodes) => {
    expect(decodablePath(target)).toBe(decodes);
  });
});
