import { z } from 'zod';
import { PATTERNS } from './patterns';
import { READING_VARIABLE_NAMES } from './readingVariables';

/** Text in each of the document's locales: `{"en": "...", "es": "..."}`. */
export const localizedTextSchema = z
  .record(z.string().regex(new RegExp(PATTERNS.locale.pattern)), z.string().min(1))
  .meta({
    description: `Text per locale, keyed by language code, e.g. {"en": "Your stars are aligned", "es": "..."}. A text may show a value computed from the visitor's answers as {{name}}, e.g. "Your sun is in {{sunSign}}", once the steps it needs are behind: ${READING_VARIABLE_NAMES.join(', ')}`,
    minProperties: 1,
  });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
