import { assign, fromPromise, setup } from 'xstate';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import type { GatewayRefusal } from '@/schemas/gateway/gatewayRefusal';
import type { OrderStatusAnswer } from '@/schemas/gateway/orderStatusAnswer';
import type { PaymentIntentAnswer } from '@/schemas/gateway/paymentIntentAnswer';
import type { ResignIntentAnswer } from '@/schemas/gateway/resignIntentAnswer';
import type { StepVisit } from '@/schemas/stepVisit';
import { type DeclineHandling, declineHandling } from './declineCatalogue';
import { errorOf } from './errorOf';

/**
 * docs/limits.md#payment-timings: once the provider says success, the order status is read again every 3 s, at most 5
 * more times.
 */
export const ORDER_REFETCH_DELAY_MS = 3000;
export const ORDER_REFETCH_RETRIES = 5;
/**
 * When the SDK could not hear the provider's answer to a payment, the order is read this many times more (3 s
 * apart) before a retry is offered: a payment that went through is reported by the provider's webhook meanwhile.
 */
export const LOST_ANSWER_CHECKS = 3;
/**
 * How long the form waits for the provider's answer to a payment before it reads the order itself, as after an SDK
 * error: a request that never returns (no error, no answer) must not leave the visitor in process for ever. A card
 * payment is answered in seconds; a 3-D Secure check says so (VERIFY, FORM_REDIRECT) and waits in its own state.
 */
export const PAYMENT_ANSWER_TIMEOUT_MS = 30_000;
/**
 * Payment attempts in one visit. Card schemes cap retries per card (Visa: 15 in 30 days,
 * docs/limits.md#payment-attempts); a visitor declined this often is better served by another way to pay than by
 * another try.
 */
export const MAX_PAYMENT_ATTEMPTS = 5;

/** The SDK's placements (`entity`, docs/payment-provider.md#sdk-events). */
export type PaymentEntity = 'form' | 'resign' | 'applebtn' | 'googlebtn' | 'paypal';

/** What one payment form pays: the plan the visit chose on a payment step, or one upsell of an upsell step. */
export type PaymentFormInput = {
  /** The step paid on. */
  stepId: string;
  /** An upsell bought on its own (in one click when the visit paid an order before); absent: the visit's plan. */
  upsellId?: string;
  visit: StepVisit;
  /**
   * Start in one click whatever the visit paid (a report page opened from a signed email link: the gateway finds the
   * saved card); absent: in one click for an upsell when the visit paid an order before.
   */
  oneClick?: boolean;
};

/** What the createOrder actor is asked for: an order for this attempt of the purchase, in one click or not. */
export type OrderAsk = PaymentFormInput & {
  /** Counts the orders asked for in this form: the same attempt asked again (a reload) finds the same order. */
  attempt: number;
  oneClick: boolean;
};

/** The order made for an attempt, and whether it was kept from before (a reload): its payment may be under way. */
export type OrderMade = { intent: PaymentIntentAnswer | ResignIntentAnswer; kept: boolean };

/** Why an order cannot be made: the visit lacks what it needs (a plan, an email), or the gateway refused. */
export class OrderRefused extends Error {
  constructor(readonly refusal: GatewayRefusal | undefined) {
    super(refusal?.message ?? 'The order could not be made');
    this.name = 'OrderRefused';
  }
}

/** Transaction statuses of an order whose payment has not been made yet (no report, or only created). */
const NOT_PAID_FOR = [null, 'created'] as const satisfies readonly (TransactionStatus | null)[];
/** Transaction statuses after which the payment is over without money taken. */
const FAILED_TRANSACTION_STATUSES = ['declined', 'auth_failed'] as const satisfies readonly TransactionStatus[];
/** The transaction status of a payment waiting for the bank's 3-D Secure check. */
const CHALLENGE_TRANSACTION_STATUS = '3ds_verify' satisfies TransactionStatus;

const isIn = (list: readonly (TransactionStatus | null)[], status: TransactionStatus | null) => list.includes(status);

/**
 * The provider SDK's events (docs/payment-provider.md#sdk-events), as the form machine hears them, and the visitor's
 * own.
 */
export type PaymentFormEvent =
  | { type: 'MOUNTED'; entity: PaymentEntity }
  | { type: 'SUBMIT'; entity: PaymentEntity }
  /** Frictionless 3-D Secure: the bank is checking. */
  | { type: 'VERIFY' }
  /** A 3-D Secure challenge page takes over. */
  | { type: 'FORM_REDIRECT' }
  | { type: 'SUCCESS'; orderId?: string }
  | { type: 'FAIL'; code?: string; orderId?: string }
  /** The SDK could not work (ConnectionError, InitPaymentError, GatewayError). */
  | { type: 'ERROR'; code?: string }
  /** The visitor pays again, after a decline: a new order is made (the card form, when one-click failed). */
  | { type: 'RETRY' }
  /** The visitor asks again whether a payment not yet confirmed went through. */
  | { type: 'CHECK_AGAIN' };

