import { describe, expect, it } from 'vitest';
import { errorPointerProblems } from './errorPointerProblems';

const document = { steps: [{ id: 'a', 'x/y': 1, 'm~n': 2 }], name: '' };

describe('errorPointerProblems', () => {
  it.each([
    ['the whole document', ''],
    ['a node', '/steps/0/id'],
    ['a missing field of a node', '/steps/0/next'],
    ['escaped keys', '/steps/0/x~1y'],
    ['a tilde key', '/steps/0/m~0n'],
    ['an empty string value', '/name'],
  ])('accepts a pointer at %s', (_what, pointer) => {
    expect(errorPointerProblems(document, [{ pointer, rule: 'r', message: 'is wrong' }])).toEqual([]);
  });

  it.each([
    ['no leading slash', 'steps/0', 'not a JSON pointer'],
    ['a bad escape', '/steps/~2', 'not a JSON pointer'],
    ['a node under a missing one', '/steps/3/id', 'points at nothing'],
    ['an index that is no number', '/steps/first/id', 'points at nothing'],
    ['a key of an inherited property', '/constructor/name', 'points at nothing'],
  ])('refuses a pointer with %s', (_what, pointer, problem) => {
    expect(errorPointerProblems(document, [{ pointer, rule: 'r', message: 'is wrong' }]).join()).toContain(problem);
  });

  it('refuses an error without a rule or a sentence', () => {
    expect(errorPointerProblems(document, [{ pointer: '', rule: '', message: ' ' }])).toEqual([
      'no rule at ',
      'no sentence at  ()',
    ]);
  });
});
