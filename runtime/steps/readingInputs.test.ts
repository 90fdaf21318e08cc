import { expect, it } from 'vitest';
import type { Flow } from '@/schemas/flowSchema';
import { readingInputs } from './readingInputs';

const step = (id: string, kind: string, key?: string) => ({
  id,
  path: id,
  kind,
  content: {},
  ...(key ? { answer: { key } } : {}),
});
const flow = {
  steps: [
    step('born', 'birthDate', 'born'),
    step('where', 'birthPlace', 'where'),
    step('first-name', 'name', 'firstName'),
    step('their-sign', 'singleChoice', 'partnerSign'),
    step('mood', 'singleChoice', 'mood'),
  ],
} as unknown as Flow;

it("reads a visit's answers by the kind of the step that asked them, leaving out what was not answered", () => {
  const born = { year: 1990, month: 6, day: 14 };
  expect(readingInputs(flow, { born, firstName: 'Luna', partnerSign: 'leo', mood: 'calm' })).toEqual({
    birthDate: born,
    name: 'Luna',
    partnerSign: 'leo',
  });
  expect(readingInputs(flow, { where: { name: 'Lisbon' } })).toEqual({ birthPlace: { name: 'Lisbon' } });
  expect(readingInputs(flow, {})).toEqual({});
});
