import { z } from 'zod';
import { PATTERNS } from './patterns';

/** Text in each of the document's locales: `{"en": "...", "es": "..."}`. */
export const localizedTextSchema = z
  .record(z.string().regex(new RegExp(PATTERNS.locale.pattern)), z.string().min(1))
  .meta({
    description: 'Text per locale, keyed by language code, e.g. {"en": "Your stars are aligned", "es": "..."}',
    minProperties: 1,
  });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
