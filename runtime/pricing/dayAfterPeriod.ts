import { add } from 'date-fns';
import type { Plan } from '@/schemas/funnelSchema';

/** How date-fns names each unit of a plan's period. */
const DURATION_UNITS = { day: 'days', week: 'weeks', month: 'months', year: 'years' } as const satisfies Record<
  Plan['period']['unit'],
  string
>;

/**
 * The day a period after a day, in calendar terms (date-fns `add`): the local time of day is kept across a change
 * of clock, and a month or year that lacks the day ends on its last one (31 January plus a month is 28 or 29
 * February, never 3 March; 29 February plus a year is 28 February).
 */
export function dayAfterPeriod(day: Date, period: Plan['period']): Date {
  return add(day, { [DURATION_UNITS[period.unit]]: period.count });
}
