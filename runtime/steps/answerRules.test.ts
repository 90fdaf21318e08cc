import { describe, expect, it } from 'vitest';
import type { Step } from '@/schemas/stepSchema';
import { answerProblem } from './answerProblem';
import { billingProblem, normalizeBilling } from './billing/billingAnswer';
import { birthYearChoices, FIRST_BIRTH_YEAR, isAdult, MINIMUM_AGE } from './birthDate/ageRule';
import { birthDateProblem } from './birthDate/birthDateAnswer';
import { birthPlaceProblem } from './birthPlace/birthPlaceAnswer';
import { isValidEmail, normalizeEmail } from './text/emailAnswer';
import { isValidName, NAME_MAX_LENGTH } from './text/nameAnswer';

const TODAY = new Date(2026, 10, 22); // 22 November 2026

describe('email (docs/validation.md)', () => {
  it.each([
    ['luna@example.com', true],
    ['  luna@example.com\t', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['"quoted name"@example.com', true],
    ['user@[192.168.0.1]', true],
    ['user@example.c', false],
    ['user@example', false],
    ['user@.com', false],
    ['user.example.com', false],
    ['user@@example.com', false],
    ['us er@example.com', false],
    ['.user@example.com', false],
    ['user@exa mple.com', false],
    ['', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });

  it('keeps the address trimmed', () => {
    expect(normalizeEmail('  luna@example.com \n')).toBe('luna@example.com');
  });
});

describe('age and birth years (docs/validation.md)', () => {
  it('offers the years from the current year minus 18 down to 1940', () => {
    const years = birthYearChoices(TODAY);
    expect(years[0]).toBe(2026 - MINIMUM_AGE);
    expect(years.at(-1)).toBe(FIRST_BIRTH_YEAR);
    expect(years).toHaveLength(2008 - 1940 + 1);
  });

  it.each([
    [{ year: 2008, month: 10, day: 22 }, true], // 18 today
    [{ year: 2008, month: 10, day: 23 }, false], // 18 tomorrow
    [{ year: 2008, month: 11, day: 1 }, false],
    [{ year: 2007, month: 11, day: 31 }, true],
    [{ year: 1940, month: 0, day: 1 }, true],
  ])('born %j is an adult: %s', (birth, adult) => {
    expect(isAdult(birth, TODAY)).toBe(adult);
  });

  it.each([
    [{ year: 1990, month: 6, day: 14 }, false, undefined],
    [{ year: 1939, month: 6, day: 14 }, false, 'year-out-of-range'],
    [{ year: 2009, month: 0, day: 1 }, false, 'year-out-of-range'],
    [{ year: 2008, month: 11, day: 1 }, false, 'under-age'],
    [{ year: 1990, month: 12, day: 1 }, false, 'month-out-of-range'],
    [{ year: 1990, month: -1, day: 1 }, false, 'month-out-of-range'],
    [{ year: 1990, month: 1, day: 30 }, false, 'day-out-of-range'],
    [{ year: 1992, month: 1, day: 29 }, false, undefined],
    [{ year: 1990, month: 6, day: 14 }, true, 'time-missing'],
    [{ year: 1990, month: 6, day: 14, time: { hour: 7, minute: 30, timeOfDay: 1 } }, true, undefined],
    [{ year: 1990, month: 6, day: 14, time: { hour: 12, minute: 0, timeOfDay: 0 } }, true, undefined],
    [{ year: 1990, month: 6, day: 14, time: { hour: 13, minute: 0, timeOfDay: 0 } }, true, 'time-out-of-range'],
    [{ year: 1990, month: 6, day: 14, time: { hour: 7, minute: 60, timeOfDay: 0 } }, true, 'time-out-of-range'],
    [{ year: 1990, month: 6, day: 14, time: { hour: 7, minute: 5, timeOfDay: 2 } }, true, 'time-of-day-invalid'],
    [{ year: 1990, month: 6, day: 14, timeUnknown: true }, true, undefined],
    [{ year: 1990, month: 6, day: 14, timeUnknown: false }, true, 'time-missing'],
    [
      { year: 1990, month: 6, day: 14, timeUnknown: true, time: { hour: 13, minute: 0, timeOfDay: 0 } },
      true,
      'time-out-of-range',
    ],
    ['1990-07-14', false, 'not-a-date'],
  ])('birth date %j (time asked: %s) → %s', (value, askTime, problem) => {
    expect(birthDateProblem(value, { askTime, today: TODAY })).toBe(problem);
  });
});

describe('birth place', () => {
  const lisbon = { name: 'Lisbon', country: 'PT', latitude: 38.71667, longitude: -9.13333, timeZone: 'Europe/Lisbon' };
  it.each([
    [lisbon, undefined],
    [{ ...lisbon, region: 'Lisbon', countryName: 'Portugal' }, undefined],
    [{ name: 'Aldeia da Luz' }, undefined], // typed, not found: kept without a place
    [{ name: '   ' }, 'place-name-invalid'],
    [{ name: 'a'.repeat(121) }, 'place-name-invalid'],
    [{ ...lisbon, latitude: 91 }, 'place-outside-the-earth'],
    [{ ...lisbon, longitude: -180.5 }, 'place-outside-the-earth'],
    [{ ...lisbon, latitude: Number.NaN }, 'place-outside-the-earth'],
    [{ name: 'Lisbon', latitude: 38.7 }, 'place-outside-the-earth'],
    [{ ...lisbon, timeZone: 'Europe/Atlantis' }, 'place-time-zone-unknown'],
    [{ ...lisbon, timeZone: '' }, 'place-time-zone-unknown'],
    [{ ...lisbon, country: 'Portugal' }, 'place-country-invalid'],
    ['Lisbon', 'not-a-place'],
    [null, 'not-a-place'],
  ])('%j: %s', (value, problem) => {
    expect(birthPlaceProblem(value)).toBe(problem);
  });
});

describe('billing details', () => {
  it.each([
    [{ name: 'Luna Vega', country: 'US', postalCode: '94110' }, undefined],
    [{ name: 'Luna', country: 'GB', postalCode: 'SW1A 1AA' }, undefined],
    [{ name: 'Luna', country: 'IE' }, undefined],
    [{ name: '  Luna ', country: 'PT', postalCode: ' 1000-001 ' }, undefined],
    [{ name: '', country: 'US' }, 'invalid-name'],
    [{ name: 'a'.repeat(31), country: 'US' }, 'invalid-name'],
    [{ name: 'Luna', country: 'OTHER' }, 'invalid-country'],
    [{ name: 'Luna', country: 'us' }, 'invalid-country'],
    [{ name: 'Luna', country: 'XK' }, 'invalid-country'],
    [{ name: 'Luna', country: 'US', postalCode: '9' }, 'invalid-postal-code'],
    [{ name: 'Luna', country: 'US', postalCode: '12345678901' }, 'invalid-postal-code'],
    [{ name: 'Luna', country: 'US', postalCode: '941#10' }, 'invalid-postal-code'],
    ['Luna, US', 'not-billing-details'],
    [null, 'not-billing-details'],
  ])('%j: %s', (value, problem) => {
    expect(billingProblem(value)).toBe(problem);
  });

  it('keeps the name and postal code trimmed, and leaves out an empty postal code', () => {
    expect(normalizeBilling({ name: ' Luna ', country: 'ES', postalCode: ' 28001 ' })).toEqual({
      name: 'Luna',
      country: 'ES',
      postalCode: '28001',
    });
    expect(normalizeBilling({ name: 'Luna', country: 'ES', postalCode: '  ' })).toEqual({
      name: 'Luna',
      country: 'ES',
    });
  });
});

describe('name (docs/validation.md)', () => {
  it.each([
    ['Luna', true],
    ['  Luna  ', true],
    ['a'.repeat(NAME_MAX_LENGTH), true],
    ['a'.repeat(NAME_MAX_LENGTH + 1), false],
    ['🌙'.repeat(NAME_MAX_LENGTH), true],
    ['   ', false],
    ['', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isValidName(value)).toBe(valid);
  });
});

describe('answers by step kind', () => {
  const text = { en: 'x' };
  const options = [
    { value: 'a', label: text },
    { value: 'b', label: text },
  ];
  const step = (kind: Step['kind'], content: Partial<Step['content']> = {}): Step => ({
    id: 's',
    path: 'questions/s',
    kind,
    content: { title: text, options, ...content },
    answer: { key: 's' },
  });

  it.each([
    ['singleChoice', 'a', undefined],
    ['singleChoice', 'c', 'not-an-option'],
    ['gender', 'b', undefined],
    ['multipleChoice', ['a', 'b'], undefined],
    ['multipleChoice', [], 'not-options'],
    ['multipleChoice', ['a', 'a'], 'not-options'],
    ['multipleChoice', 'a', 'not-options'],
    ['phoneNumber', '+1 (415) 555-0100', undefined],
    ['phoneNumber', '555-01', 'invalid-phone'],
    ['phoneNumber', 'call me', 'invalid-phone'],
    ['cancelVerify', ' 482913 ', undefined],
    ['cancelVerify', '48a913', 'invalid-code'],
    ['palmPhoto', 'photo-1', undefined],
    ['palmPhoto', '', 'no-photo'],
    ['facePhoto', 'face-reading:oval.open.straight.generic', undefined],
    ['facePhoto', '', 'no-photo'],
    ['prelanding', 'x', 'step-asks-nothing'],
  ] as const)('a %s step takes %j: %s', (kind, value, problem) => {
    expect(answerProblem(step(kind), value, TODAY)).toBe(problem);
  });

  it('takes only a plan the step offers', () => {
    const choice = step('trialChoice', { plans: ['week', 'month'] });
    expect(answerProblem(choice, 'week', TODAY)).toBeUndefined();
    expect(answerProblem(choice, 'year', TODAY)).toBe('not-a-plan');
  });
});
