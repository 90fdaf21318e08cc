import { describe, expect, it } from 'vitest';
import { stepAtPath } from './stepAtPath';

const flow = {
  firstStep: 'intro',
  steps: [
    { id: 'intro', path: 'prelanding' },
    { id: 'gender', path: 'gender' },
    { id: 'status', path: 'questions/love-status' },
  ],
};

describe('stepAtPath', () => {
  it.each([
    ['/love-quiz', 'love-quiz', 'intro'],
    ['/love-quiz/', 'love-quiz', 'intro'],
    ['/love-quiz/prelanding', 'love-quiz', 'intro'],
    ['/love-quiz/gender', 'love-quiz', 'gender'],
    ['/love-quiz/questions/love-status', 'love-quiz', 'status'],
    ['/love-quiz/questions%2Flove-status', 'love-quiz', 'status'],
    ['/love/gender', 'love-quiz', undefined],
    ['/love-quiz-2/gender', 'love-quiz', undefined],
    ['/love-quiz/nowhere', 'love-quiz', undefined],
    ['/love-quiz/%E0%A4%A', 'love-quiz', undefined],
    ['/alias/gender', 'alias', 'gender'],
  ])('%s of funnel path %s is step %s', (pathname, funnelPath, expected) => {
    expect(stepAtPath(pathname, funnelPath, flow)?.id).toBe(expected);
  });
});
