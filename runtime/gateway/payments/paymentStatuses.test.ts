import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPaidOrder } from '@/runtime/gateway/orders/isPaidOrder';
import { ACTIVE_PAYMENT_STATUSES } from '@/schemas/enums/activePaymentStatuses';
import { ORDER_STATUSES, type OrderStatus } from '@/schemas/enums/orderStatuses';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@/schemas/enums/transactionStatuses';
import { decidePaymentStatus } from './decidePaymentStatus';
import { isActivePayment } from './isActivePayment';
import { orderStatusOfTransaction } from './orderStatusOfTransaction';
import { ORDER_TRANSITIONS } from './orderTransitions';
import { type NoTransactionYet, TRANSACTION_TRANSITIONS } from './transactionTransitions';

const FROM_TRANSACTION: readonly (TransactionStatus | NoTransactionYet)[] = ['none', ...TRANSACTION_STATUSES];
const allowedTransaction = (from: TransactionStatus | NoTransactionYet): readonly TransactionStatus[] =>
  TRANSACTION_TRANSITIONS[from];
const allowedOrder = (from: OrderStatus): readonly OrderStatus[] => ORDER_TRANSITIONS[from];

describe('the provider status to order status mapping (docs/payment-provider.md#statuses)', () => {
  it.each([
    ['none', 'draft'],
    ['created', 'new'],
    ['processing', 'in_progress'],
    ['3ds_verify', '3ds_verify'],
    ['approved', 'handled'],
    ['auth_ok', 'handled_auth'],
    ['settle_ok', 'handled_settle'],
    ['partial_settled', 'handled_settle'],
    ['declined', 'fail'],
    ['auth_failed', 'fail_auth'],
    ['void_ok', 'voided'],
    ['refunded', 'refunded'],
  ] as const)('%s is %s', (provider, order) => {
    expect(orderStatusOfTransaction(provider)).toBe(order);
  });

  it('reaches every order status', () => {
    expect(new Set(FROM_TRANSACTION.map(orderStatusOfTransaction))).toEqual(new Set(ORDER_STATUSES));
  });
});

describe('the transition tables', () => {
  it('have a row for every status', () => {
    expect(Object.keys(TRANSACTION_TRANSITIONS).sort()).toEqual([...FROM_TRANSACTION].sort());
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('agree: each transaction move is an order move, or keeps the order status', () => {
    for (const from of FROM_TRANSACTION)
      for (const to of allowedTransaction(from)) {
        const [a, b] = [orderStatusOfTransaction(from), orderStatusOfTransaction(to)];
        expect(a === b || allowedOrder(a).includes(b), `${from} -> ${to} is ${a} -> ${b}`).toBe(true);
      }
  });

  it('agree: each order move comes from some transaction move', () => {
    for (const from of ORDER_STATUSES)
      for (const to of allowedOrder(from))
        expect(
          FROM_TRANSACTION.some(
            (t) =>
              orderStatusOfTransaction(t) === from &&
              allowedTransaction(t).some((u) => orderStatusOfTransaction(u) === to),
          ),
          `${from} -> ${to}`,
        ).toBe(true);
  });

  it('end in final statuses only after a decline, failed auth, void or refund', () => {
    const finals = FROM_TRANSACTION.filter((s) => allowedTransaction(s).length === 0);
    expect(finals.sort()).toEqual(['auth_failed', 'declined', 'refunded', 'void_ok']);
  });
});

describe('decidePaymentStatus', () => {
  it.each([
    ['draft', null, 'created', 'move'],
    ['draft', null, 'approved', 'move'],
    ['new', 'created', 'processing', 'move'],
    ['in_progress', 'processing', '3ds_verify', 'move'],
    ['3ds_verify', '3ds_verify', 'processing', 'move'],
    ['3ds_verify', '3ds_verify', 'approved', 'move'],
    ['in_progress', 'processing', 'declined', 'move'],
    ['handled', 'approved', 'refunded', 'move'],
    ['handled_auth', 'auth_ok', 'settle_ok', 'move'],
    ['handled_auth', 'auth_ok', 'partial_settled', 'move'],
    ['handled_auth', 'auth_ok', 'void_ok', 'move'],
    ['handled_settle', 'settle_ok', 'refunded', 'move'],
    ['handled', 'approved', 'approved', 'same'],
    ['in_progress', 'processing', 'processing', 'same'],
    ['handled', 'approved', 'processing', 'illegal'],
    ['handled', 'approved', 'declined', 'illegal'],
    ['fail', 'declined', 'approved', 'illegal'],
    ['draft', null, 'refunded', 'illegal'],
    ['draft', null, 'settle_ok', 'illegal'],
    ['handled_auth', 'auth_ok', 'refunded', 'illegal'],
    ['voided', 'void_ok', 'settle_ok', 'illegal'],
    ['refunded', 'refunded', 'approved', 'illegal'],
    ['handled_settle', 'settle_ok', 'partial_settled', 'illegal'],
  ] as const)('%s (%s) reported %s: %s', (status, transactionStatus, reported, kind) => {
    expect(decidePaymentStatus({ status, transactionStatus }, reported).kind).toBe(kind);
  });

  it('moves to the reported status and its order status', () => {
    expect(decidePaymentStatus({ status: 'draft', transactionStatus: null }, 'approved')).toEqual({
      kind: 'move',
      status: 'handled',
      transactionStatus: 'approved',
    });
  });

  it('refuses an order status that disagrees with the table, whatever the transaction says', () => {
    // An order left in a status the transaction would not lead to: the order table still decides.
    expect(decidePaymentStatus({ status: 'fail', transactionStatus: 'processing' }, 'approved').kind).toBe('illegal');
  });
});

describe('isActivePayment and isPaidOrder', () => {
  it.each(TRANSACTION_STATUSES.map((s) => [s, (ACTIVE_PAYMENT_STATUSES as readonly string[]).includes(s)] as const))(
    '%s is active: %s',
    (status, active) => {
      expect(isActivePayment(status)).toBe(active);
    },
  );

  it('an order the provider has not reported on is not active', () => {
    expect(isActivePayment(null)).toBe(false);
  });

  it('counts only captured money as paid', () => {
    expect(ORDER_STATUSES.filter(isPaidOrder)).toEqual(['handled', 'handled_settle']);
  });
});

describe('docs/payment-statuses.md', () => {
  const doc = readFileSync('docs/payment-statuses.md', 'utf8');
  /** The statuses a table row names after its first cell, for the section that begins with `heading`. */
  const rowsOf = (heading: string): Map<string, string[]> => {
    const section = doc.split('\n## ').find((s) => s.startsWith(heading)) ?? '';
    const rows = new Map<string, string[]>();
    for (const line of section.split('\n')) {
      const cells = line.split('|').slice(1, -1);
      const [first, ...rest] = cells.map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''));
      if (first?.[0] !== undefined) rows.set(first[0], rest.flat());
    }
    return rows;
  };

  it('lists every transaction transition of the code', () => {
    expect(rowsOf('Transaction transitions')).toEqual(
      new Map(FROM_TRANSACTION.map((from) => [from, [...allowedTransaction(from)]])),
    );
  });

  it('lists every order transition of the code', () => {
    expect(rowsOf('Order transitions')).toEqual(new Map(ORDER_STATUSES.map((from) => [from, [...allowedOrder(from)]])));
  });

  it('lists the mapping of the code', () => {
    expect(rowsOf('Two statuses per order')).toEqual(
      new Map(FROM_TRANSACTION.map((s) => [s, [orderStatusOfTransaction(s)]])),
    );
  });
});
