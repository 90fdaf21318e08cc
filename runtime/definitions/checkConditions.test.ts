import { describe, expect, it } from 'vitest';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import type { Flow } from '@/schemas/flowSchema';
import { checkConditions } from './checkConditions';

const text = { en: 'x' };

/** A flow whose second step branches on `when`: gender → wishes (branching) → a | b, a → b. */
function flowBranchingOn(when: Record<string, unknown>): Flow {
  return {
    contract: CURRENT_CONTRACT,
    id: 'f',
    version: 1,
    locales: ['en'],
    firstStep: 'gender',
    steps: [
      {
        id: 'gender',
        path: 'gender',
        kind: 'gender',
        content: { title: text },
        answer: { key: 'gender' },
        next: 'wishes',
      },
      {
        id: 'wishes',
        path: 'questions/wishes',
        kind: 'multipleChoice',
        content: { title: text },
        answer: { key: 'wishes' },
        branches: [{ when, to: 'a' }],
        next: 'b',
      },
      { id: 'a', path: 'questions/a', kind: 'name', content: { title: text }, answer: { key: 'name' }, next: 'b' },
      { id: 'b', path: 'overview', kind: 'overview', content: { title: text } },
    ],
  };
}

describe('checkConditions', () => {
  it.each([
    ['an earlier answer', { '==': [{ var: 'answers.gender' }, 'female'] }],
    ["the branching step's own answer", { in: ['calm', { var: 'answers.wishes' }] }],
    ['a default value', { '==': [{ var: ['answers.gender', 'female'] }, 'female'] }],
    ['an attribution parameter', { '==': [{ var: 'attribution.utm_source' }, 'tiktok'] }],
    [
      'the funnel condition and the locale',
      { and: [{ var: 'funnel.condition' }, { '!=': [{ var: 'locale' }, 'en'] }] },
    ],
    ['items inside an iterating operator', { some: [{ var: 'answers.wishes' }, { '==': [{ var: '' }, 'calm'] }] }],
    ['names tested by missing_some', { missing_some: [1, ['answers.gender', 'answers.wishes']] }],
  ])('accepts a condition reading %s', (_, when) => {
    expect(checkConditions(flowBranchingOn(when))).toEqual([]);
  });

  it.each([
    [
      'an answer nobody collects',
      { '==': [{ var: 'answers.sign' }, 'leo'] },
      '/steps/1/branches/0/when/==/0/var',
      'condition-unknown-answer',
    ],
    [
      'an answer collected only later',
      { '==': [{ var: 'answers.name' }, 'Ann'] },
      '/steps/1/branches/0/when/==/0/var',
      'condition-reads-later-answer',
    ],
    [
      'answers with no key',
      { '!!': { var: 'answers' } },
      '/steps/1/branches/0/when/!!/var',
      'condition-unknown-answer',
    ],
    [
      'an unknown answer inside missing',
      { missing: ['answers.sign'] },
      '/steps/1/branches/0/when/missing/0',
      'condition-unknown-answer',
    ],
    [
      'the whole data of an iterating operator',
      { some: [{ var: 'answers.nope' }, { var: '' }] },
      '/steps/1/branches/0/when/some/0/var',
      'condition-unknown-answer',
    ],
    [
      'an attribution parameter that is not captured',
      { '==': [{ var: 'attribution.utm_whatever' }, 'x'] },
      '/steps/1/branches/0/when/==/0/var',
      'condition-unknown-variable',
    ],
    [
      'a bare variable',
      { '==': [{ var: 'gender' }, 'x'] },
      '/steps/1/branches/0/when/==/0/var',
      'condition-unknown-variable',
    ],
    ['an unknown operator', { equals: [1, 1] }, '/steps/1/branches/0/when/equals', 'condition-unknown-operator'],
    [
      'an operator nested deep',
      { and: [true, { like: [1, 1] }] },
      '/steps/1/branches/0/when/and/1/like',
      'condition-unknown-operator',
    ],
  ])('refuses %s', (_, when, pointer, rule) => {
    expect(checkConditions(flowBranchingOn(when)).map((e) => ({ pointer: e.pointer, rule: e.rule }))).toEqual([
      { pointer, rule },
    ]);
  });
});