export type PaymentFormContext = {
  purchase: PaymentFormInput;
  mode: 'payment' | 'resign';
  /** Payments submitted (the visitor pressed pay). */
  attempts: number;
  /** Orders asked for: each retry, and each fallback from one-click to the card form, asks for a new one. */
  orders: number;
  /** The order of this attempt and the provider's intent the form is mounted with. */
  intent?: PaymentIntentAnswer | ResignIntentAnswer;
  /** Whether the provider's SDK script has loaded. */
  sdkLoaded: boolean;
  orderId?: string;
  declineCode?: string;
  handling?: DeclineHandling;
  /** Status reads after the success event so far. */
  checks: number;
  /** Where a resumed payment's 3-D Secure check waits. */
  verifyUrl?: string;
  /** What the confirmed order charged, as the gateway read it. */
  charged?: Pick<OrderStatusAnswer, 'amount' | 'currency' | 'productId' | 'paymentMethod'>;
};

/** The code an SDK error stands for when it carries none: the connection, which is worth another try. */
const CONNECTION_ERROR_CODE = '6.02';

/**
 * The provider's answer lost (an SDK error, or none in time): the order is read before anything else, as the payment
 * may have gone through all the same.
 */
const READ_THE_ORDER = {
  target: '#paymentForm.inProcess.checking',
  actions: ['recordDecline', 'startChecks'],
} as const;

/** How the provider's answer moves a payment under way (verifying or in a challenge); 7.04 is not an answer yet. */
const PROVIDER_ANSWERS = {
  SUCCESS: { target: 'success', actions: 'keepOrder' },
  FAIL: [
    { guard: 'notFinal', target: 'inProcess', actions: 'keepOrder' },
    { target: 'failed', actions: ['recordDecline', 'reportOurDecline'] },
  ],
  ERROR: READ_THE_ORDER,
} as const;

/** The gateway's answer a readOrder actor is done with. */
const answer = ({ event }: { event: { output: OrderStatusAnswer } }) => event.output;

/** An order whose payment the provider declined: the form says why and may offer another try. */
const IF_DECLINED = {
  guard: { type: 'orderDeclined', params: answer },
  target: '#paymentForm.failed',
  actions: { type: 'recordOrderDecline', params: answer },
} as const;

/** An order whose bank check (3-D Secure) waits: the check is shown again where the provider keeps it. */
const IF_CHALLENGED = {
  guard: { type: 'awaitsChallenge', params: answer },
  target: '#paymentForm.threeDomainSecure',
  actions: { type: 'resume', params: answer },
} as const;

/** Whether the order's payment is under way (reported on by the provider, past `created`). */
const UNDER_WAY = { type: 'underWay', params: answer } as const;

/**
 * The order of the attempt read from the gateway (the host's `readOrder`), wherever the form reads it: `onDone` routes
 * the answer, `onError` says what a gateway that cannot be read counts as.
 */
function readTheOrder<Done, Failed>(id: string, onDone: Done, onError: Failed) {
  return {
    id,
    src: 'readOrder',
    input: ({ context }: { context: PaymentFormContext }) => ({ orderId: context.orderId ?? '' }),
    onDone,
    onError,
  } as const;
}

/**
 * The payment form (docs/states.md#payment-form, states 0 to 7): it makes the order of each attempt (the `createOrder`
 * actor, which keeps its idempotency key, so a reload finds the same order and follows its payment instead of making a
 * new one), loads the provider's SDK (`loadSdk`), then is driven by the SDK's events. Every transition between the
 * numbered states is listed in PAYMENT_FORM_TRANSITIONS (and docs/payment-form.md). After the success event the order
 * is read from the gateway (`readOrder`) until its payment is active: only then is the machine done and the flow goes
 * on. A decline is bounded: retries make new orders, never re-submit an old one, and risk declines are never retried.
 * The host provides the I/O (machine.provide); the machine has none of its own.
 */
