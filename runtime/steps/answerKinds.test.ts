import { describe, expect, it } from 'vitest';
import { STEP_KINDS } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { ANSWER_KINDS } from './answerKinds';
import { answerProblem } from './answerProblem';
import { sampleAnswers } from './sampleAnswers';

const TODAY = new Date(2026, 10, 22);

/** A step of a kind, with options, plans and the time asked, so every kind has samples to give. */
function stepOf(kind: Step['kind']): Step {
  return {
    id: `a-${kind}`,
    path: kind,
    kind,
    content: {
      title: { en: 'A step' },
      cta: { en: 'Go on' },
      options: [
        { value: 'one', label: { en: 'One' } },
        { value: 'two', label: { en: 'Two' } },
      ],
      plans: ['plan-a', 'plan-b'],
      askTime: true,
    },
    answer: { key: 'answer' },
  } as Step;
}

const ASKING_KINDS = Object.entries(STEP_KINDS).flatMap(([kind, rule]) =>
  'answer' in rule ? [[kind as Step['kind'], rule.answer] as const] : [],
);

describe("each step kind's answer part (docs/architecture.md#step-kinds)", () => {
  it.each(ASKING_KINDS)('%s (%s): its samples pass its check, and are kept', (kind, answer) => {
    const step = stepOf(kind);
    const samples = sampleAnswers(step, TODAY);
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(answerProblem(step, sample, TODAY)).toBeUndefined();
      expect(ANSWER_KINDS[answer].read(sample)).toBeDefined();
    }
  });

  it.each(ASKING_KINDS)('%s (%s): refuses a value of no kind', (kind) => {
    expect(answerProblem(stepOf(kind), { not: 'an answer' }, TODAY)).toEqual(expect.any(String));
  });

  it('a step that asks nothing has no samples, and takes no answer', () => {
    expect(sampleAnswers(stepOf('info'), TODAY)).toEqual([]);
    expect(answerProblem(stepOf('info'), 'one', TODAY)).toBe('step-asks-nothing');
  });
});
