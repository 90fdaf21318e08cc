import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '@/runtime/platform/http/httpError';
import type { CancelAnswer } from '@/schemas/gateway/cancelAnswer';
import type { CancellableSubscription, CancelVerifiedAnswer } from '@/schemas/gateway/cancelVerifiedAnswer';
import { cancelLinkMachine, cancelLinkProblemOf } from './cancelLinkMachine';

const subscription = (id: string, status: string): CancellableSubscription => ({
  id,
  product: 'moon-reading:week-trial',
  status,
  nextChargeAt: status === 'cancelled' ? null : '2031-03-01T00:00:00.000Z',
  accessUntil: null,
});
const CANCELLED: CancelAnswer = { status: 'cancelled', mode: 'periodEnd', accessUntil: '2031-03-01T00:00:00.000Z' };

describe('cancelLinkProblemOf', () => {
  it.each([
    ['an expired link', new HttpError({ code: 'link_expired', message: 'old' }, 410), 'expired'],
    ['a forged link', new HttpError({ code: 'link_invalid', message: 'not ours' }, 403), 'invalid'],
    ['a malformed link', new HttpError({ code: 'link_invalid', message: 'not a link' }, 400), 'invalid'],
    ['a 429', new HttpError({ code: 'rate_limited', message: 'wait', retryAfterSeconds: 60 }, 429), 'rateLimited'],
    ['a 429 from a proxy', new HttpError('Too Many Requests', 429), 'rateLimited'],
    ['a provider failure', new HttpError({ message: 'could not cancel now' }, 502), 'ours'],
    ['no answer', new Error('offline'), 'ours'],
  ])('%s is %s', (_, error, kind) => {
    expect(cancelLinkProblemOf(error).kind).toBe(kind);
  });
});

describe('cancel link machine', () => {
  function start(
    verify: (link: string) => Promise<CancelVerifiedAnswer>,
    cancel: (input: { token: string; subscriptionId: string }) => Promise<CancelAnswer> = async () => CANCELLED,
  ) {
    const verifyLink = vi.fn(({ input }: { input: { link: string } }) => verify(input.link));
    const cancelCall = vi.fn(({ input }: { input: { token: string; subscriptionId: string } }) => cancel(input));
    const reported = vi.fn();
    const actor = createActor(
      cancelLinkMachine.provide({
        actors: { verifyLink: fromPromise(verifyLink), cancel: fromPromise(cancelCall) },
        actions: { reportProblem: reported },
      }),
    ).start();
    return { actor, verifyLink, cancelCall, reported };
  }

  it('proves the link, waits for the press, and cancels the subscription pressed for with the token', async () => {
    const { actor, verifyLink, cancelCall } = start(async () => ({
      token: 'tok-1',
      subscriptions: [subscription('sub_old', 'cancelled'), subscription('sub_live', 'active')],
    }));
    expect(actor.getSnapshot().value).toBe('opening');
    actor.send({ type: 'OPENED', link: 'link-1' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(verifyLink).toHaveBeenCalledWith(expect.objectContaining({ input: { link: 'link-1' } }));
    // Nothing is cancelled by opening the page: a mail scanner that fetches the link changes nothing.
    expect(cancelCall).not.toHaveBeenCalled();
    actor.send({ type: 'CANCEL', subscriptionId: 'sub_live' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(cancelCall).toHaveBeenCalledWith(
      expect.objectContaining({ input: { token: 'tok-1', subscriptionId: 'sub_live' } }),
    );
    expect(actor.getSnapshot().context.cancelled).toEqual(CANCELLED);
  });

  it('says there is nothing to cancel when every subscription is cancelled already', async () => {
    const { actor } = start(async () => ({ token: 't', subscriptions: [subscription('sub_old', 'cancelled')] }));
    actor.send({ type: 'OPENED', link: 'link-1' });
    await waitFor(actor, (s) => s.matches('nothingToCancel'));
  });

  it('asks nothing of the gateway for a page opened without a link', () => {
    const { actor, verifyLink } = start(async () => ({ token: 't', subscriptions: [] }));
    actor.send({ type: 'OPENED', link: null });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'missing' });
    expect(verifyLink).not.toHaveBeenCalled();
  });

  it('says why a link is refused, and hands the failure to the host to report', async () => {
    const { actor, reported } = start(async () => {
      throw new HttpError({ code: 'link_expired', message: 'old' }, 410);
    });
    actor.send({ type: 'OPENED', link: 'old-link' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'expired' });
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('renews a token that expired while the page stood open, and goes on with the press', async () => {
    let tokens = 0;
    const { actor, cancelCall, verifyLink } = start(
      async () => ({ token: `tok-${++tokens}`, subscriptions: [subscription('sub_live', 'active')] }),
      async ({ token }) => {
        if (token === 'tok-1') throw new HttpError({ code: 'token_invalid', message: 'again' }, 401);
        return CANCELLED;
      },
    );
    actor.send({ type: 'OPENED', link: 'link-1' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CANCEL', subscriptionId: 'sub_live' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(verifyLink).toHaveBeenCalledTimes(2);
    expect(cancelCall.mock.calls.map(([{ input }]) => input.token)).toEqual(['tok-1', 'tok-2']);
  });

  it('keeps the visitor on the page with the problem when the cancel fails, to press again', async () => {
    let fail = true;
    const { actor } = start(
      async () => ({ token: 't', subscriptions: [subscription('sub_live', 'active')] }),
      async () => {
        if (fail) throw new HttpError({ message: 'could not cancel now' }, 502);
        return CANCELLED;
      },
    );
    actor.send({ type: 'OPENED', link: 'link-1' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CANCEL', subscriptionId: 'sub_live' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== undefined);
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'ours' });
    fail = false;
    actor.send({ type: 'CANCEL', subscriptionId: 'sub_live' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(actor.getSnapshot().context.problem).toBeUndefined();
  });
});
