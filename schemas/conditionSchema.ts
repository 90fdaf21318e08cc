import { z } from 'zod';

/**
 * A JSON Logic rule (jsonlogic.com) deciding a branch. It reads `{"var": "answers.<key>"}`,
 * `{"var": "attribution.<parameter>"}`, `{"var": "funnel.condition"}` and `{"var": "locale"}`.
 */
export const conditionSchema = z.record(z.string(), z.unknown()).meta({
  description:
    'A JSON Logic rule over answers.<key>, attribution.<parameter>, funnel.condition and locale, e.g. {"==": [{"var": "answers.gender"}, "female"]}',
  minProperties: 1,
  maxProperties: 1,
});
export type Condition = z.infer<typeof conditionSchema>;
