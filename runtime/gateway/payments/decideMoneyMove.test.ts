import { describe, expect, it } from 'vitest';
import type { TransactionOperation } from '@/schemas/payments/moneyOperations';
import { decideMoneyMove, type MoneyMove, type MoneyMoveDecision } from './decideMoneyMove';

const hour = (n: number) => new Date(Date.UTC(2026, 10, 1, n));
const move = (
  operation: TransactionOperation,
  amount: number,
  at: number,
  id = `${operation}_${at}`,
  status = 'success',
): MoneyMove & { amount: number } => ({ id, operation, status, amount, occurredAt: hour(at) });

/** The payment of an order of 49.99, as the test funnel's quarter plan sells. */
const PAID = move('pay', 4999, 1);
const record: MoneyMoveDecision = { kind: 'record' };
const repeat: MoneyMoveDecision = { kind: 'repeat' };
const refused = { kind: 'refused', message: expect.any(String) };

describe('a money move fits within what its order has left', () => {
  it.each<[name: string, recorded: MoneyMove[], next: MoneyMove & { amount: number }, decision: unknown]>([
    // What was paid
    ['a charge', [], PAID, record],
    ['an auth reserves, it does not take', [], move('auth', 4999, 1), record],
    ['a settle of part of an auth', [move('auth', 4999, 1)], move('settle', 3000, 2), record],
    // Refunds
    ['a refund of all that was paid', [PAID], move('refund', 4999, 2), record],
    ['a refund of more than was paid', [PAID], move('refund', 5000, 2), refused],
    ['a refund of an order not paid (yet)', [], move('refund', 100, 2), refused],
    ['partial refunds up to the total', [PAID, move('refund', 1000, 2)], move('refund', 3999, 3), record],
    ['partial refunds past the total', [PAID, move('refund', 1000, 2)], move('refund', 4000, 3), refused],
    ['a refund of what a settle captured, not the order', [move('settle', 3000, 1)], move('refund', 3001, 2), refused],
    ['a failed refund moves nothing', [PAID, move('refund', 4999, 2)], move('refund', 4999, 3, 'r', 'fail'), record],
    // Chargebacks
    ['a chargeback of all that was paid', [PAID], move('chargeback', 4999, 2), record],
    ['a chargeback past what was paid', [PAID], move('chargeback', 5000, 2), refused],
    ['a chargeback of the rest after a refund', [PAID, move('refund', 1000, 2)], move('chargeback', 3999, 3), record],
    ['a chargeback on top of a whole refund', [PAID, move('refund', 4999, 2)], move('chargeback', 1, 3), refused],
    [
      'a chargeback past the rest after another',
      [PAID, move('chargeback', 3000, 2, 'cb_1')],
      move('chargeback', 2000, 3, 'cb_2'),
      refused,
    ],
    // A refund after a chargeback
    ['a refund after a chargeback', [PAID, move('chargeback', 1000, 2, 'cb')], move('refund', 100, 3), refused],
    [
      'a refund at the chargeback’s instant',
      [PAID, move('chargeback', 1000, 2, 'cb')],
      move('refund', 100, 2),
      refused,
    ],
    [
      'a refund made before a chargeback, heard after it',
      [PAID, move('chargeback', 1000, 3, 'cb')],
      move('refund', 1000, 2),
      record,
    ],
    [
      'a refund made before a chargeback, heard after it, past what is left',
      [PAID, move('chargeback', 4000, 3, 'cb')],
      move('refund', 1000, 2),
      refused,
    ],
    [
      'a refund after a dispute won',
      [PAID, move('chargeback', 4999, 2, 'cb'), move('chargeback_reversal', 4999, 3, 'cb')],
      move('refund', 4999, 4),
      record,
    ],
    // Disputes won
    [
      'a dispute won gives back what its chargeback took',
      [PAID, move('chargeback', 4999, 2, 'cb')],
      move('chargeback_reversal', 4999, 3, 'cb'),
      record,
    ],
    [
      'a dispute won for another amount',
      [PAID, move('chargeback', 4999, 2, 'cb')],
      move('chargeback_reversal', 5000, 3, 'cb'),
      refused,
    ],
    ['a dispute won of no chargeback', [PAID], move('chargeback_reversal', 4999, 3, 'cb'), refused],
    [
      'a chargeback again after its dispute was won',
      [PAID, move('chargeback', 4999, 2, 'cb'), move('chargeback_reversal', 4999, 3, 'cb')],
      move('chargeback', 4999, 4, 'cb'),
      repeat,
    ],
    [
      'a new chargeback after a dispute won takes what was given back',
      [PAID, move('chargeback', 4999, 2, 'cb_1'), move('chargeback_reversal', 4999, 3, 'cb_1')],
      move('chargeback', 4999, 4, 'cb_2'),
      record,
    ],
    // The same transaction again
    ['the same refund again', [PAID, move('refund', 4999, 2, 'r')], move('refund', 4999, 5, 'r'), repeat],
    ['the same chargeback again', [PAID, move('chargeback', 4999, 2, 'cb')], move('chargeback', 4999, 5, 'cb'), repeat],
    [
      'the same dispute won again',
      [PAID, move('chargeback', 4999, 2, 'cb'), move('chargeback_reversal', 4999, 3, 'cb')],
      move('chargeback_reversal', 4999, 5, 'cb'),
      repeat,
    ],
    ['the same charge again', [PAID], { ...PAID, occurredAt: hour(9) }, repeat],
    // Rows kept before amounts were count as nothing
    [
      'a refund beside a refund of unknown amount',
      [PAID, { ...move('refund', 0, 2), amount: null }],
      move('refund', 4999, 3),
      record,
    ],
  ])('%s', (_, recorded, next, decision) => {
    expect(decideMoneyMove(recorded, next)).toEqual(decision);
  });

  it('never lets what went back pass what was paid, whatever the order of the moves', () => {
    const moves = [
      PAID,
      move('refund', 2000, 2),
      move('refund', 2000, 3),
      move('chargeback', 2000, 4, 'cb_1'),
      move('refund', 2000, 5),
      move('chargeback_reversal', 2000, 6, 'cb_1'),
      move('chargeback', 999, 7, 'cb_2'),
      move('refund', 1, 8),
    ];
    // Every order of delivery (8! = 40,320) of the same moves.
    const orders = (items: typeof moves): (typeof moves)[] =>
      items.length <= 1 ? [items] : items.flatMap((item, i) => orders(items.toSpliced(i, 1)).map((o) => [item, ...o]));
    for (const delivery of orders(moves)) {
      const recorded: MoneyMove[] = [];
      for (const next of delivery) if (decideMoneyMove(recorded, next).kind === 'record') recorded.push(next);
      const sum = (ops: string[]) =>
        recorded.filter((r) => ops.includes(r.operation)).reduce((total, r) => total + (r.amount ?? 0), 0);
      const net = sum(['pay']) - sum(['refund', 'chargeback']) + sum(['chargeback_reversal']);
      expect(net).toBeGreaterThanOrEqual(0);
      expect(net).toBeLessThanOrEqual(PAID.amount);
    }
  });
});
