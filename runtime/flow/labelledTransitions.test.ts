import { describe, expect, it } from 'vitest';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import type { Flow } from '@/schemas/flowSchema';
import type { Step } from '@/schemas/stepSchema';
import { labelledTransitions } from './labelledTransitions';

const step = (id: string, transitions: Pick<Step, 'next' | 'branches'>): Step => ({
  id,
  path: id,
  kind: 'loading',
  content: {},
  ...transitions,
});
const flowOf = (...steps: Step[]): Flow => ({
  contract: CURRENT_CONTRACT,
  id: 'moon',
  version: 1,
  locales: ['en'],
  firstStep: 'start',
  steps,
});
const female = { '==': [{ var: 'answers.gender' }, 'female'] };
const male = { '==': [{ var: 'answers.gender' }, 'male'] };

describe('labelledTransitions', () => {
  it.each([
    ['a step with one way on, unlabelled', [step('start', { next: 'end' })], [{ from: 'start', to: 'end' }]],
    ['a last step, with none', [step('end', {})], []],
    [
      'branches by their conditions, in order, then the default as "otherwise"',
      [
        step('start', {
          branches: [
            { when: female, to: 'moon' },
            { when: male, to: 'sun' },
          ],
          next: 'end',
        }),
      ],
      [
        { from: 'start', to: 'moon', label: 'answers.gender = "female"' },
        { from: 'start', to: 'sun', label: 'answers.gender = "male"' },
        { from: 'start', to: 'end', label: 'otherwise' },
      ],
    ],
    [
      'branches without a default',
      [step('start', { branches: [{ when: female, to: 'moon' }] })],
      [{ from: 'start', to: 'moon', label: 'answers.gender = "female"' }],
    ],
  ])('%s', (_, steps, transitions) => {
    expect(labelledTransitions(flowOf(...steps))).toEqual(transitions);
  });
});
