import { randomBytes, randomUUID } from 'node:crypto';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import type { DeclineCode } from '@/schemas/payments/declineCodes';
import { CHARGEBACK_WON_STATUS, type ChargebackReceived, type OrderUpdated } from '@/schemas/payments/providerProtocol';
import type { CardInput } from './checkCardInput';
import type { Clock } from './createClock';
import type { ProductCatalogue } from './createProductCatalogue';
import type { SubscriptionBook, SubscriptionRecord } from './createSubscriptionBook';
import { type CardOutcome, decideCardOutcome } from './decideCardOutcome';
import { orderSummary } from './orderStatusResponse';
import type { OrderRequest } from './parseOrderRequest';
import { type ProviderError, providerError } from './providerError';
import { type CardOperation, SANDBOX_CARDS } from './sandboxCards';

/** An order not paid within half an hour of its intent's first use has expired (0.02). */
export const ORDER_LIFETIME_MS = 30 * 60 * 1000;
/** How long a 7.04 cascade keeps its order processing before it is approved. */
export const CASCADE_SETTLE_MS = 2000;

/** The provider's transaction operations are the card operations. */
export type TransactionOperation = CardOperation;
export type Wallet = 'applebtn' | 'googlebtn' | 'paypal';

/** What a wallet's failure is declined with: Apple Pay 7.05, Google Pay 7.02, PayPal a general decline. */
const WALLET_DECLINES: Record<Wallet, DeclineCode> = { applebtn: '7.05', googlebtn: '7.02', paypal: '0.01' };
const WALLET_METHODS: Record<Wallet, string> = { applebtn: 'apple-pay', googlebtn: 'google-pay', paypal: 'paypal' };
/** Random bytes in a saved card's token. */
const TOKEN_BYTES = 16;
/** The digits of a card number shown around the mask. */
const BIN_LENGTH = 6;
const LAST_DIGITS = 4;

export type TransactionRecord = {
  id: string;
  operation: TransactionOperation;
  status: 'success' | 'fail' | 'verify' | 'processing';
  amount: number;
  currency: string;
  created_at: string;
  updated_at: string;
  card_token?: { token: string };
  card?: { bin: string; number: string; card_holder?: string; card_exp_month: string; card_exp_year: number };
  error?: ProviderError;
};

/** An order as the sandbox keeps it; `orders()` hands out copies. */
export type OrderRecord = {
  order_id: string;
  status: TransactionStatus;
  amount: number;
  currency: string;
  customer_email?: string;
  product_id?: string;
  product_price_id?: string;
  coupon_id?: string;
  order_description?: string;
  subscription_id?: string;
  created_at: string;
  updated_at: string;
  /** card, apple-pay, google-pay, paypal, or token (recurring and resign). */
  method?: string;
  type: OrderRequest['type'];
  force3ds: boolean;
  /** Why the payment was declined (or 7.04 while a cascade is processing). */
  error?: ProviderError;
  transactions: TransactionRecord[];
  /** The card the order was paid with, for the settle, void and refund rules. */
  card_number?: string;
  /** Set while a 3-D Secure challenge waits for Pass or Fail. */
  challenge_id?: string;
  captured_amount: number;
  refunded_amount: number;
  /** What cardholders' banks took back and keep (chargebacks not reversed), in minor units. */
  charged_back_amount: number;
  /** Every chargeback of the order, oldest first; `reversed` once its dispute was won. */
  chargebacks: ChargebackRecord[];
};

/** A chargeback as the sandbox keeps it, to report it again when its dispute is won. */
export type ChargebackRecord = {
  id: string;
  amount: number;
  reason_code?: string;
  created_at: string;
  reversed: boolean;
};

/** How a payment call ended: the order as it now is, the error if it failed or was refused. */
export type Attempt = { order?: OrderRecord; error?: ProviderError; frictionless?: boolean };

type SavedCard = { token: string; card_number?: string; card_holder?: string; wallet?: Wallet };
type PaySource =
  | { kind: 'card'; card: CardInput }
  | { kind: 'wallet'; wallet: Wallet; fail: boolean }
  | { kind: 'token'; operation: 'recurring' | 'resign'; token: string | undefined; cvvInvalid?: boolean };

export type PaymentProcessorOptions = {
  clock: Clock;
  subscriptions: () => SubscriptionBook;
  /** The merchant's products: what a subscription an order begins renews at. */
  catalogue: ProductCatalogue;
  /** Pushes the order.updated webhook. */
  emit(payload: OrderUpdated): void;
  /** Pushes the chargeback.received webhook. */
  emitChargeback(payload: ChargebackReceived): void;
  cascadeSettleMs?: number;
};

