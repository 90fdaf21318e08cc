'use client';

import { type FormEvent, useId, useMemo, useState } from 'react';
import { READING_CONTROL_WORDS } from '@/runtime/screens/readings/readingWords';
import { AnswerFields } from '@/runtime/steps/AnswerFields';
import { AnswerSubmit } from '@/runtime/steps/AnswerSubmit';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { TIME_OF_DAY } from '@/schemas/enums/timeOfDay';
import { say } from '@/schemas/words';
import { birthYearChoices } from './ageRule';
import type { BirthDateAnswer } from './birthDateAnswer';

const MONTHS = Array.from({ length: 12 }, (_, month) => month);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);

/** Birth date (and time when the step asks): years 1940 to this year minus 18, months named in the visitor's language. */
export function BirthDateStep({ step, locale, answer, onAnswer, onNext }: StepScreenProps) {
  const id = useId();
  const saved = (answer ?? {}) as Partial<BirthDateAnswer>;
  const [date, setDate] = useState({ year: saved.year, month: saved.month, day: saved.day });
  const [time, setTime] = useState(saved.time ?? { hour: 12, minute: 0, timeOfDay: TIME_OF_DAY.PM });
  const [timeUnknown, setTimeUnknown] = useState(saved.timeUnknown === true);
  const [problem, setProblem] = useState<string>();
  // Made once per language: an Intl formatter costs more to make than a render, and each choice renders the form.
  const monthName = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }), [locale]);
  const field = useMemo(() => new Intl.DisplayNames(locale, { type: 'dateTimeField' }), [locale]);
  const label = (name: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod') => field.of(name) ?? name;
  const askTime = step.content.askTime ?? false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = onAnswer({ ...date, ...(askTime ? (timeUnknown ? { timeUnknown: true } : { time }) : {}) });
    setProblem(refused);
    if (refused === undefined) onNext();
  };
  const select = (
    name: string,
    label: string,
    value: number | undefined,
    values: number[],
    show: (v: number) => string,
    set: (v: number) => void,
  ) => (
    <label htmlFor={`${id}-${name}`} className="select">
      <span>{label}</span>
      <select id={`${id}-${name}`} value={value ?? ''} onChange={(e) => set(Number(e.target.value))}>
        <option value="" disabled>
          {label}
        </option>
        {values.map((v) => (
          <option key={v} value={v}>
            {show(v)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form onSubmit={submit} noValidate>
      <AnswerFields>
        <div className="selects">
          {select(
            'month',
            label('month'),
            date.month,
            MONTHS,
            (m) => monthName.format(new Date(Date.UTC(2000, m, 1))),
            (month) => setDate({ ...date, month }),
          )}
          {select('day', label('day'), date.day, DAYS, String, (day) => setDate({ ...date, day }))}
          {select('year', label('year'), date.year, birthYearChoices(new Date()), String, (year) =>
            setDate({ ...date, year }),
          )}
        </div>
        {askTime && !timeUnknown && (
          <div className="selects">
            {select('hour', label('hour'), time.hour, HOURS, String, (hour) => setTime({ ...time, hour }))}
            {select(
              'minute',
              label('minute'),
              time.minute,
              MINUTES,
              (m) => String(m).padStart(2, '0'),
              (minute) => setTime({ ...time, minute }),
            )}
            {select(
              'am-pm',
              label('dayPeriod'),
              time.timeOfDay,
              [TIME_OF_DAY.AM, TIME_OF_DAY.PM],
              (v) => (v === TIME_OF_DAY.AM ? 'AM' : 'PM'),
              (v) => setTime({ ...time, timeOfDay: v === TIME_OF_DAY.AM ? TIME_OF_DAY.AM : TIME_OF_DAY.PM }),
            )}
          </div>
        )}
        {askTime && (
          <label className="consent" htmlFor={`${id}-time-unknown`}>
            <input
              id={`${id}-time-unknown`}
              type="checkbox"
              checked={timeUnknown}
              onChange={(e) => setTimeUnknown(e.target.checked)}
            />{' '}
            {say(READING_CONTROL_WORDS, 'timeUnknown', locale)}
          </label>
        )}
        <AnswerSubmit step={step} locale={locale} problem={problem} />
      </AnswerFields>
    </form>
  );
}
