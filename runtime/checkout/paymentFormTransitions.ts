import type { PaymentFormState } from './paymentFormStates';

export type PaymentFormTransition = { from: PaymentFormState; on: string; to: PaymentFormState; when?: string };

/**
 * Every transition of the payment form, written down (docs/states.md#payment-form shows none): the machine must make
 * exactly these (a test explores it and compares), and docs/payment-form.md reads the same.
 */
export const PAYMENT_FORM_TRANSITIONS: readonly PaymentFormTransition[] = [
  { from: 'idle', on: 'MOUNTED', to: 'initialized', when: 'the card form or a wallet or PayPal button is ready' },
  { from: 'idle', on: 'MOUNTED', to: 'resignInitialized', when: 'the one-click (resign) form is ready' },
  {
    from: 'idle',
    on: 'RESUME',
    to: 'threeDomainSecure',
    when: 'the order kept from before a reload waits for the bank’s check',
  },
  {
    from: 'idle',
    on: 'RESUME',
    to: 'success',
    when: 'the order kept from before a reload was paid for: it is confirmed, not paid again',
  },
  { from: 'initialized', on: 'SUBMIT', to: 'inProcess', when: 'the visitor pays (an attempt is counted)' },
  { from: 'resignInitialized', on: 'SUBMIT', to: 'inProcess', when: 'the visitor confirms the one-click payment' },
  { from: 'inProcess', on: 'VERIFY', to: 'verify', when: 'frictionless 3-D Secure: the bank checks' },
  { from: 'inProcess', on: 'FORM_REDIRECT', to: 'threeDomainSecure', when: 'the bank asks for a 3-D Secure challenge' },
  { from: 'verify', on: 'FORM_REDIRECT', to: 'threeDomainSecure', when: 'the check turns into a challenge' },
  ...(['inProcess', 'verify', 'threeDomainSecure'] as const).flatMap((from): PaymentFormTransition[] => [
    { from, on: 'SUCCESS', to: 'success', when: 'the provider says paid' },
    { from, on: 'FAIL', to: 'failed', when: 'a final decline code' },
    {
      from,
      on: 'FAIL',
      to: 'inProcess',
      when: '7.04 (cascade from 3-D Secure to 2D): the final status is still to come',
    },
  ]),
  ...(['verify', 'threeDomainSecure'] as const).map(
    (from): PaymentFormTransition => ({
      from,
      on: 'ERROR',
      to: 'inProcess',
      when: 'the SDK lost the bank’s or the provider’s answer: the order is read, as after an error while paying',
    }),
  ),
  // An error of the SDK while paying (its answer lost: a reset connection, a 5xx), or no answer in 30 s, is not taken
  // for a decline at once: the order is read first, as the payment may have gone through.
  {
    from: 'inProcess',
    on: 'ORDER_ACTIVE',
    to: 'success',
    when: 'after an SDK error, the order read is paid: it is confirmed, not paid again',
  },
  {
    from: 'inProcess',
    on: 'ORDER_PENDING',
    to: 'success',
    when: 'after an SDK error, the order read is under way: it is confirmed as after success',
  },
  { from: 'inProcess', on: 'ORDER_FAILED', to: 'failed', when: 'after an SDK error, the order read is declined' },
  {
    from: 'inProcess',
    on: 'ORDER_UNPAID',
    to: 'inProcess',
    when: 'after an SDK error, the order is not reported yet: read again in 3 s',
  },
  {
    from: 'inProcess',
    on: 'ORDER_UNPAID',
    to: 'failed',
    when: 'after an SDK error, the order is still not reported after 3 more reads (3 s apart): retrying is safe',
  },
  { from: 'failed', on: 'RETRY', to: 'idle', when: 'not a risk decline, fewer than 5 attempts; a new order is made' },
  {
    from: 'failed',
    on: 'SUCCESS',
    to: 'success',
    when: 'the provider’s answer came after the form stopped waiting: confirmed, never paid again',
  },
  { from: 'threeDomainSecure', on: 'ORDER_ACTIVE', to: 'success', when: 'the order, read now and then, is paid' },
  { from: 'threeDomainSecure', on: 'ORDER_FAILED', to: 'failed', when: 'the order, read now and then, is declined' },
  { from: 'threeDomainSecure', on: 'ORDER_PENDING', to: 'threeDomainSecure', when: 'still waiting for the bank' },
  {
    from: 'threeDomainSecure',
    on: 'ORDER_UNPAID',
    to: 'threeDomainSecure',
    when: 'not reported yet: still waiting for the bank',
  },
  { from: 'success', on: 'ORDER_ACTIVE', to: 'success', when: 'the order is active: done, the flow goes on' },
  { from: 'success', on: 'ORDER_FAILED', to: 'failed', when: 'the order turned out declined' },
  { from: 'success', on: 'ORDER_PENDING', to: 'success', when: 'not yet: read again in 3 s, 5 times, then on request' },
  { from: 'success', on: 'ORDER_UNPAID', to: 'success', when: 'not reported yet: read again as when pending' },
];
