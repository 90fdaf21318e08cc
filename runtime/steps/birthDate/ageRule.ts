/** docs/validation.md#age-and-birth-years: visitors are at least 18. */
export const MINIMUM_AGE = 18;
/** docs/validation.md#age-and-birth-years: birth-year choices start at 1940. */
export const FIRST_BIRTH_YEAR = 1940;

/**
 * docs/validation.md#age-and-birth-years: the birth years offered, from 1940 to the current year minus 18, newest
 * first.
 */
export function birthYearChoices(today: Date): number[] {
  const last = today.getFullYear() - MINIMUM_AGE;
  return Array.from({ length: last - FIRST_BIRTH_YEAR + 1 }, (_, i) => last - i);
}

/** Whether someone born on that day (month 0-11, docs/entities.md#enumerations) is at least 18 today. */
export function isAdult(birth: { year: number; month: number; day: number }, today: Date): boolean {
  const age =
    today.getFullYear() -
    birth.year -
    (today.getMonth() < birth.month || (today.getMonth() === birth.month && today.getDate() < birth.day) ? 1 : 0);
  return age >= MINIMUM_AGE;
}
