import type { DeclineCode } from '@/schemas/payments/declineCodes';

/** Card numbers run from 12 to 19 digits. */
const CARD_NUMBER = /^\d{12,19}$/;
/** Three digits, or four (American Express). */
const CVV = /^\d{3,4}$/;
/** A two-digit year is in this century. */
const CENTURY = 2000;
const LAST_MONTH = 12;

/** Card details as the API's charge call and the sandbox form send them. */
export type CardInput = {
  card_number: string;
  card_exp_month: number;
  card_exp_year: number;
  card_cvv: string;
  card_holder?: string;
};

/** The Luhn checksum every real card number satisfies. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Reads card details from a request body (fields as strings or numbers, the number with or without
 * spaces) and checks them as the provider does: 2.08 for the number, 2.09 for the expiry (a past month
 * included), 2.06 for the CVV.
 */
export function checkCardInput(
  body: Record<string, unknown>,
  now: Date,
): { ok: true; card: CardInput } | { ok: false; code: DeclineCode } {
  const number = String(body.card_number ?? '').replace(/[\s-]/g, '');
  if (!CARD_NUMBER.test(number) || !passesLuhn(number)) return { ok: false, code: '2.08' };
  const month = Number(body.card_exp_month);
  let year = Number(body.card_exp_year);
  if (year < CENTURY) year += CENTURY;
  const expired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  if (!Number.isInteger(month) || month < 1 || month > LAST_MONTH || !Number.isInteger(year) || expired)
    return { ok: false, code: '2.09' };
  const cvv = String(body.card_cvv ?? '');
  if (!CVV.test(cvv)) return { ok: false, code: '2.06' };
  const card: CardInput = { card_number: number, card_exp_month: month, card_exp_year: year, card_cvv: cvv };
  if (typeof body.card_holder === 'string' && body.card_holder.trim() !== '')
    card.card_holder = body.card_holder.trim();
  return { ok: true, card };
}
