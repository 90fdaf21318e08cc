import { describe, expect, it } from 'vitest';
import { HttpError } from '@/runtime/platform/http/httpError';
import { refusalOf } from './refusalOf';

describe('refusalOf', () => {
  it.each([
    [
      'a refusal with its code and what goes with it',
      new HttpError({ code: 'code_invalid', message: 'wrong', attemptsLeft: 2 }, 400),
      { status: 400, message: 'wrong', code: 'code_invalid', attemptsLeft: 2 },
    ],
    [
      'a rate limit',
      new HttpError({ code: 'rate_limited', message: 'wait', retryAfterSeconds: 90 }, 429),
      { status: 429, message: 'wait', code: 'rate_limited', retryAfterSeconds: 90 },
    ],
    ['a refusal without a code', new HttpError({ message: 'No order' }, 404), { status: 404, message: 'No order' }],
    ['fields of the wrong type', new HttpError({ code: 7, message: null }, 400), { status: 400, message: '' }],
  ])('reads %s', (_, error, refusal) => {
    expect(refusalOf(error)).toEqual(refusal);
  });

  it.each([
    ['a failure with no answer', new HttpError('Failed to fetch', 400)],
    ['an answer that is not an object', new HttpError(null, 503)],
    ['an error of another kind', new Error('boom')],
  ])('reads nothing from %s', (_, error) => {
    expect(refusalOf(error)).toBeUndefined();
  });
});
