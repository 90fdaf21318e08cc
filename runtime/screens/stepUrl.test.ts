import { describe, expect, it } from 'vitest';
import type { Flow } from '../../schemas/flowSchema';
import { stepIdAtAddress, stepUrl } from './stepUrl';

const flow = {
  firstStep: 'welcome',
  steps: [
    { id: 'welcome', path: 'welcome' },
    { id: 'partner-sign', path: 'questions/partner-sign' },
    { id: 'pay', path: 'trialPayment' },
  ],
} as unknown as Flow;

describe('a step and its address', () => {
  it.each([
    ['welcome', '/palmistry'],
    ['partner-sign', '/palmistry/questions/partner-sign'],
    ['pay', '/palmistry/trialPayment'],
  ])('%s is at %s, and that address names it', (stepId, address) => {
    expect(stepUrl('palmistry', flow, stepId)).toBe(address);
    expect(stepIdAtAddress(flow, address)).toBe(stepId);
  });

  it.each([
    ['the funnel root with a slash', '/palmistry/', 'welcome'],
    ['a path no step has', '/palmistry/questions', undefined],
    ['a step path under another', '/palmistry/questions/partner-sign/more', undefined],
  ])('%s: %s names %s', (_, address, stepId) => {
    expect(stepIdAtAddress(flow, address)).toBe(stepId);
  });
});
