import { CURRENCIES, type Currency } from './enums/currencies';
import { PAYMENT_METHODS, type PaymentMethod } from './enums/paymentMethods';
import type { CancellationMode } from './funnelSchema';
import { isRecord } from './isRecord';
import { STEP_KINDS, type StepKind } from './stepKinds';

/**
 * What the steps that act end with, kept with the visit for the steps after them (the flow's `outcomes`, by step id):
 * a payment step the order the gateway confirmed and what it charged; an upsell step what was bought there; a cancel
 * lookup the lookup its code is tried with; a cancel verify step the token that proves the email and the subscription
 * to cancel; a cancel confirm step how the subscription ends. Read back from storage by these readers: checked, never cast.
 */

/** A payment step's outcome: the order whose payment the gateway confirmed, what it charged (minor units) and bought. */
export type PaymentOutcome = {
  orderId: string;
  amount?: number;
  currency?: Currency;
  productId?: string;
  paymentMethod?: PaymentMethod;
};
/** An upsell bought on an upsell step: the product, its order, and what it charged. */
export type UpsellBought = {
  productId: string;
  orderId: string;
  amount?: number;
  currency?: Currency;
  paymentMethod?: PaymentMethod;
};
/** An upsell step's outcome: what the visitor bought there, in order. */
export type UpsellOutcome = { bought: UpsellBought[] };
/** What the lookup step ends with: the lookup whose mailed code the verify step tries (only its requester has it). */
export type LookupOutcome = { lookup: string };
/** What the verify step ends with: the token that proves the email, and the subscription to cancel. */
export type VerifiedOutcome = { token: string; subscriptionId: string };
/** What the confirm step ends with: how the subscription ends, and when access ends (ISO 8601). */
export type CancelledOutcome = { mode: CancellationMode; accessUntil: string | null };

export type StepOutcome = PaymentOutcome | UpsellOutcome | LookupOutcome | VerifiedOutcome | CancelledOutcome;
/** A visit's outcomes, by the id of the step that ended with each. */
export type StepOutcomes = Readonly<Record<string, StepOutcome>>;

/** What a payment charged and how it was paid, as far as the kept value says it. */
const money = (value: Record<string, unknown>) => {
  const currency = CURRENCIES.find((c) => c === value.currency);
  const paymentMethod = PAYMENT_METHODS.find((m) => m === value.paymentMethod);
  return {
    ...(typeof value.amount === 'number' && { amount: value.amount }),
    ...(currency !== undefined && { currency }),
    ...(paymentMethod !== undefined && { paymentMethod }),
  };
};

function paymentOutcome(value: unknown): PaymentOutcome | undefined {
  if (!isRecord(value) || typeof value.orderId !== 'string') return undefined;
  return {
    orderId: value.orderId,
    ...money(value),
    ...(typeof value.productId === 'string' && { productId: value.productId }),
  };
}

export function upsellOutcome(value: unknown): UpsellOutcome | undefined {
  if (!isRecord(value) || !Array.isArray(value.bought)) return undefined;
  return {
    bought: value.bought.flatMap((b): UpsellBought[] =>
      isRecord(b) && typeof b.productId === 'string' && typeof b.orderId === 'string'
        ? [{ productId: b.productId, orderId: b.orderId, ...money(b) }]
        : [],
    ),
  };
}

export function lookupOutcome(value: unknown): LookupOutcome | undefined {
  return isRecord(value) && typeof value.lookup === 'string' ? { lookup: value.lookup } : undefined;
}

export function verifiedOutcome(value: unknown): VerifiedOutcome | undefined {
  if (!isRecord(value)) return undefined;
  const { token, subscriptionId } = value;
  return typeof token === 'string' && typeof subscriptionId === 'string' ? { token, subscriptionId } : undefined;
}

export function cancelledOutcome(value: unknown): CancelledOutcome | undefined {
  if (!isRecord(value)) return undefined;
  const { mode, accessUntil } = value;
  if (mode !== 'periodEnd' && mode !== 'immediately') return undefined;
  return typeof accessUntil === 'string' || accessUntil === null ? { mode, accessUntil } : undefined;
}

/** The reader of the outcome a step of a kind ends with; none for the kinds that end with none. */
function outcomeReader(kind: StepKind): ((value: unknown) => StepOutcome | undefined) | undefined {
  const rule: { charges?: true; content: readonly string[] } = STEP_KINDS[kind];
  if (rule.charges) return paymentOutcome;
  if (rule.content.includes('upsells')) return upsellOutcome;
  if (kind === 'cancelLookup') return lookupOutcome;
  if (kind === 'cancelVerify') return verifiedOutcome;
  if (kind === 'cancelConfirm') return cancelledOutcome;
  return undefined;
}

/** A visit's outcomes read back (storage, a restore): each step's, as its kind ends; anything else left out. */
export function readStepOutcomes(steps: readonly { id: string; kind: StepKind }[], kept: unknown): StepOutcomes {
  if (!isRecord(kept)) return {};
  const outcomes: Record<string, StepOutcome> = {};
  for (const step of steps) {
    const outcome = outcomeReader(step.kind)?.(kept[step.id]);
    if (outcome !== undefined) outcomes[step.id] = outcome;
  }
  return outcomes;
}
