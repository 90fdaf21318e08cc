import { READING_VALUES, readingOf } from '@/runtime/readings/readingVariables';
import { readingWord } from '@/runtime/readings/readingWords';
import type { ReadingInputs } from '@/runtime/steps/readingInputs';
import { isReadingVariable } from '@/schemas/readingVariables';
import { say } from '@/schemas/words';
import type { WheelChart } from './NatalWheel';
import { READING_CONTROL_WORDS } from './readingWords';

/** What a step shows of the visitor's reading: the values its texts name, in words, and the wheel's chart. */
export type StepReading = { values: Record<string, string>; chart?: WheelChart };

/** Values that are names already, shown as given (not looked up among the reading's words). */
const AS_GIVEN = new Set(['birthPlace']);

/**
 * The reading a step shows, from the visitor's answers: each value named in words of their language (a value the
 * answers cannot give, such as a rising sign without the birth time, reads as unknown), and the chart when the step
 * draws the wheel. Loaded only on steps that show a reading (useReading): it brings the ephemeris.
 */
export function stepReading(inputs: ReadingInputs, names: string[], wheel: boolean, locale: string): StepReading {
  const values: Record<string, string> = {};
  for (const name of names) {
    if (!isReadingVariable(name)) continue;
    const id = READING_VALUES[name](inputs);
    values[name] =
      id === undefined
        ? say(READING_CONTROL_WORDS, 'valueUnknown', locale)
        : AS_GIVEN.has(name)
          ? id
          : readingWord(id, locale);
  }
  const chart = wheel ? readingOf(inputs).chart : undefined;
  return { values, ...(chart ? { chart } : {}) };
}
