/** docs/entities.md#enumerations: time of day is coded 0 for AM and 1 for PM. */
export const TIME_OF_DAY = { AM: 0, PM: 1 } as const;
export type TimeOfDay = (typeof TIME_OF_DAY)[keyof typeof TIME_OF_DAY];

/** docs/entities.md#enumerations: months are coded 0 (January) to 11 (December). */
export const FIRST_MONTH = 0;
export const LAST_MONTH = 11;
