import { DECLINE_CODE_LIST, type DeclineCode } from '@/schemas/payments/declineCodes';

/** What a decline means for the visitor (docs/payment-provider.md#decline-categories). */
export const DECLINE_CATEGORIES = [
  'temporary',
  'expired',
  'input',
  'funds',
  'threeDSecure',
  'cardNotUsable',
  'issuer',
  'risk',
  'address',
  'savedCardUnusable',
  'wallet',
  'cascade',
  'ours',
] as const;
export type DeclineCategory = (typeof DECLINE_CATEGORIES)[number];

/** docs/payment-provider.md#decline-categories: the codes of each category. */
const CODES_BY_CATEGORY: Record<DeclineCategory, readonly DeclineCode[]> = {
  temporary: ['0.01', '1.01', '5.03', '6.01', '6.02', '5.07'],
  expired: ['0.02'],
  input: ['2.01', '2.06', '2.08', '2.09'],
  funds: ['2.02', '3.02', '3.03'],
  threeDSecure: ['2.10', '2.11', '2.12', '5.01', '2.15', '3.09'],
  cardNotUsable: ['3.01', '3.06', '3.07', '0.03', '5.08', '7.03'],
  issuer: ['3.04', '3.05', '3.08'],
  risk: ['3.10', '4.01', '4.02', '4.03', '4.04', '4.05', '4.06', '4.07', '4.09'],
  address: ['4.08'],
  savedCardUnusable: ['5.02', '7.01'],
  wallet: ['7.02', '7.05', '7.06'],
  cascade: ['7.04'],
  ours: ['2.03', '2.05', '2.07', '2.13', '2.14', '2.16', '5.04', '5.05', '5.06', '5.09', '5.10', '5.11'],
};

export type DeclineHandling = {
  category: DeclineCategory;
  /** Not the end of the payment: the order's final status is still to come (7.04). */
  final: boolean;
  /** The visitor may pay again (with a new order); risk declines never invite another try with the card. */
  retry: boolean;
  /** One-click (resign) is over: the full card form takes over. */
  fallBackToCardForm: boolean;
  /** Our fault or configuration, not the visitor's: error monitoring hears of it. */
  report: boolean;
};

const CATEGORY_OF = new Map<string, DeclineCategory>(
  Object.entries(CODES_BY_CATEGORY).flatMap(([category, codes]) =>
    codes.map((code) => [code, category as DeclineCategory] as const),
  ),
);

/**
 * How the checkout treats a decline code: its category, and whether the payment is over, may be tried
 * again, falls back from one-click to the card form, or is reported. A code the provider invents later
 * is treated as ours: a generic message, reported.
 */
export function declineHandling(code: string | undefined): DeclineHandling {
  const category = (code && CATEGORY_OF.get(code)) || 'ours';
  return {
    category,
    final: category !== 'cascade',
    retry: category !== 'risk',
    fallBackToCardForm: category === 'savedCardUnusable',
    report: category === 'ours' || !CATEGORY_OF.has(code ?? ''),
  };
}

/** Every code of docs/errors.md#decline-codes has a category (checked by the tests against DECLINE_CODE_LIST). */
export const CATEGORISED_CODES: readonly string[] = DECLINE_CODE_LIST.filter((c) => CATEGORY_OF.has(c));
