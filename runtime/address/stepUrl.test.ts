import { describe, expect, it } from 'vitest';
import type { Flow } from '@/schemas/flowSchema';
import { stepAtPath } from './stepAtPath';
import { stepUrl } from './stepUrl';

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
    expect(stepAtPath(address, 'palmistry', flow)?.id).toBe(stepId);
  });
});
