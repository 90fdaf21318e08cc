import { describe, expect, it } from 'vitest';
import type { Step } from '@/schemas/stepSchema';
import { stepsAhead } from './stepsAhead';

const text = { en: 'x' };
const step = (next?: string, ...branches: string[]): Step => ({
  id: 's',
  path: 'questions/s',
  kind: 'info',
  content: { title: text },
  ...(next ? { next } : {}),
  ...(branches.length > 0
    ? { branches: branches.map((to) => ({ when: { '==': [{ var: 'answers.s' }, to] }, to })) }
    : {}),
});

describe('stepsAhead', () => {
  it.each([
    ['a last step', step(), []],
    ['its next only', step('b'), ['b']],
    ['branches in order, then next', step('d', 'b', 'c'), ['b', 'c', 'd']],
    ['a branch to the next step, once', step('b', 'b', 'c'), ['b', 'c']],
    ['two branches to one step, once', step(undefined, 'c', 'c'), ['c']],
  ])('%s', (_, given, ahead) => {
    expect(stepsAhead(given)).toEqual(ahead);
  });
});
