import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HttpError } from '@/runtime/platform/http/httpError';
import { type CancelCall, cancelProblemOf, cancelStepMachine, NoSubscription } from './cancelStepMachine';

const VISIT = { path: ['email', 'verify'], answers: {}, outcomes: {}, locale: 'en' };

describe('cancelProblemOf', () => {
  it.each([
    ['a wrong code', new HttpError({ code: 'code_invalid', message: 'wrong', attemptsLeft: 2 }, 400), 'codeInvalid'],
    ['a spent code', new HttpError({ code: 'too_many_attempts', message: 'spent' }, 429), 'tooManyAttempts'],
    ['no subscription left', new NoSubscription(), 'noSubscription'],
    ['a 429 without a code', new HttpError('Too Many Requests', 429), 'rateLimited'],
    [
      'a rate limit by its code',
      new HttpError({ code: 'rate_limited', message: 'x', retryAfterSeconds: 90 }, 400),
      'rateLimited',
    ],
    ['an expired token', new HttpError({ code: 'token_invalid', message: 'again' }, 401), 'ours'],
    ['a provider failure', new HttpError({ message: 'Cancelling the subscription failed; try again' }, 500), 'ours'],
    ['an empty answer', new HttpError(null, 503), 'ours'],
    ['no answer at all', new Error('rate_limited'), 'ours'],
    ['nothing', undefined, 'ours'],
  ])('%s is %s', (_, error, kind) => {
    expect(cancelProblemOf(error).kind).toBe(kind);
  });

  it('keeps how long to wait over a rate limit', () => {
    expect(cancelProblemOf(new HttpError({ code: 'rate_limited', message: 'x', retryAfterSeconds: 90 }, 429))).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 90,
    });
  });
});

describe('cancel step machine', () => {
  function start(call: (input: CancelCall) => Promise<unknown>) {
    const callGateway = vi.fn(({ input }: { input: CancelCall }) => call(input));
    const reported = vi.fn();
    const actor = createActor(
      cancelStepMachine.provide({
        actors: { callGateway: fromPromise<unknown, CancelCall>(callGateway) },
        actions: { reportProblem: reported },
      }),
      { input: { stepId: 'verify', kind: 'cancelVerify', visit: VISIT } },
    ).start();
    return { actor, callGateway, reported };
  }

  it('waits for the answer, calls the gateway with it, and is done with what the gateway answered', async () => {
    const { actor, callGateway } = start(async () => ({ token: 't', subscriptionId: 'sub_1' }));
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT', answer: '123456' });
    expect(actor.getSnapshot().value).toBe('calling');
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(callGateway).toHaveBeenCalledWith(
      expect.objectContaining({ input: { stepId: 'verify', kind: 'cancelVerify', visit: VISIT, answer: '123456' } }),
    );
    expect(actor.getSnapshot().output).toEqual({ outcome: { token: 't', subscriptionId: 'sub_1' } });
  });

  it('keeps the visitor on the step with the problem, reports it, and clears it on the next try', async () => {
    let answers = 0;
    const { actor, reported } = start(async () => {
      answers += 1;
      if (answers === 1) throw new HttpError({ code: 'code_invalid', message: 'wrong' }, 400);
      return { token: 't', subscriptionId: 'sub_1' };
    });
    actor.send({ type: 'SUBMIT', answer: '000000' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toEqual({ kind: 'codeInvalid' }));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(reported).toHaveBeenCalledTimes(1);
    actor.send({ type: 'SUBMIT', answer: '123456' });
    expect(actor.getSnapshot().context.problem).toBeUndefined();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('ignores a second submit while the gateway is being asked', async () => {
    const { actor, callGateway } = start(() => new Promise(() => {}));
    actor.send({ type: 'SUBMIT', answer: '123456' });
    actor.send({ type: 'SUBMIT', answer: '123456' });
    expect(callGateway).toHaveBeenCalledTimes(1);
  });
});
