import { assign, fromPromise, setup } from 'xstate';
import { type DeclineHandling, declineHandling } from './declineCatalogue';

/** SPEC §4: the payment form's states and their numeric codes, kept as the product numbers them. */
export const PAYMENT_FORM_STATES = {
  idle: 0,
  initialized: 1,
  resignInitialized: 2,
  inProcess: 3,
  verify: 4,
  failed: 5,
  success: 6,
  threeDomainSecure: 7,
} as const;
export type PaymentFormState = keyof typeof PAYMENT_FORM_STATES;

/** SPEC §9: once the provider says success, the order status is read again every 3 s, at most 5 more times. */
export const ORDER_REFETCH_DELAY_MS = 3000;
export const ORDER_REFETCH_RETRIES = 5;
/**
 * Payment attempts in one visit. Card schemes cap retries per card (Visa: 15 in 30 days, PAYMENTS.md);
 * a visitor declined this often is better served by another way to pay than by another try.
 */
export const MAX_PAYMENT_ATTEMPTS = 5;

/** The SDK's placements (PAYMENTS.md `entity`). */
export type PaymentEntity = 'form' | 'resign' | 'applebtn' | 'googlebtn' | 'paypal';

/** The gateway's answer about an order (GET /api/v1/orders/:id); no transaction status until the provider reports. */
export type OrderCheck = {
  active: boolean;
  transactionStatus: string | null;
  declineCode?: string;
  verifyUrl?: string;
};

/** The done event of the readOrder actor: the gateway's answer. */
type OrderRead = { type: string; output: OrderCheck };

/** Transaction statuses of an order whose payment has not been made yet (no report, or only created). */
const NOT_PAID_FOR: (string | null)[] = [null, 'created'];

/** Transaction statuses after which the payment is over without money taken. */
const FAILED_TRANSACTION_STATUSES = ['declined', 'auth_failed'];

/** The provider SDK's events (PAYMENTS.md), as the form machine hears them, and the visitor's own. */
export type PaymentFormEvent =
  | { type: 'MOUNTED'; entity: PaymentEntity }
  | { type: 'SUBMIT'; entity: PaymentEntity }
  /** Frictionless 3-D Secure: the bank is checking. */
  | { type: 'VERIFY' }
  /** A 3-D Secure challenge page takes over. */
  | { type: 'FORM_REDIRECT' }
  | { type: 'SUCCESS'; orderId: string }
  | { type: 'FAIL'; code?: string; orderId?: string }
  /** The SDK could not work (ConnectionError, InitPaymentError, GatewayError). */
  | { type: 'ERROR'; code?: string }
  /** The visitor pays again, after a decline: the host makes a new order (and the card form, when one-click failed). */
  | { type: 'RETRY' }
  /** The visitor asks again whether a payment not yet confirmed went through. */
  | { type: 'CHECK_AGAIN' }
  /** The page was reloaded with an order kept: a payment under way is followed, never made again. */
  | { type: 'RESUME'; orderId: string; check: OrderCheck };

export type PaymentFormContext = {
  mode: 'payment' | 'resign';
  attempts: number;
  orderId?: string;
  declineCode?: string;
  handling?: DeclineHandling;
  /** Status reads after the success event so far. */
  checks: number;
  /** Where a resumed payment's 3-D Secure check waits. */
  verifyUrl?: string;
};

/** The code an SDK error stands for when it carries none: the connection, which is worth another try. */
const CONNECTION_ERROR_CODE = '6.02';

/** How the provider's answer moves a payment under way (verifying or in a challenge); 7.04 is not an answer yet. */
const PROVIDER_ANSWERS = {
  SUCCESS: { target: 'success', actions: 'keepOrder' },
  FAIL: [
    { guard: 'notFinal', target: 'inProcess', actions: 'keepOrder' },
    { target: 'failed', actions: 'recordDecline' },
  ],
  ERROR: { target: 'failed', actions: 'recordDecline' },
} as const;

/**
 * The payment form (SPEC §4, states 0 to 7), driven by the provider SDK's events. Every transition is
 * listed in PAYMENT_FORM_TRANSITIONS (and docs/payment-form.md). After the success event the order is
 * read from the gateway (the `readOrder` actor, provided by the host) until its payment is active:
 * only then is the machine done and the flow goes on. A decline is bounded: retries make new orders,
 * never re-submit an old one, and risk declines are never retried.
 */
