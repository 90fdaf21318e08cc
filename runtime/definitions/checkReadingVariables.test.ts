import { describe, expect, it } from 'vitest';
import type { Flow } from '@/schemas/flowSchema';
import type { Step } from '@/schemas/stepSchema';
import { checkReadingVariables } from './checkReadingVariables';

const text = (en: string) => ({ en });
const step = (id: string, kind: Step['kind'], more: Partial<Step> = {}): Step => ({
  id,
  path: id,
  kind,
  content: { title: text(id), cta: text('Go on') },
  ...more,
});
const flowOf = (...steps: Step[]): Flow =>
  ({ contract: 2, id: 'f', version: 1, locales: ['en'], firstStep: steps[0]?.id, steps }) as unknown as Flow;
const chain = (...steps: Step[]) =>
  flowOf(...steps.map((s, i) => (steps[i + 1] ? { ...s, next: s.next ?? steps[i + 1]?.id } : s)));
const showing = (title: string, more: Partial<Step['content']> = {}) =>
  step('overview', 'overview', { content: { title: text(title), cta: text('See'), ...more } });
const birthDate = (askTime = false) =>
  step('birth-date', 'birthDate', { answer: { key: 'birthDate' }, content: { title: text('Born?'), askTime } });
const birthPlace = step('birth-place', 'birthPlace', { answer: { key: 'birthPlace' } });
const rules = (flow: Flow) => checkReadingVariables(flow).map((e) => `${e.pointer} ${e.rule}`);

describe('values named in texts', () => {
  it.each([
    ['a sun sign after the birth date', chain(birthDate(), showing('Sun in {{sunSign}}')), []],
    ['spaces inside the braces', chain(birthDate(), showing('Sun in {{ sunSign }}')), []],
    [
      'a sun sign with no birth date before',
      chain(step('p', 'prelanding'), showing('Sun in {{sunSign}}')),
      ['/steps/1/content/title/en content-variable-before-its-input'],
    ],
    [
      'a rising sign needs the time and the place',
      chain(birthDate(), showing('Rising {{risingSign}}')),
      [
        '/steps/1/content/title/en content-variable-before-its-input',
        '/steps/1/content/title/en content-variable-before-its-input',
      ],
    ],
    ['a rising sign with time and place asked', chain(birthDate(true), birthPlace, showing('{{risingSign}}')), []],
    [
      'a name in an unknown case',
      chain(birthDate(), showing('{{SunSign}}')),
      ['/steps/1/content/title/en content-unknown-variable'],
    ],
    [
      'in an option label',
      chain(
        birthDate(),
        step('q', 'singleChoice', {
          answer: { key: 'q' },
          content: {
            title: text('q'),
            options: [
              { value: 'a', label: text('{{nope}}') },
              { value: 'b', label: text('b') },
            ],
          },
        }),
      ),
      ['/steps/1/content/options/0/label/en content-unknown-variable'],
    ],
    [
      'the step that asks cannot show it',
      flowOf(step('name', 'name', { answer: { key: 'name' }, content: { title: text('{{expressionNumber}}') } })),
      ['/steps/0/content/title/en content-variable-before-its-input'],
    ],
    ['a natal wheel after the birth date', chain(birthDate(), showing('Chart', { natalWheel: true })), []],
    [
      'a natal wheel without one',
      chain(step('p', 'prelanding'), showing('Chart', { natalWheel: true })),
      ['/steps/1/content/natalWheel content-variable-before-its-input'],
    ],
  ])('%s', (_, flow, expected) => {
    expect(rules(flow)).toEqual(expected);
  });

  it('refuses a value whose input only one branch asks', () => {
    const flow = flowOf(
      step('q', 'singleChoice', {
        answer: { key: 'q' },
        content: {
          title: text('q'),
          options: [
            { value: 'a', label: text('a') },
            { value: 'b', label: text('b') },
          ],
        },
        branches: [{ when: { '==': [{ var: 'answers.q' }, 'a'] }, to: 'birth-date' }],
        next: 'overview',
      }),
      { ...birthDate(), next: 'overview' },
      showing('{{moonSign}}'),
    );
    expect(rules(flow)).toEqual(['/steps/2/content/title/en content-variable-before-its-input']);
  });

  it("reads a partner's sign only from a choice among the zodiac signs", () => {
    const partner = (values: string[]) =>
      step('partner-sign', 'singleChoice', {
        answer: { key: 'partnerSign' },
        content: { title: text('Their sign?'), options: values.map((value) => ({ value, label: text(value) })) },
      });
    expect(rules(chain(birthDate(), partner(['leo', 'virgo']), showing('{{partnerCompatibility}}')))).toEqual([]);
    expect(rules(chain(birthDate(), partner(['leo', 'unsure']), showing('{{partnerSign}}')))).toEqual([
      '/steps/1/content/options/1/value partner-sign-not-a-sign',
    ]);
  });
});
