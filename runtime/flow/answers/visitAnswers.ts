import { type BillingDetails, isBillingCountry } from '@/schemas/billingDetails';
import type { Flow } from '@/schemas/flowSchema';
import { isRecord } from '@/schemas/isRecord';
import { STEP_KINDS, type StepKindRule } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { answerProblem } from './answerProblem';
import { normalizeBilling } from './billingAnswer';
import type { BirthDateAnswer } from './birthDateAnswer';
import type { BirthPlaceAnswer } from './birthPlaceAnswer';
import { normalizeEmail } from './emailRule';

/** The kinds of value steps collect (stepKinds' `answer`). */
type AnswerKind = NonNullable<StepKindRule['answer']>;

/** What each kind of answer is, as a visit keeps it once valid and normalized. */
type AnswerValues = {
  choice: string;
  choices: string[];
  gender: string;
  birthDate: BirthDateAnswer;
  birthPlace: BirthPlaceAnswer;
  name: string;
  email: string;
  phone: string;
  /** The reading's ids (readingAnswer). */
  photoReading: string;
  plan: string;
  code: string;
  billing: BillingDetails;
};

/** An answer of a visit: a step's, by its key, or an email step's answer to its consent question (`<key>Consent`). */
export type AnswerValue = AnswerValues[AnswerKind] | boolean;

/** A visit's answers, by key. */
export type VisitAnswers = Readonly<Record<string, AnswerValue>>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Each kind's value, read from one answerProblem has passed (the checks here only give it its type). */
const READ: { [K in AnswerKind]: (value: unknown) => AnswerValues[K] | undefined } = {
  choice: text,
  gender: text,
  plan: text,
  photoReading: text,
  choices: (value) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...value] : undefined),
  email: (value) => (typeof value === 'string' ? normalizeEmail(value) : undefined),
  name: (value) => text(value)?.trim(),
  phone: (value) => text(value)?.trim(),
  code: (value) => text(value)?.trim(),
  birthDate: (value) => {
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
  birthPlace: (value) => {
    if (!isRecord(value) || typeof value.name !== 'string') return undefined;
    const { name, region, country, countryName, latitude, longitude, timeZone } = value;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return { name: name.trim() };
    if (typeof country !== 'string' || typeof timeZone !== 'string') return undefined;
    return {
      name: name.trim(),
      ...(typeof region === 'string' && { region }),
      country,
      ...(typeof countryName === 'string' && { countryName }),
      latitude,
      longitude,
      timeZone,
    };
  },
  billing: (value) => {
    if (!isRecord(value) || typeof value.name !== 'string' || typeof value.country !== 'string') return undefined;
    if (!isBillingCountry(value.country)) return undefined;
    const postalCode = text(value.postalCode);
    return normalizeBilling({
      name: value.name,
      country: value.country,
      ...(postalCode !== undefined && { postalCode }),
    });
  },
};

/**
 * The answer a step keeps of what a visitor gave (docs/validation.md: typed text trimmed, an email's surrounding
 * whitespace tolerated), in its kind's type; undefined for a value the step refuses (answerProblem) or a step that asks
 * nothing.
 */
export function readAnswer(step: Step, value: unknown, today: Date): AnswerValue | undefined {
  const rule: StepKindRule = STEP_KINDS[step.kind];
  if (rule.answer === undefined || answerProblem(step, value, today) !== undefined) return undefined;
  return READ[rule.answer](value);
}

/**
 * A visit's answers read back from where they were kept (session storage, a restore): each step's answer that its step
 * would take today, and each email step's consent answer; anything else (a key no step of the flow asks, a value
 * tampered with or of an older version) is left out, never cast.
 */
export function readVisitAnswers(flow: Flow, kept: unknown, today: Date): VisitAnswers {
  if (!isRecord(kept)) return {};
  const answers: Record<string, AnswerValue> = {};
  for (const step of flow.steps) {
    const key = step.answer?.key;
    if (key === undefined) continue;
    const answer = readAnswer(step, kept[key], today);
    if (answer !== undefined) answers[key] = answer;
    const consent = kept[`${key}Consent`];
    if (step.kind === 'email' && typeof consent === 'boolean') answers[`${key}Consent`] = consent;
  }
  return answers;
}
