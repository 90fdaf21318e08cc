import { describe, expect, it } from 'vitest';
import { describeCondition } from './describeCondition';

describe('describeCondition', () => {
  it.each([
    [{ '==': [{ var: 'answers.gender' }, 'female'] }, 'answers.gender = "female"'],
    [{ '!=': [{ var: 'locale' }, 'en'] }, 'locale ≠ "en"'],
    [{ '>=': [{ var: ['answers.age', 0] }, 30] }, 'answers.age ≥ 30'],
    [{ in: [{ var: 'answers.stress' }, ['often', 'always']] }, 'answers.stress in ["often","always"]'],
    [
      { and: [{ '==': [{ var: 'funnel.condition' }, 'b'] }, { '!': { var: 'answers.skip' } }] },
      '(funnel.condition = "b") and (not answers.skip)',
    ],
    [{ or: [{ var: 'answers.a' }, { var: 'answers.b' }] }, 'answers.a or answers.b'],
    [{ some: [{ var: 'answers.wishes' }, { '==': [{ var: '' }, 'calm'] }] }, 'some(answers.wishes, ( = "calm"))'],
    [{}, 'always'],
  ])('%j reads as %s', (rule, text) => {
    expect(describeCondition(rule)).toBe(text);
  });
});
