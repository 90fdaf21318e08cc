/** SPEC §5, §9: visitors are at least 18. */
export const MINIMUM_AGE = 18;
/** SPEC §5, §9: birth-year choices start at 1940. */
export const FIRST_BIRTH_YEAR = 1940;

/** SPEC §5: the birth years offered, from 1940 to the current year minus 18, newest first. */
export function birthYearChoices(today: Date): number[] {
  const last = today.getFullYear() - MINIMUM_AGE;
  return Array.from({ length: last - FIRST_BIRTH_YEAR + 1 }, (_, i) => last - i);
}

/** Whether someone born on that day (month 0-11, SPEC §3) is at least 18 today. */
export function isAdult(birth: { year: number; month: number; day: number }, today: Date): boolean {
  const age =
    today.getFullYear() -
    birth.year -
    (today.getMonth() < birth.month || (today.getMonth() === birth.month && today.getDate() < birth.day) ? 1 : 0);
  return age >= MINIMUM_AGE;
}
