import { dominators, flowGraph } from '@/schemas/flowGraph';
import type { Flow } from '@/schemas/flowSchema';
import {
  collectsInput,
  contentTexts,
  isReadingVariable,
  PARTNER_SIGN_KEY,
  READING_VARIABLE_NAMES,
  READING_VARIABLES,
  type ReadingInput,
  variablesIn,
} from '@/schemas/readingVariables';
import type { Step } from '@/schemas/stepSchema';
import { ZODIAC_SIGN_IDS } from '@/schemas/zodiacSignIds';
import { type DefinitionError, pointerSegment } from './definitionError';

/** How a marketer adds the step an input needs. */
const INPUT_STEP: Record<ReadingInput, string> = {
  birthDate: 'a birth date step',
  birthTime: 'a birth date step that asks the time (askTime)',
  birthPlace: 'a birth place step',
  name: 'a name step',
  partnerSign: `a choice of the partner's zodiac sign kept as "${PARTNER_SIGN_KEY}"`,
};

/**
 * The values a flow's texts name (`{{sunSign}}`) are values the runtime computes, and only from answers every
 * visitor has given by then: a step names a value only when each of its inputs is collected by a step every way to
 * it passes (not by the step itself). A natal wheel needs the birth date likewise. A partner's sign is a choice
 * among the zodiac signs, so it can be read as one.
 */
export function checkReadingVariables(flow: Flow): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const dom = dominators(flowGraph(flow), flow.firstStep);
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  const collectedBefore = (step: Step, input: ReadingInput) =>
    [...(dom.get(step.id) ?? [])].some((id) => id !== step.id && collectsInput(byId.get(id) as Step, input));
  const missingInputs = (step: Step, inputs: readonly ReadingInput[]) =>
    inputs.filter((input) => !collectedBefore(step, input));

  flow.steps.forEach((step, i) => {
    const at = `/steps/${i}/content`;
    for (const { pointer, text } of contentTexts(step.content)) {
      for (const [locale, value] of Object.entries(text)) {
        const textAt = `${at}${pointer}/${pointerSegment(locale)}`;
        for (const name of new Set(variablesIn(value))) {
          if (!isReadingVariable(name)) {
            errors.push({
              pointer: textAt,
              rule: 'content-unknown-variable',
              message: `"{{${name}}}" is not a value the runtime computes: use one of ${READING_VARIABLE_NAMES.join(', ')}`,
            });
            continue;
          }
          for (const input of missingInputs(step, READING_VARIABLES[name]))
            errors.push({
              pointer: textAt,
              rule: 'content-variable-before-its-input',
              message: `"{{${name}}}" needs the visitor's ${input}, which not every way to "${step.id}" asks before it: put ${INPUT_STEP[input]} before it`,
            });
        }
      }
    }
    if (step.content.natalWheel === true)
      for (const input of missingInputs(step, ['birthDate']))
        errors.push({
          pointer: `${at}/natalWheel`,
          rule: 'content-variable-before-its-input',
          message: `the natal wheel needs the visitor's ${input}, which not every way to "${step.id}" asks before it: put ${INPUT_STEP[input]} before it`,
        });
    if (step.answer?.key === PARTNER_SIGN_KEY)
      (step.content.options ?? []).forEach((option, o) => {
        if (!(ZODIAC_SIGN_IDS as readonly string[]).includes(option.value))
          errors.push({
            pointer: `${at}/options/${o}/value`,
            rule: 'partner-sign-not-a-sign',
            message: `the answer "${PARTNER_SIGN_KEY}" is read as a zodiac sign: "${option.value}" is not one of ${ZODIAC_SIGN_IDS.join(', ')}`,
          });
      });
  });
  return errors;
}
