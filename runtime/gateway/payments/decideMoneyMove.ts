import {
  MONEY_IN_OPERATIONS,
  MONEY_OUT_OPERATIONS,
  MONEY_RECOVERED_OPERATIONS,
  type TransactionOperation,
} from '@/schemas/payments/moneyOperations';

/** A transaction of an order, as recorded or as a report carries it: what the money rules read of it. */
export type MoneyMove = {
  /** The provider's transaction id (a chargeback's id, for a chargeback and its reversal). */
  id: string;
  operation: TransactionOperation;
  status: string;
  /** In minor units of the order's currency; null on rows kept before amounts were (they count as nothing). */
  amount: number | null;
  /** The provider's time of it. */
  occurredAt: Date;
};

export type MoneyMoveDecision =
  /** Record it: it moves no money, or fits within what the order has left. */
  | { kind: 'record' }
  /** Already recorded (the same transaction, reported again): nothing more to count. */
  | { kind: 'repeat' }
  | { kind: 'refused'; message: string };

/** The status of a transaction that moved money (a chargeback is recorded with it too: it always took the money). */
export const MOVED = 'success';

const IN: ReadonlySet<TransactionOperation> = new Set(MONEY_IN_OPERATIONS);
const OUT: ReadonlySet<TransactionOperation> = new Set(MONEY_OUT_OPERATIONS);
const RECOVERED: ReadonlySet<TransactionOperation> = new Set(MONEY_RECOVERED_OPERATIONS);

/**
 * Whether a transaction a provider report carries may be recorded on its order, given what the order has recorded,
 * so that what the report counts never leaves an order below nothing:
 * - The same transaction again (its id, operation and status recorded) is a repeat: counted once, whatever the order
 *   of delivery.
 * - What is left is what was paid, less refunds, less chargebacks, plus what won disputes gave back. A refund or a
 *   chargeback of more than is left is refused; several refunds that add up to what was paid are not.
 * - A refund dated at or after a chargeback still standing (not reversed) is refused: the cardholder's bank has
 *   returned that money already. A refund made before the chargeback, whose report arrives after it, is judged by
 *   what is left only.
 * - A won dispute (a chargeback reversal) gives back what its chargeback took, once: it needs that chargeback
 *   recorded, for the same amount.
 * Anything else (money in, an auth, a void, a failure) is recorded as it comes: what was paid is what the provider
 * reported taking.
 */
export function decideMoneyMove(
  recorded: readonly MoneyMove[],
  move: MoneyMove & { amount: number },
): MoneyMoveDecision {
  if (recorded.some((r) => r.id === move.id && r.operation === move.operation && r.status === move.status))
    return { kind: 'repeat' };
  if (move.status !== MOVED) return { kind: 'record' };
  const moved = recorded.filter((r) => r.status === MOVED);
  const total = (operations: ReadonlySet<TransactionOperation>) =>
    moved.filter((r) => operations.has(r.operation)).reduce((sum, r) => sum + (r.amount ?? 0), 0);
  const paid = total(IN);
  const left = paid - total(OUT) + total(RECOVERED);
  const reversed = new Set(moved.filter((r) => RECOVERED.has(r.operation)).map((r) => r.id));
  const standing = moved.filter((r) => r.operation === 'chargeback' && !reversed.has(r.id));
  const refused = (message: string): MoneyMoveDecision => ({ kind: 'refused', message });

  if (move.operation === 'refund') {
    const before = standing.find((chargeback) => chargeback.occurredAt.getTime() <= move.occurredAt.getTime());
    if (before !== undefined) return refused(`refund ${move.amount} after chargeback ${before.id}`);
    return move.amount > left ? refused(`refund ${move.amount} with ${left} left of ${paid} paid`) : { kind: 'record' };
  }
  if (move.operation === 'chargeback')
    return move.amount > left
      ? refused(`chargeback ${move.amount} with ${left} left of ${paid} paid`)
      : { kind: 'record' };
  if (RECOVERED.has(move.operation)) {
    const chargeback = moved.find((r) => r.operation === 'chargeback' && r.id === move.id);
    if (chargeback === undefined) return refused(`reversal of chargeback ${move.id}, which is not recorded`);
    return chargeback.amount !== move.amount
      ? refused(`reversal of ${move.amount} of chargeback ${move.id}, which took ${chargeback.amount}`)
      : { kind: 'record' };
  }
  return { kind: 'record' };
}
