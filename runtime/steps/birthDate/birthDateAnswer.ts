import type { AnswerPart } from '@/runtime/steps/answerPart';
import { FIRST_MONTH, LAST_MONTH, TIME_OF_DAY } from '@/schemas/enums/timeOfDay';
import { isRecord } from '@/schemas/isRecord';
import { birthYearChoices, isAdult } from './ageRule';

/**
 * A birth date as a step collects it; months 0-11 and AM/PM as 0/1 (docs/entities.md#enumerations). Time only when
 * asked, and then either the time or `timeUnknown` (the visitor does not know it: the reading leaves out the rising
 * sign and the houses).
 */
export type BirthDateAnswer = {
  year: number;
  month: number;
  day: number;
  time?: { hour: number; minute: number; timeOfDay: (typeof TIME_OF_DAY)[keyof typeof TIME_OF_DAY] };
  timeUnknown?: true;
};

function isInt(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** Why a birth date answer is refused, or undefined when it is valid today. */
export function birthDateProblem(value: unknown, options: { askTime: boolean; today: Date }): string | undefined {
  const v = value as Partial<BirthDateAnswer> | null;
  if (v === null || typeof v !== 'object') return 'not-a-date';
  const years = birthYearChoices(options.today);
  if (!isInt(v.year, years.at(-1) ?? 0, years[0] ?? 0)) return 'year-out-of-range';
  if (!isInt(v.month, FIRST_MONTH, LAST_MONTH)) return 'month-out-of-range';
  const daysInMonth = new Date(Date.UTC(v.year, v.month + 1, 0)).getUTCDate();
  if (!isInt(v.day, 1, daysInMonth)) return 'day-out-of-range';
  if (!isAdult({ year: v.year, month: v.month, day: v.day }, options.today)) return 'under-age';
  if (options.askTime) {
    const t = v.time;
    if (v.timeUnknown === true && t === undefined) return undefined;
    if (t === undefined) return 'time-missing';
    if (!isInt(t.hour, 1, 12) || !isInt(t.minute, 0, 59)) return 'time-out-of-range';
    if (t.timeOfDay !== TIME_OF_DAY.AM && t.timeOfDay !== TIME_OF_DAY.PM) return 'time-of-day-invalid';
  }
  return undefined;
}

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A birth date, with its time when the step asks for it (`askTime`). */
export const birthDateAnswer: AnswerPart<BirthDateAnswer> = {
  problem: (step, value, today) => birthDateProblem(value, { askTime: step.content.askTime ?? false, today }),
  read: (value) => {
    if (!isRecord(value)) return undefined;
    const [year, month, day] = [number(value.year), number(value.month), number(value.day)];
    if (year === undefined || month === undefined || day === undefined) return undefined;
    const time = isRecord(value.time) ? value.time : undefined;
    const [hour, minute, timeOfDay] = [number(time?.hour), number(time?.minute), number(time?.timeOfDay)];
    return {
      year,
      month,
      day,
      ...(hour !== undefined && minute !== undefined && (timeOfDay === 0 || timeOfDay === 1)
        ? { time: { hour, minute, timeOfDay } }
        : {}),
      ...(value.timeUnknown === true && { timeUnknown: true as const }),
    };
  },
  samples: (step, today) => [
    {
      year: today.getFullYear() - 30,
      month: 6,
      day: 14,
      ...(step.content.askTime ? { time: { hour: 7, minute: 30, timeOfDay: 1 } } : {}),
    },
  ],
};
