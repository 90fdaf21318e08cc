import { z } from 'zod';
import { customerNameSchema } from '@/schemas/gateway/customerNameSchema';
import { isRecord } from '@/schemas/isRecord';

/**
 * What an order was placed with of its customer, kept on the order until it is paid (docs/decisions/0037): the name,
 * the birth date answer (year, month 0-11, day, time if asked) and the funnel's answers. They fill only what is not
 * yet known of the customer, once the order is paid (attachCustomer).
 */
export type CustomerDetails = { name?: string; birthDate?: Record<string, unknown>; answers?: Record<string, unknown> };

/** The birth date answer's shape (months 0-11), kept when the funnel asked for it. */
const birthDateAnswerSchema = z.looseObject({ year: z.int(), month: z.int(), day: z.int() });

/**
 * The details a new card's order gives: the name typed with the card, else the name step's answer held to the rule a
 * customer's name is (an over-long one is no name, not a refusal); the birth date answer when it has the shape; the
 * answers.
 */
export function customerDetailsOf(given: { name?: string; answers?: Record<string, unknown> }): CustomerDetails {
  const birthDate = birthDateAnswerSchema.safeParse(given.answers?.birthDate);
  const answeredName = customerNameSchema.safeParse(given.answers?.name);
  const name = given.name ?? (answeredName.success ? answeredName.data : undefined);
  return {
    ...(name !== undefined && { name }),
    ...(birthDate.success && { birthDate: birthDate.data }),
    ...(given.answers !== undefined && { answers: given.answers }),
  };
}

/** The details kept on an order, read back: checked, never cast; anything else left out. */
export function readCustomerDetails(kept: unknown): CustomerDetails {
  if (!isRecord(kept)) return {};
  const name = customerNameSchema.safeParse(kept.name);
  const birthDate = birthDateAnswerSchema.safeParse(kept.birthDate);
  return {
    ...(name.success && { name: name.data }),
    ...(birthDate.success && { birthDate: birthDate.data }),
    ...(isRecord(kept.answers) && { answers: kept.answers }),
  };
}
