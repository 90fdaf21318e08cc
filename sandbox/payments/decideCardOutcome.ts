import { DECLINE_CODES, type DeclineCode } from '@/schemas/payments/declineCodes';
import { type CardOperation, SANDBOX_CARDS } from './sandboxCards';

export type CardOutcome =
  | { kind: 'approve' }
  | { kind: 'decline'; code: DeclineCode }
  /** 3-D Secure with a challenge page: the order waits in 3ds_verify for Pass or Fail. */
  | { kind: 'challenge' }
  /** 3-D Secure without a challenge: verified, then approved. */
  | { kind: 'frictionless' }
  /** 7.04, cascade from 3DS to 2D: not final; the order stays processing, then is approved. */
  | { kind: 'cascade' };

/** `DECLINE 3.02`: the cardholder name that declines a successful payment with a chosen code. */
const NAMED_DECLINE = /^\s*DECLINE\s+(\d\.\d\d)\s*$/i;
/** The payments a customer makes (and may be asked to verify); the merchant's own calls are not. */
const CUSTOMER_OPERATIONS: ReadonlySet<CardOperation> = new Set(['pay', 'auth', 'resign']);

const isDeclineCode = (code: string): code is DeclineCode => Object.hasOwn(DECLINE_CODES, code);

/**
 * What happens when `operation` is made with a card (README.md's table): an unknown card is declined
 * 0.01; the card's own failures come first; then a `DECLINE <code>` cardholder name; then 3-D Secure
 * (the card's, or any card's when the intent forces it); then approval.
 */
export function decideCardOutcome(
  number: string,
  operation: CardOperation,
  options: { holder?: string; force3ds?: boolean } = {},
): CardOutcome {
  const card = SANDBOX_CARDS[number];
  if (!card) return { kind: 'decline', code: '0.01' };
  const failure = card.fails?.[operation];
  if (failure) return { kind: 'decline', code: failure };
  if (!CUSTOMER_OPERATIONS.has(operation)) return { kind: 'approve' };

  const named = NAMED_DECLINE.exec(options.holder ?? '')?.[1];
  if (named !== undefined && isDeclineCode(named))
    return named === '7.04' ? { kind: 'cascade' } : { kind: 'decline', code: named };
  if (card.threeDs === 'challenge' || (options.force3ds && operation !== 'resign')) return { kind: 'challenge' };
  if (card.threeDs === 'frictionless') return { kind: 'frictionless' };
  return { kind: 'approve' };
}
