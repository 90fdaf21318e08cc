import type { LocalizedText } from './localizedTextSchema';
import type { Step, StepContent } from './stepSchema';

/**
 * What a personal reading is computed from, each collected by a kind of step:
 * - `birthDate`: a birth date step;
 * - `birthTime`: a birth date step that asks the time too (`askTime`), where the visitor may still say they do not
 *   know it;
 * - `birthPlace`: a birth place step;
 * - `name`: a name step;
 * - `partnerSign`: a choice whose answer key is `partnerSign` and whose options are the zodiac signs.
 */
export const READING_INPUTS = ['birthDate', 'birthTime', 'birthPlace', 'name', 'partnerSign'] as const;
export type ReadingInput = (typeof READING_INPUTS)[number];

/** The answer key a partner's sign is kept under (the one input not named by its step's kind). */
export const PARTNER_SIGN_KEY = 'partnerSign';

/** Whether a step collects a reading's input. */
export function collectsInput(step: Step, input: ReadingInput): boolean {
  switch (input) {
    case 'birthDate':
      return step.kind === 'birthDate';
    case 'birthTime':
      return step.kind === 'birthDate' && step.content.askTime === true;
    case 'birthPlace':
      return step.kind === 'birthPlace';
    case 'name':
      return step.kind === 'name';
    case 'partnerSign':
      return step.answer?.key === PARTNER_SIGN_KEY;
  }
}

/**
 * The values flow content may name, as `{{name}}` in any text, and the inputs each is computed from. A step may name
 * a value only when every way to it has passed steps collecting its inputs (checkReadingVariables). A value whose
 * input the visitor left out (an unknown birth time, a birth place not found) reads as its fallback word.
 */
export const READING_VARIABLES = {
  sunSign: ['birthDate'],
  sunElement: ['birthDate'],
  moonSign: ['birthDate'],
  risingSign: ['birthDate', 'birthTime', 'birthPlace'],
  mercurySign: ['birthDate'],
  venusSign: ['birthDate'],
  marsSign: ['birthDate'],
  jupiterSign: ['birthDate'],
  saturnSign: ['birthDate'],
  uranusSign: ['birthDate'],
  neptuneSign: ['birthDate'],
  plutoSign: ['birthDate'],
  sunHouse: ['birthDate', 'birthTime', 'birthPlace'],
  moonHouse: ['birthDate', 'birthTime', 'birthPlace'],
  moonPhase: ['birthDate'],
  lifePathNumber: ['birthDate'],
  expressionNumber: ['name'],
  soulUrgeNumber: ['name'],
  birthPlace: ['birthPlace'],
  partnerSign: ['partnerSign'],
  partnerCompatibility: ['birthDate', 'partnerSign'],
  partnerCompatibilityScore: ['birthDate', 'partnerSign'],
} as const satisfies Record<string, readonly ReadingInput[]>;

export type ReadingVariable = keyof typeof READING_VARIABLES;
export const READING_VARIABLE_NAMES = Object.keys(READING_VARIABLES) as [ReadingVariable, ...ReadingVariable[]];

/** A value named in a text: `{{sunSign}}`, spaces allowed inside the braces. */
const VARIABLE_REFERENCE = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** What a named value reads as before it is computed (on the server, and until the reading's code has loaded). */
export const PENDING_VALUE = '…';

/** The names a text refers to, in order, repeated as often as they appear. */
export function variablesIn(text: string): string[] {
  return [...text.matchAll(VARIABLE_REFERENCE)].map((m) => m[1] ?? '');
}

export function isReadingVariable(name: string): name is ReadingVariable {
  return Object.hasOwn(READING_VARIABLES, name);
}

/** A text with each `{{name}}` replaced by its value, or by PENDING_VALUE where none is given. */
export function fillVariables(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(VARIABLE_REFERENCE, (_, name: string) => values[name] ?? PENDING_VALUE);
}

/** The names a step's texts refer to, each once. */
export function variablesOfContent(content: StepContent): string[] {
  const names = new Set<string>();
  for (const { text } of contentTexts(content))
    for (const value of Object.values(text)) for (const name of variablesIn(value)) names.add(name);
  return [...names];
}

/** A step's content with every `{{name}}` of every text filled (fillVariables), all else as it was. */
export function fillContent<C extends object>(content: C, values: Partial<Record<string, string>>): C {
  const fill = (node: unknown, isText: boolean): unknown => {
    if (typeof node === 'string') return isText ? fillVariables(node, values) : node;
    if (Array.isArray(node)) return node.map((item) => fill(item, false));
    if (typeof node !== 'object' || node === null) return node;
    const text = isLocalizedText(node);
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value, text)]));
  };
  return fill(content, false) as C;
}

/** Every localized text of a step's content, at its pointer under the content, with the text itself. */
export function* contentTexts(content: object, pointer = ''): Generator<{ pointer: string; text: LocalizedText }> {
  for (const [key, value] of Object.entries(content)) {
    const at = `${pointer}/${key}`;
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        if (typeof item !== 'object' || item === null) continue;
        if (isLocalizedText(item)) yield { pointer: `${at}/${i}`, text: item };
        else yield* contentTexts(item, `${at}/${i}`);
      }
    } else if (typeof value === 'object' && value !== null) {
      if (isLocalizedText(value)) yield { pointer: at, text: value };
      else yield* contentTexts(value, at);
    }
  }
}

/** A localized text: an object of strings only, keyed by locale (an image or an option holds other things too). */
function isLocalizedText(value: object): value is LocalizedText {
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((v) => typeof v === 'string');
}
