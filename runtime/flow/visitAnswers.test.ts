import { describe, expect, it } from 'vitest';
import { fixtureFlow } from '@/testing/fixtureDefinitions';
import { readAnswer, readVisitAnswers } from './visitAnswers';

const TODAY = new Date(2026, 10, 27);
const flow = fixtureFlow('natal-chart');
const stepOf = (kind: string) => {
  const step =
    flow.steps.find((s) => s.kind === kind) ?? fixtureFlow('nebula-numerology').steps.find((s) => s.kind === kind);
  if (step === undefined) throw new Error(`no ${kind} step`);
  return step;
};

describe('readAnswer', () => {
  it.each([
    ['email', ' Vega@Example.COM ', 'Vega@Example.COM'],
    ['email', 'not an email', undefined],
    [
      'birthDate',
      { year: 1990, month: 0, day: 31, timeUnknown: true, extra: 'dropped' },
      { year: 1990, month: 0, day: 31, timeUnknown: true },
    ],
    [
      'birthDate',
      { year: 1990, month: 0, day: 31, time: { hour: 7, minute: 5, timeOfDay: 1 } },
      { year: 1990, month: 0, day: 31, time: { hour: 7, minute: 5, timeOfDay: 1 } },
    ],
    ['birthDate', { year: 1990, month: 1, day: 30 }, undefined],
    ['birthDate', { year: 2020, month: 0, day: 1 }, undefined],
    ['birthPlace', { name: ' Lisbon ' }, { name: 'Lisbon' }],
    [
      'birthPlace',
      { name: 'Lisbon', country: 'PT', latitude: 38.7, longitude: -9.1, timeZone: 'Europe/Lisbon', rogue: 1 },
      { name: 'Lisbon', country: 'PT', latitude: 38.7, longitude: -9.1, timeZone: 'Europe/Lisbon' },
    ],
    [
      'birthPlace',
      { name: 'Lisbon', latitude: 138, longitude: 0, timeZone: 'Europe/Lisbon', country: 'PT' },
      undefined,
    ],
  ])('a %s step keeps %j as %j', (kind, value, kept) => {
    expect(readAnswer(stepOf(kind), value, TODAY)).toEqual(kept);
  });

  it('keeps a choice that is one of the options, in its type, and nothing of a step that asks nothing', () => {
    const choice = flow.steps.find((s) => s.kind === 'singleChoice' && s.content.options);
    const option = choice?.content.options?.[0]?.value;
    if (choice === undefined || option === undefined) throw new Error('no choice step');
    expect(readAnswer(choice, option, TODAY)).toBe(option);
    expect(readAnswer(choice, 'no-such-option', TODAY)).toBeUndefined();
    expect(readAnswer(stepOf('loading'), 'anything', TODAY)).toBeUndefined();
  });
});

describe('readVisitAnswers', () => {
  it('keeps what each step would take today and the email consent, and leaves anything else out', () => {
    const email = stepOf('email');
    const key = email.answer?.key ?? '';
    expect(
      readVisitAnswers(
        flow,
        { [key]: 'nova@example.com', [`${key}Consent`]: false, unknownKey: 'x', __proto__: { polluted: true } },
        TODAY,
      ),
    ).toEqual({ [key]: 'nova@example.com', [`${key}Consent`]: false });
    expect(readVisitAnswers(flow, 'garbage', TODAY)).toEqual({});
    expect(readVisitAnswers(flow, { [key]: 42 }, TODAY)).toEqual({});
  });
});
