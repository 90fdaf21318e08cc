import { describe, expect, it, vi } from 'vitest';
import type { CancellableSubscription } from '@/schemas/gateway/cancelVerifiedAnswer';
import type { StepOutcomes } from '@/schemas/stepOutcomes';
import { fixtureFlow } from '@/testing/fixtureDefinitions';
import { type CancelApi, callCancelStep } from './callCancelStep';
import { NoSubscription } from './cancelStepMachine';

const flow = fixtureFlow('cancel-subscription');
const LOOKUP = '6f1b3c9e-0d2a-4c8e-9b57-3a1f2e4d5c6b';

const subscription = (id: string, status: string): CancellableSubscription => ({
  id,
  product: 'moon-reading:week-trial',
  status,
  nextChargeAt: null,
  accessUntil: null,
});

function fakeApi(subscriptions: CancellableSubscription[]) {
  return {
    requestCancelCode: vi.fn(async () => ({ accepted: true as const, lookup: LOOKUP })),
    verifyCancelEmail: vi.fn(async () => ({ token: 'token-1', subscriptions })),
    cancelSubscription: vi.fn(async () => ({
      status: 'cancelled' as const,
      mode: 'periodEnd' as const,
      accessUntil: '2031-02-01T00:00:00.000Z',
    })),
  } satisfies CancelApi;
}

const visit = (path: string[], answers: Record<string, unknown>, outcomes: StepOutcomes = {}) => ({
  path,
  answers,
  outcomes,
  locale: 'es',
});

describe('callCancelStep', () => {
  it('asks for a code for the email, in the visitor’s language, and keeps the lookup it is tried with', async () => {
    const api = fakeApi([]);
    const call = { stepId: 'email', kind: 'cancelLookup', visit: visit(['email'], {}), answer: ' vega@example.com ' };
    expect(await callCancelStep(api, flow, call)).toEqual({ lookup: LOOKUP });
    expect(api.requestCancelCode).toHaveBeenCalledWith({ email: 'vega@example.com', locale: 'es' });
  });

  it('proves the email with the code of the lookup made on the way, and picks the subscription still running', async () => {
    const api = fakeApi([subscription('sub_old', 'cancelled'), subscription('sub_live', 'active')]);
    const call = {
      stepId: 'verify',
      kind: 'cancelVerify',
      visit: visit(['email', 'verify'], { email: 'vega@example.com' }, { email: { lookup: LOOKUP } }),
      answer: '123456',
    };
    expect(await callCancelStep(api, flow, call)).toEqual({ token: 'token-1', subscriptionId: 'sub_live' });
    expect(api.verifyCancelEmail).toHaveBeenCalledWith({ lookup: LOOKUP, code: '123456' });
  });

  it('refuses to go on when every subscription of the email is cancelled already', async () => {
    const api = fakeApi([subscription('sub_old', 'cancelled')]);
    const call = { stepId: 'verify', kind: 'cancelVerify', visit: visit(['email', 'verify'], {}), answer: '123456' };
    await expect(callCancelStep(api, flow, call)).rejects.toBeInstanceOf(NoSubscription);
  });

  it.each([
    ['with the reason chosen', 'too-expensive', 'too-expensive'],
    ['without a reason', undefined, undefined],
  ])('cancels with the verify step’s token %s', async (_, answer, reason) => {
    const api = fakeApi([]);
    const call = {
      stepId: 'confirm',
      kind: 'cancelConfirm',
      visit: visit(['email', 'verify', 'confirm'], {}, { verify: { token: 'token-1', subscriptionId: 'sub_live' } }),
      answer,
    };
    expect(await callCancelStep(api, flow, call)).toEqual({
      mode: 'periodEnd',
      accessUntil: '2031-02-01T00:00:00.000Z',
    });
    expect(api.cancelSubscription).toHaveBeenCalledWith({ token: 'token-1', subscriptionId: 'sub_live', reason });
  });

  it('sends no token when the visit has no verified email (a garbled one is dropped where it is read back)', async () => {
    const api = fakeApi([]);
    const call = {
      stepId: 'confirm',
      kind: 'cancelConfirm',
      visit: visit(['email', 'verify', 'confirm'], {}, {}),
      answer: undefined,
    };
    await callCancelStep(api, flow, call);
    expect(api.cancelSubscription).toHaveBeenCalledWith({ token: '', subscriptionId: '', reason: undefined });
  });
});
