import { TIME_OF_DAY, type TimeOfDay } from '@/schemas/enums/timeOfDay';
import type { ReadingVariable } from '@/schemas/readingVariables';
import { type Birth, type ChartBody, type NatalChart, natalChart } from './natalChart';
import { expressionNumber, lifePathNumber, soulUrgeNumber } from './numerology';
import { type SignCompatibility, signCompatibility } from './signCompatibility';
import { elementOf, isZodiacSign, type ZodiacSign } from './zodiacSigns';

/**
 * The visitor's answers a reading reads. `birthDate` has the shape of the flow's birth date answer (months 0-11,
 * a 12-hour time with AM/PM as 0/1); the birth time is the `time` inside it.
 */
export type ReadingAnswers = {
  birthDate?: {
    year: number;
    month: number;
    day: number;
    time?: { hour: number; minute: number; timeOfDay: TimeOfDay };
  };
  /** A place found has coordinates and a time zone; a place only typed has its name. */
  birthPlace?: { name: string; latitude?: number; longitude?: number; timeZone?: string };
  name?: string;
  partnerSign?: string;
};

const HOURS_ON_A_CLOCK = 12;

/** A 12-hour time as 0-23: 12 AM is 0h, 1-11 AM as they are, 12 PM is 12h, 1-11 PM are 13-23h. */
export function hour24Of(time: { hour: number; timeOfDay: TimeOfDay }): number {
  return (time.hour % HOURS_ON_A_CLOCK) + (time.timeOfDay === TIME_OF_DAY.PM ? HOURS_ON_A_CLOCK : 0);
}

/** The chart's input from the answers: the time only with a place, since a time without a zone is no instant. */
export function birthOf(answers: ReadingAnswers): Birth | undefined {
  const date = answers.birthDate;
  if (date === undefined) return undefined;
  const place = answers.birthPlace;
  const time = date.time ? { hour: hour24Of(date.time), minute: date.time.minute } : undefined;
  return {
    birth: { year: date.year, month: date.month, day: date.day, ...(time ? { time } : {}) },
    ...(place?.latitude !== undefined && place.longitude !== undefined && place.timeZone !== undefined
      ? { place: { latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone } }
      : {}),
  };
}

/** The last chart cast, by its input: the variables of one visitor ask for the same chart many times in a row. */
let lastChart: { key: string; chart: NatalChart } | undefined;

function chartOf(answers: ReadingAnswers): NatalChart | undefined {
  const birth = birthOf(answers);
  if (birth === undefined) return undefined;
  const key = JSON.stringify(birth);
  if (lastChart?.key !== key) lastChart = { key, chart: natalChart(birth) };
  return lastChart.chart;
}

function partnerOf(answers: ReadingAnswers): (SignCompatibility & { sign: ZodiacSign }) | undefined {
  const sign = answers.partnerSign;
  const chart = chartOf(answers);
  if (chart === undefined || !isZodiacSign(sign)) return undefined;
  return { sign, ...signCompatibility(chart.sunSign, sign) };
}

const numberId = (n: number | undefined) => (n === undefined ? undefined : String(n));
const bodyOf = (a: ReadingAnswers, id: ChartBody) => chartOf(a)?.bodies.find((b) => b.id === id);

/**
 * How each value flow content may name (schemas/readingVariables.ts declares them and the answers each needs) is
 * computed: a value id ('leo', 'waxingGibbous', '7', a place's name) the screens put in words, or undefined when
 * the answers cannot give it (a rising sign without the birth time or place).
 */
export const READING_VALUES = {
  sunSign: (a) => chartOf(a)?.sunSign,
  sunElement: (a) => {
    const sign = chartOf(a)?.sunSign;
    return sign && elementOf(sign);
  },
  moonSign: (a) => chartOf(a)?.moonSign,
  risingSign: (a) => chartOf(a)?.risingSign,
  mercurySign: (a) => bodyOf(a, 'mercury')?.sign,
  venusSign: (a) => bodyOf(a, 'venus')?.sign,
  marsSign: (a) => bodyOf(a, 'mars')?.sign,
  jupiterSign: (a) => bodyOf(a, 'jupiter')?.sign,
  saturnSign: (a) => bodyOf(a, 'saturn')?.sign,
  uranusSign: (a) => bodyOf(a, 'uranus')?.sign,
  neptuneSign: (a) => bodyOf(a, 'neptune')?.sign,
  plutoSign: (a) => bodyOf(a, 'pluto')?.sign,
  sunHouse: (a) => numberId(bodyOf(a, 'sun')?.house),
  moonHouse: (a) => numberId(bodyOf(a, 'moon')?.house),
  moonPhase: (a) => chartOf(a)?.moonPhase.phase,
  lifePathNumber: (a) => numberId(a.birthDate && lifePathNumber(a.birthDate)),
  expressionNumber: (a) => numberId(a.name ? expressionNumber(a.name) : undefined),
  soulUrgeNumber: (a) => numberId(a.name ? soulUrgeNumber(a.name) : undefined),
  birthPlace: (a) => a.birthPlace?.name,
  partnerSign: (a) => (isZodiacSign(a.partnerSign) ? a.partnerSign : undefined),
  partnerCompatibility: (a) => partnerOf(a)?.relation,
  partnerCompatibilityScore: (a) => numberId(partnerOf(a)?.score),
} as const satisfies Record<ReadingVariable, (answers: ReadingAnswers) => string | undefined>;

/** Everything a reading screen shows, from the answers in one call; parts whose answers are missing are absent. */
export type Reading = {
  chart?: NatalChart;
  lifePathNumber?: number;
  expressionNumber?: number;
  soulUrgeNumber?: number;
  partner?: SignCompatibility & { sign: ZodiacSign };
};

/** The whole reading of a visitor's answers: the chart, the numbers and the compatibility with the partner's sign. */
export function readingOf(answers: ReadingAnswers): Reading {
  const chart = chartOf(answers);
  const lifePath = answers.birthDate && lifePathNumber(answers.birthDate);
  const expression = answers.name ? expressionNumber(answers.name) : undefined;
  const soulUrge = answers.name ? soulUrgeNumber(answers.name) : undefined;
  const partner = partnerOf(answers);
  return {
    ...(chart ? { chart } : {}),
    ...(lifePath !== undefined ? { lifePathNumber: lifePath } : {}),
    ...(expression !== undefined ? { expressionNumber: expression } : {}),
    ...(soulUrge !== undefined ? { soulUrgeNumber: soulUrge } : {}),
    ...(partner ? { partner } : {}),
  };
}