export const paymentFormMachine = setup({
  types: {
    context: {} as PaymentFormContext,
    events: {} as PaymentFormEvent,
    input: {} as { mode: 'payment' | 'resign' },
  },
  actors: {
    readOrder: fromPromise<OrderCheck, { orderId: string }>(async () => {
      throw new Error('readOrder is provided by the host (machine.provide)');
    }),
  },
  delays: { refetch: ORDER_REFETCH_DELAY_MS },
  guards: {
    isResign: ({ event }) => event.type === 'MOUNTED' && event.entity === 'resign',
    // The readOrder actor's answer (its done event), wherever the order is read.
    orderActive: ({ event }) => (event as OrderRead).output.active,
    orderDeclined: ({ event }) =>
      FAILED_TRANSACTION_STATUSES.includes((event as OrderRead).output.transactionStatus ?? ''),
    underWay: ({ event }) => event.type === 'RESUME' && !NOT_PAID_FOR.includes(event.check.transactionStatus),
    awaitsChallenge: ({ event }) => event.type === 'RESUME' && event.check.transactionStatus === '3ds_verify',
    notFinal: ({ event }) => event.type === 'FAIL' && !declineHandling(event.code).final,
    mayRetry: ({ context }) => context.handling?.retry !== false && context.attempts < MAX_PAYMENT_ATTEMPTS,
  },
  actions: {
    countAttempt: assign({
      attempts: ({ context }) => context.attempts + 1,
      declineCode: undefined,
      handling: undefined,
    }),
    keepOrder: assign({
      orderId: ({ context, event }) => ('orderId' in event && event.orderId ? event.orderId : context.orderId),
      checks: 0,
    }),
    recordDecline: assign(({ event }) => {
      const code =
        event.type === 'FAIL' ? event.code : event.type === 'ERROR' ? (event.code ?? CONNECTION_ERROR_CODE) : undefined;
      return { declineCode: code, handling: declineHandling(code) };
    }),
    recordOrderDecline: assign(({ event }) => {
      const { declineCode } = (event as OrderRead).output;
      return { declineCode, handling: declineHandling(declineCode) };
    }),
    resume: assign(({ event }) =>
      event.type === 'RESUME' ? { orderId: event.orderId, verifyUrl: event.check.verifyUrl, checks: 0 } : {},
    ),
    // One-click failed for the saved card: the retry is the full card form.
    chooseForm: assign({ mode: ({ context }) => (context.handling?.fallBackToCardForm ? 'payment' : context.mode) }),
  },
}).createMachine({
  id: 'paymentForm',
  context: ({ input }) => ({ mode: input.mode, attempts: 0, checks: 0 }),
  // What the flow goes on with (its PaymentDone): the order the gateway confirmed.
  output: ({ context }) => ({ orderId: context.orderId ?? '' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        MOUNTED: [{ guard: 'isResign', target: 'resignInitialized' }, { target: 'initialized' }],
        // A kept order not yet paid for is simply paid: the form is shown as for a new one.
        RESUME: [
          { guard: 'awaitsChallenge', target: 'threeDomainSecure', actions: 'resume' },
          { guard: 'underWay', target: 'success', actions: 'resume' },
        ],
      },
    },
    initialized: { on: { SUBMIT: { target: 'inProcess', actions: 'countAttempt' } } },
    resignInitialized: { on: { SUBMIT: { target: 'inProcess', actions: 'countAttempt' } } },
    inProcess: {
      on: {
        VERIFY: 'verify',
        FORM_REDIRECT: 'threeDomainSecure',
        SUCCESS: { target: 'success', actions: 'keepOrder' },
        FAIL: [
          { guard: 'notFinal', actions: 'keepOrder' },
          { target: 'failed', actions: 'recordDecline' },
        ],
        ERROR: { target: 'failed', actions: 'recordDecline' },
      },
    },
    verify: { on: { FORM_REDIRECT: 'threeDomainSecure', ...PROVIDER_ANSWERS } },
    // The SDK reports the bank's answer; the order is also read now and then, for a check resumed after a reload,
    // whose answer no SDK will report.
    threeDomainSecure: {
      on: PROVIDER_ANSWERS,
      initial: 'waiting',
      states: {
        waiting: { after: { refetch: 'checking' } },
        checking: {
          invoke: {
            id: 'readOrder',
            src: 'readOrder',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: [
              { guard: 'orderActive', target: '#paymentForm.success' },
              { guard: 'orderDeclined', target: '#paymentForm.failed', actions: 'recordOrderDecline' },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
    failed: {
      on: { RETRY: { guard: 'mayRetry', target: 'idle', actions: 'chooseForm' } },
    },
    success: {
      initial: 'confirming',
      states: {
        confirming: {
          invoke: {
            id: 'readOrder',
            src: 'readOrder',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: [
              { guard: 'orderActive', target: 'confirmed' },
              { guard: 'orderDeclined', target: '#paymentForm.failed', actions: 'recordOrderDecline' },
              { guard: ({ context }) => context.checks < ORDER_REFETCH_RETRIES, target: 'waiting' },
              { target: 'unconfirmed' },
            ],
            // The gateway could not be read: the same as no answer yet.
            onError: [
              { guard: ({ context }) => context.checks < ORDER_REFETCH_RETRIES, target: 'waiting' },
              { target: 'unconfirmed' },
            ],
          },
        },
        waiting: {
          after: {
            refetch: { target: 'confirming', actions: assign({ checks: ({ context }) => context.checks + 1 }) },
          },
        },
        // Never a second charge: the visitor waits or asks again, and is never offered to pay again here.
        unconfirmed: { on: { CHECK_AGAIN: { target: 'confirming', actions: assign({ checks: 0 }) } } },
        confirmed: { type: 'final' },
      },
      onDone: 'paid',
    },
    paid: { type: 'final' },
  },
});

export type PaymentFormMachine = typeof paymentFormMachine;

/** The SPEC §4 code of a snapshot's state (paid counts as success). */
export function paymentFormStateCode(value: unknown): number {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return top === 'paid' ? PAYMENT_FORM_STATES.success : PAYMENT_FORM_STATES[top as PaymentFormState];
}