export type PaymentProcessor = ReturnType<typeof createPaymentProcessor>;

const FINAL_FAILURES: Partial<Record<TransactionOperation, TransactionStatus>> = { auth: 'auth_failed' };
const REFUNDABLE: ReadonlySet<TransactionStatus> = new Set(['approved', 'settle_ok', 'partial_settled', 'refunded']);

/**
 * The provider's card processing over in-memory orders: payments by card, wallet and saved card, the
 * 3-D Secure challenge, settle, void, refund, and the saved cards. Every change of an order is pushed
 * as an order.updated webhook; an approved payment of a product starts a subscription.
 */
export function createPaymentProcessor(options: PaymentProcessorOptions) {
  const { clock } = options;
  const cascadeSettleMs = options.cascadeSettleMs ?? CASCADE_SETTLE_MS;
  const orders = new Map<string, OrderRecord>();
  const tokens = new Map<string, SavedCard>();
  /** Challenge id → order id. */
  const challenges = new Map<string, string>();
  /** The card a challenged payment saves once the challenge is passed, by challenge id. */
  const pendingSaves = new Map<string, Omit<SavedCard, 'token'> | undefined>();
  /** The 7.04 cascades under way. */
  const timers = new Set<{ timer: NodeJS.Timeout; done: Promise<void>; finish: () => void }>();

  function emit(order: OrderRecord, transaction: TransactionRecord): void {
    const payload: OrderUpdated = {
      order: orderSummary(order),
      transaction: {
        id: transaction.id,
        operation: transaction.operation,
        status: transaction.status,
        amount: transaction.amount,
        currency: transaction.currency,
        ...(transaction.card_token && { card_token: transaction.card_token }),
      },
      ...(transaction.error && { error: transaction.error }),
    };
    options.emit(payload);
  }

  function create(request: OrderRequest): OrderRecord {
    const now = clock.stamp();
    const order: OrderRecord = {
      order_id: request.order_id,
      status: 'created',
      amount: request.amount,
      currency: request.currency,
      created_at: now,
      updated_at: now,
      type: request.type,
      force3ds: request.force3ds,
      transactions: [],
      captured_amount: 0,
      refunded_amount: 0,
      charged_back_amount: 0,
      chargebacks: [],
    };
    refresh(order, request);
    orders.set(order.order_id, order);
    return order;
  }

  /** Takes an intent's attributes into an order not yet paid (a reloaded form may bring a new amount). */
  function refresh(order: OrderRecord, request: OrderRequest): void {
    Object.assign(order, { amount: request.amount, currency: request.currency, type: request.type });
    order.force3ds = request.force3ds;
    for (const field of [
      'customer_email',
      'product_id',
      'product_price_id',
      'coupon_id',
      'order_description',
    ] as const) {
      if (request[field] === undefined) delete order[field];
      else order[field] = request[field];
    }
  }

  function begin(order: OrderRecord, operation: TransactionOperation, amount = order.amount): TransactionRecord {
    const now = clock.stamp();
    const transaction: TransactionRecord = {
      id: randomUUID(),
      operation,
      status: 'processing',
      amount,
      currency: order.currency,
      created_at: now,
      updated_at: now,
    };
    order.transactions.push(transaction);
    return transaction;
  }

  /** Records the transaction's end, moves the order (or leaves it, for a failed settle, void or refund) and tells. */
  function conclude(
    order: OrderRecord,
    transaction: TransactionRecord,
    status: TransactionRecord['status'],
    orderStatus: TransactionStatus,
    error?: ProviderError,
  ): void {
    transaction.status = status;
    if (error) transaction.error = error;
    else delete transaction.error;
    order.status = orderStatus;
    order.updated_at = transaction.updated_at = clock.stamp();
    emit(order, transaction);
  }

  function decline(order: OrderRecord, transaction: TransactionRecord, code: DeclineCode): Attempt {
    const error = providerError(code);
    order.error = error;
    delete order.challenge_id;
    conclude(order, transaction, 'fail', FINAL_FAILURES[transaction.operation] ?? 'declined', error);
    return { order, error };
  }

  function approve(order: OrderRecord, transaction: TransactionRecord, saved?: Omit<SavedCard, 'token'>): Attempt {
    delete order.error;
    delete order.challenge_id;
    if (saved) {
      const token = transaction.card_token?.token ?? randomBytes(TOKEN_BYTES).toString('hex');
      tokens.set(token, { token, ...saved });
      transaction.card_token = { token };
    }
    const auth = transaction.operation === 'auth';
    if (!auth) order.captured_amount = order.amount;
    if (!auth && order.product_id !== undefined && order.customer_email !== undefined && !order.subscription_id)
      order.subscription_id = options.subscriptions().start({
        customer_email: order.customer_email,
        product_id: order.product_id,
        amount: options.catalogue.renewalAmount(order),
        currency: order.currency,
        ...(transaction.card_token && { token: transaction.card_token.token }),
      });
    conclude(order, transaction, 'success', auth ? 'auth_ok' : 'approved');
    return { order };
  }

  /** Runs a customer payment's outcome: approval, decline, a 3-D Secure step, or a 7.04 cascade. */
  function settleOutcome(
    order: OrderRecord,
    transaction: TransactionRecord,
    outcome: CardOutcome,
    saved: Omit<SavedCard, 'token'> | undefined,
  ): Attempt {
    switch (outcome.kind) {
      case 'approve':
        return approve(order, transaction, saved);
      case 'decline':
        return decline(order, transaction, outcome.code);
      case 'frictionless':
        conclude(order, transaction, 'verify', '3ds_verify');
        return { ...approve(order, transaction, saved), frictionless: true };
      case 'challenge': {
        const id = randomUUID();
        challenges.set(id, order.order_id);
        order.challenge_id = id;
        pendingSaves.set(id, saved);
        conclude(order, transaction, 'verify', '3ds_verify');
        return { order };
      }
      case 'cascade': {
        order.error = providerError('7.04');
        conclude(order, transaction, 'processing', 'processing', order.error);
        later(() => {
          if (order.status === 'processing') approve(order, transaction, saved);
        });
        return { order, error: order.error };
      }
    }
  }

  /** Runs `run` after the cascade delay; `idle()` waits for it, `stop()` drops it. */
  function later(run: () => void): void {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const entry = {
      timer: setTimeout(() => {
        timers.delete(entry);
        run();
        finish();
      }, cascadeSettleMs),
      done,
      finish,
    };
    entry.timer.unref();
    timers.add(entry);
  }

  /** A payment on an order made by a form's intent or by an API call: refused unless the order is new. */
  function pay(orderId: string, source: PaySource): Attempt {
    const order = orders.get(orderId);
    if (!order) return { error: providerError('2.05') };
    if (order.status !== 'created') return { order, error: providerError('5.06') };
    const operation: TransactionOperation =
      source.kind === 'token' ? source.operation : order.type === 'auth' ? 'auth' : 'pay';
    const transaction = begin(order, operation);
    if (clock.now() - Date.parse(order.created_at) > ORDER_LIFETIME_MS) return decline(order, transaction, '0.02');

    if (source.kind === 'wallet') {
      order.method = WALLET_METHODS[source.wallet];
      if (source.fail) return decline(order, transaction, WALLET_DECLINES[source.wallet]);
      // PayPal pays from the PayPal account: there is no card to save.
      return approve(order, transaction, source.wallet === 'paypal' ? undefined : { wallet: source.wallet });
    }
    if (source.kind === 'token') {
      order.method = 'token';
      const saved = source.token === undefined ? undefined : tokens.get(source.token);
      if (!saved) return decline(order, transaction, '7.01');
      transaction.card_token = { token: saved.token };
      if (saved.card_number === undefined) return approve(order, transaction, saved);
      order.card_number = saved.card_number;
      if (source.operation === 'resign' && SANDBOX_CARDS[saved.card_number]?.oneClick === false)
        return decline(order, transaction, '5.02');
      if (source.cvvInvalid) return decline(order, transaction, '2.06');
      const outcome = decideCardOutcome(saved.card_number, source.operation);
      return settleOutcome(order, transaction, outcome, saved);
    }

    const { card } = source;
    order.method = 'card';
    order.card_number = card.card_number;
    transaction.card = {
      bin: card.card_number.slice(0, BIN_LENGTH),
      number: `${card.card_number.slice(0, BIN_LENGTH)}XXXXXX${card.card_number.slice(-LAST_DIGITS)}`,
      card_exp_month: String(card.card_exp_month).padStart(2, '0'),
      card_exp_year: card.card_exp_year,
      ...(card.card_holder !== undefined && { card_holder: card.card_holder }),
    };
    const outcome = decideCardOutcome(card.card_number, operation, {
      ...(card.card_holder !== undefined && { holder: card.card_holder }),
      force3ds: order.force3ds,
    });
    const saved = {
      card_number: card.card_number,
      ...(card.card_holder !== undefined && { card_holder: card.card_holder }),
    };
    return settleOutcome(order, transaction, outcome, saved);
  }

  /** Tells of a chargeback as it now stands: its own time, and for a dispute won the reversal's status and time. */
  function emitChargeback(order: OrderRecord, chargeback: ChargebackRecord): void {
    options.emitChargeback({
      order: {
        order_id: order.order_id,
        amount: order.amount,
        currency: order.currency,
        ...(order.subscription_id !== undefined && { subscription_id: order.subscription_id }),
      },
      chargeback: {
        id: chargeback.id,
        amount: chargeback.amount,
        currency: order.currency,
        ...(chargeback.reason_code !== undefined && { reason_code: chargeback.reason_code }),
        created_at: chargeback.created_at,
        ...(chargeback.reversed && { status: CHARGEBACK_WON_STATUS, updated_at: order.updated_at }),
      },
    });
  }

  /** The last transaction of an operation, to answer about it. */
  const lastOf = (order: OrderRecord) => order.transactions.at(-1);

  /**
   * Settle, void or refund: checked against the order's status (0.03), then the card's rule. A refund is refused (0.03)
   * while a chargeback stands (the cardholder's bank has returned the money already), and takes no more than is left.
   */
  function merchantOperation(
    orderId: string,
    operation: 'settle' | 'void' | 'refund',
    requested: number | undefined,
  ): Attempt {
    const order = orders.get(orderId);
    if (!order) return { error: providerError('2.05') };
    const left = order.captured_amount - order.refunded_amount - order.charged_back_amount;
    const allowed =
      operation === 'refund'
        ? REFUNDABLE.has(order.status) && left > 0 && order.chargebacks.every((c) => c.reversed)
        : order.status === 'auth_ok';
    if (!allowed) return { order, error: providerError('0.03') };
    const limit = operation === 'refund' ? left : order.amount;
    const amount = requested ?? limit;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > limit) return { order, error: providerError('2.02') };

    const transaction = begin(order, operation, amount);
    const outcome = order.card_number === undefined ? undefined : decideCardOutcome(order.card_number, operation);
    if (outcome?.kind === 'decline') {
      const error = providerError(outcome.code);
      conclude(order, transaction, 'fail', order.status, error);
      return { order, error };
    }
    let status: TransactionStatus = 'void_ok';
    if (operation === 'settle') {
      order.captured_amount = amount;
      status = amount < order.amount ? 'partial_settled' : 'settle_ok';
    } else if (operation === 'refund') {
      order.refunded_amount += amount;
      status = 'refunded';
    }
    conclude(order, transaction, 'success', status);
    return { order };
  }

  return {
    /**
     * The order of a form's intent: made the first time the intent is used; while nobody has paid it,
     * a later intent with the same order id (a reloaded page) updates its attributes.
     */
    openOrder(request: OrderRequest): OrderRecord {
      const order = orders.get(request.order_id);
      if (!order) return create(request);
      if (order.status === 'created') refresh(order, request);
      return order;
    },
    /** An API payment's new order; an order id already used is refused with 5.06. */
    createOrder(request: OrderRequest): OrderRecord | ProviderError {
      return orders.has(request.order_id) ? providerError('5.06') : create(request);
    },
    updateOrder(request: OrderRequest): ProviderError | undefined {
      const order = orders.get(request.order_id);
      if (!order) return providerError('2.05');
      if (order.status !== 'created') return providerError('0.03', 'The order is already being paid');
      refresh(order, request);
      return undefined;
    },
    payByCard: (orderId: string, card: CardInput) => pay(orderId, { kind: 'card', card }),
    /** A card payment whose details were refused (2.06, 2.08, 2.09): a declined order like any other. */
    declineCard(orderId: string, code: DeclineCode): Attempt {
      const order = orders.get(orderId);
      if (!order) return { error: providerError('2.05') };
      if (order.status !== 'created') return { order, error: providerError('5.06') };
      order.method = 'card';
      return decline(order, begin(order, order.type === 'auth' ? 'auth' : 'pay'), code);
    },
    payByWallet: (orderId: string, wallet: Wallet, fail: boolean) => pay(orderId, { kind: 'wallet', wallet, fail }),
    payByToken: (orderId: string, operation: 'recurring' | 'resign', token: string | undefined, cvvInvalid = false) =>
      pay(orderId, { kind: 'token', operation, token, cvvInvalid }),
    completeChallenge(challengeId: string, passed: boolean): Attempt {
      const order = orders.get(challenges.get(challengeId) ?? '');
      if (!order) return { error: providerError('2.05') };
      const transaction = lastOf(order);
      if (order.challenge_id !== challengeId || order.status !== '3ds_verify' || !transaction)
        return { order, error: providerError('0.03', 'The challenge is already answered') };
      const saved = pendingSaves.get(challengeId);
      pendingSaves.delete(challengeId);
      return passed ? approve(order, transaction, saved) : decline(order, transaction, '5.01');
    },
    settle: (orderId: string, amount?: number) => merchantOperation(orderId, 'settle', amount),
    void: (orderId: string) => merchantOperation(orderId, 'void', undefined),
    refund: (orderId: string, amount?: number) => merchantOperation(orderId, 'refund', amount),
    /**
     * A subscription's renewal: a new order charged with its saved card (none: PayPal, approved), or declined with
     * `decline` when a test asks for a failed renewal (the card's bank refusing it, as `3.02` insufficient funds).
     */
    renew(subscription: SubscriptionRecord, declineWith?: DeclineCode): boolean {
      const order = create({
        order_id: `renewal-${subscription.id}-${subscription.renewals}`,
        amount: subscription.amount,
        currency: subscription.currency,
        customer_email: subscription.customer_email,
        type: 'charge',
        force3ds: false,
      });
      order.subscription_id = subscription.id;
      if (declineWith !== undefined) {
        order.method = subscription.token === undefined ? 'paypal' : 'token';
        decline(order, begin(order, 'recurring'), declineWith);
        return false;
      }
      if (subscription.token === undefined) {
        order.method = 'paypal';
        return approve(order, begin(order, 'recurring')).order?.status === 'approved';
      }
      return (
        pay(order.order_id, { kind: 'token', operation: 'recurring', token: subscription.token }).error === undefined
      );
    },
    /**
     * A cardholder's bank takes a captured payment back (all that is left of it by default): the order keeps its
     * status, the chargeback.received webhook tells. 2.05 for an unknown order, 0.03 for one with nothing captured
     * left, 2.02 for more than that.
     */
    chargeback(orderId: string, requested?: number, reasonCode?: string): Attempt {
      const order = orders.get(orderId);
      if (!order) return { error: providerError('2.05') };
      const left = order.captured_amount - order.refunded_amount - order.charged_back_amount;
      if (left <= 0) return { order, error: providerError('0.03') };
      const amount = requested ?? left;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) return { order, error: providerError('2.02') };
      order.charged_back_amount += amount;
      order.updated_at = clock.stamp();
      const chargeback: ChargebackRecord = {
        id: randomUUID(),
        amount,
        ...(reasonCode !== undefined && { reason_code: reasonCode }),
        created_at: order.updated_at,
        reversed: false,
      };
      order.chargebacks.push(chargeback);
      emitChargeback(order, chargeback);
      return { order };
    },
    /**
     * The merchant wins a chargeback's dispute (the order's last one standing, unless `chargebackId` names one): the
     * bank gives its money back, and the chargeback.received webhook reports the same chargeback again with status
     * CHARGEBACK_WON_STATUS. 2.05 for an unknown order, 0.03 for one with no chargeback standing (or not that one).
     */
    reverseChargeback(orderId: string, chargebackId?: string): Attempt {
      const order = orders.get(orderId);
      if (!order) return { error: providerError('2.05') };
      const chargeback = order.chargebacks.findLast(
        (c) => !c.reversed && (chargebackId === undefined || c.id === chargebackId),
      );
      if (chargeback === undefined) return { order, error: providerError('0.03') };
      chargeback.reversed = true;
      order.charged_back_amount -= chargeback.amount;
      order.updated_at = clock.stamp();
      emitChargeback(order, chargeback);
      return { order };
    },
    order: (orderId: string) => orders.get(orderId),
    savedCard: (token: string): Readonly<SavedCard> | undefined => tokens.get(token),
    orderOfChallenge: (challengeId: string) => orders.get(challenges.get(challengeId) ?? ''),
    orders: (): OrderRecord[] => structuredClone([...orders.values()]),
    /** Resolves once every 7.04 cascade under way has settled. */
    async idle(): Promise<void> {
      while (timers.size > 0) await Promise.all([...timers].map((t) => t.done));
    },
    stop(): void {
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.finish();
      }
      timers.clear();
    },
  };
}
