import { sql } from 'drizzle-orm';
import {
  MONEY_IN_OPERATIONS,
  MONEY_OUT_OPERATIONS,
  MONEY_RECOVERED_OPERATIONS,
} from '@/schemas/payments/moneyOperations';

/** Every operation that moves money: what comes in, what goes back, what a dispute won gives back. */
export const MONEY_OPERATIONS = [...MONEY_IN_OPERATIONS, ...MONEY_OUT_OPERATIONS, ...MONEY_RECOVERED_OPERATIONS];

/** Values as an SQL list, each a parameter: `${sqlList(['a', 'b'])}` in `in (…)`. */
export const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