export const paymentFormMachine = setup({
  types: {
    context: {} as PaymentFormContext,
    events: {} as PaymentFormEvent,
    input: {} as PaymentFormInput,
    output: {} as { orderId: string } & Partial<
      Pick<OrderStatusAnswer, 'amount' | 'currency' | 'productId' | 'paymentMethod'>
    >,
  },
  actors: {
    createOrder: fromPromise<OrderMade, OrderAsk>(() => {
      throw new Error('createOrder is provided by the host (machine.provide)');
    }),
    readOrder: fromPromise<OrderStatusAnswer, { orderId: string }>(() => {
      throw new Error('readOrder is provided by the host (machine.provide)');
    }),
    loadSdk: fromPromise<void>(() => {
      throw new Error('loadSdk is provided by the host (machine.provide)');
    }),
  },
  delays: { refetch: ORDER_REFETCH_DELAY_MS, answerTimeout: PAYMENT_ANSWER_TIMEOUT_MS },
  guards: {
    isResign: ({ event }) => event.type === 'MOUNTED' && event.entity === 'resign',
    // The done event of a readOrder actor: the gateway's answer, wherever the order is read.
    orderActive: (_, check: OrderStatusAnswer) => check.active,
    orderDeclined: (_, check: OrderStatusAnswer) => isIn(FAILED_TRANSACTION_STATUSES, check.transactionStatus),
    awaitsChallenge: (_, check: OrderStatusAnswer) => check.transactionStatus === CHALLENGE_TRANSACTION_STATUS,
    underWay: (_, check: OrderStatusAnswer) => !isIn(NOT_PAID_FOR, check.transactionStatus),
    kept: (_, made: OrderMade) => made.kept,
    // One-click refused for the saved card (no proof of the paid order, no usable card): the card form will do.
    cardFormWillDo: ({ context }, error: unknown) =>
      context.mode === 'resign' &&
      error instanceof OrderRefused &&
      declineHandling(error.refusal?.code).fallBackToCardForm,
    notFinal: ({ event }) => event.type === 'FAIL' && !declineHandling(event.code).final,
    mayRetry: ({ context }) => context.handling?.retry !== false && context.attempts < MAX_PAYMENT_ATTEMPTS,
    mayCheckAgain: ({ context }) => context.checks < ORDER_REFETCH_RETRIES,
    mayCheckLostAnswer: ({ context }) => context.checks < LOST_ANSWER_CHECKS,
  },
  actions: {
    countAttempt: assign({
      attempts: ({ context }) => context.attempts + 1,
      declineCode: undefined,
      handling: undefined,
    }),
    keepIntent: assign((_, made: OrderMade) => ({ intent: made.intent, orderId: made.intent.orderId })),
    keepOrder: assign({
      orderId: ({ context, event }) => ('orderId' in event && event.orderId ? event.orderId : context.orderId),
      checks: 0,
    }),
    // A decline's code; an SDK error without one, or no answer in time, is the connection's.
    recordDecline: assign(({ event }) => {
      const code = event.type === 'FAIL' ? event.code : (event.type === 'ERROR' && event.code) || CONNECTION_ERROR_CODE;
      return { declineCode: code, handling: declineHandling(code) };
    }),
    recordOrderDecline: assign((_, check: OrderStatusAnswer) => ({
      declineCode: check.declineCode,
      handling: declineHandling(check.declineCode),
    })),
    resume: assign((_, check: OrderStatusAnswer) => ({ verifyUrl: check.verifyUrl, checks: 0 })),
    // A new order for the next attempt: one-click is over when the saved card could not pay.
    nextOrder: assign(({ context }) => ({
      orders: context.orders + 1,
      intent: undefined,
      orderId: undefined,
      verifyUrl: undefined,
      mode: context.handling?.fallBackToCardForm ? ('payment' as const) : context.mode,
    })),
    useCardForm: assign(({ context }) => ({ orders: context.orders + 1, mode: 'payment' as const })),
    sdkLoaded: assign({ sdkLoaded: true }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    startChecks: assign({ checks: 0 }),
    keepCharge: assign((_, order: OrderStatusAnswer) => ({
      charged: {
        amount: order.amount,
        currency: order.currency,
        productId: order.productId,
        ...(order.paymentMethod !== undefined && { paymentMethod: order.paymentMethod }),
      },
    })),
    // The host reports to error monitoring: declines of our own making (docs/payment-provider.md#decline-categories),
    // and forms that cannot work.
    reportOurDecline: () => {},
    reportUnavailable: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'paymentForm',
  context: ({ input }) => ({
    purchase: input,
    // One click with the card of the order paid before, for an upsell; the card form otherwise.
    mode:
      (input.oneClick ?? (input.upsellId !== undefined && input.visit.paidOrderId !== undefined))
        ? 'resign'
        : 'payment',
    attempts: 0,
    orders: 0,
    sdkLoaded: false,
    checks: 0,
  }),
  // What the flow goes on with (its PaymentDone): the order the gateway confirmed, and what it charged.
  output: ({ context }) => ({ orderId: context.orderId ?? '', ...context.charged }),
  initial: 'idle',
  states: {
    // No form yet: the SDK loads and the attempt's order is made (or, after a reload, the kept one is read).
    idle: {
      invoke: {
        src: 'loadSdk',
        onDone: { actions: 'sdkLoaded' },
        onError: { target: '.unavailable', actions: { type: 'reportUnavailable', params: errorOf } },
      },
      initial: 'ordering',
      states: {
        ordering: {
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              ...context.purchase,
              attempt: context.orders,
              oneClick: context.mode === 'resign',
            }),
            onDone: [
              {
                guard: { type: 'kept', params: ({ event }) => event.output },
                target: 'resuming',
                actions: { type: 'keepIntent', params: ({ event }) => event.output },
              },
              { target: 'ready', actions: { type: 'keepIntent', params: ({ event }) => event.output } },
            ],
            onError: [
              {
                guard: { type: 'cardFormWillDo', params: errorOf },
                target: 'ordering',
                reenter: true,
                actions: 'useCardForm',
              },
              { target: 'unavailable', actions: { type: 'reportUnavailable', params: errorOf } },
            ],
          },
        },
        // A kept order (after a reload) is read before any form is shown: its payment may be under way already.
        resuming: {
          invoke: readTheOrder(
            'readKeptOrder',
            [
              IF_CHALLENGED,
              { guard: UNDER_WAY, target: '#paymentForm.success', actions: { type: 'resume', params: answer } },
              // Not yet paid for: simply paid, the form shown as for a new order.
              { target: 'ready' },
            ],
            'ready',
          ),
        },
        // The order is made: the form is shown once the SDK is loaded, and says when it is ready.
        ready: {
          on: {
            MOUNTED: [
              { guard: 'isResign', target: '#paymentForm.resignInitialized' },
              { target: '#paymentForm.initialized' },
            ],
          },
        },
        // No order can be made for this visit, or the provider's SDK cannot be loaded: nothing to pay with here.
        unavailable: {},
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
          { target: 'failed', actions: ['recordDecline', 'reportOurDecline'] },
        ],
      },
      initial: 'answering',
      states: {
        // The provider answers through the SDK, in time.
        answering: { on: { ERROR: READ_THE_ORDER }, after: { answerTimeout: READ_THE_ORDER } },
        // The SDK could not hear the provider's answer (the connection reset, a 5xx, no answer at all): the payment
        // may have gone through all the same, so the order is read before a retry is offered, which would charge a
        // second time. An error during 3-D Secure comes here too.
        checking: {
          invoke: readTheOrder(
            'readOrder',
            [
              IF_DECLINED,
              IF_CHALLENGED,
              { guard: UNDER_WAY, target: '#paymentForm.success', actions: 'startChecks' },
              { guard: 'mayCheckLostAnswer', target: 'waiting' },
              // Never reported: the payment did not reach the provider, and another try is safe.
              { target: '#paymentForm.failed', actions: 'reportOurDecline' },
            ],
            [
              { guard: 'mayCheckLostAnswer', target: 'waiting' },
              { target: '#paymentForm.failed', actions: 'reportOurDecline' },
            ],
          ),
        },
        waiting: { after: { refetch: { target: 'checking', actions: 'countCheck' } } },
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
          invoke: readTheOrder(
            'readOrder',
            [
              { guard: { type: 'orderActive', params: answer }, target: '#paymentForm.success' },
              IF_DECLINED,
              { target: 'waiting' },
            ],
            'waiting',
          ),
        },
      },
    },
    failed: {
      on: {
        RETRY: { guard: 'mayRetry', target: 'idle', actions: 'nextOrder' },
        // The provider's answer came after the form stopped waiting for it: confirmed, never paid again.
        SUCCESS: { target: 'success', actions: 'keepOrder' },
      },
    },
    success: {
      initial: 'confirming',
      states: {
        confirming: {
          invoke: readTheOrder(
            'readOrder',
            [
              {
                guard: { type: 'orderActive', params: answer },
                target: 'confirmed',
                actions: { type: 'keepCharge', params: answer },
              },
              IF_DECLINED,
              { guard: 'mayCheckAgain', target: 'waiting' },
              { target: 'unconfirmed' },
            ],
            // The gateway could not be read: the same as no answer yet.
            [{ guard: 'mayCheckAgain', target: 'waiting' }, { target: 'unconfirmed' }],
          ),
        },
        waiting: { after: { refetch: { target: 'confirming', actions: 'countCheck' } } },
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
