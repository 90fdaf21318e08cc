import type { Step } from '@/schemas/stepSchema';

/**
 * What a step kind's folder says of the value its steps collect (docs/validation.md): the one place a kind of
 * answer is checked, kept and sampled. The table of them is `answerKinds.ts`.
 */
export type AnswerPart<Value> = {
  /** Why a value cannot be the step's answer, or undefined when it can; `today` fixes the age rules. */
  problem(step: Step, value: unknown, today: Date): string | undefined;
  /** The answer as a visit keeps it (typed text trimmed), read from a value `problem` has passed. */
  read(value: unknown): Value | undefined;
  /**
   * Valid answers a visitor could give: one per distinct choice (so every branch can be taken), one representative
   * value for free input. For tests and tools that walk flows.
   */
  samples(step: Step, today: Date): unknown[];
};

/** A text as it was given (a choice's value, a plan's id, a reading's id). */
export const givenText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A typed text as kept: trimmed. */
export const trimmedText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : undefined;

/** The values of a step's options, in order. */
export const optionValues = (step: Step): string[] => (step.content.options ?? []).map((o) => o.value);
