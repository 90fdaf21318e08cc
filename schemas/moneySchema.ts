import { z } from 'zod';
import { CURRENCIES } from './enums/currencies';
import { STORED_INTEGER_MAX } from './storedInteger';

/** An amount per currency in integer minor units (cents): `{"USD": 1999, "EUR": 1999}`. */
export const moneySchema = z.partialRecord(z.enum(CURRENCIES), z.int().nonnegative().max(STORED_INTEGER_MAX)).meta({
  description: 'Amount per currency in integer minor units (cents, pence): {"USD": 1999} is 19.99 dollars',
  minProperties: 1,
});
export type Money = z.infer<typeof moneySchema>;
