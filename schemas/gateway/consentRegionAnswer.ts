import { z } from 'zod';
import { COUNTRIES } from '../enums/countries';

/** How consent works where a visitor is: nothing but strictly necessary before they choose, or all until they object. */
export const CONSENT_RULES = ['opt-in', 'opt-out'] as const;
export type ConsentRule = (typeof CONSENT_RULES)[number];

/**
 * The answer of GET /api/v1/consent/region: the visitor's country as the CDN's country header tells it (null when
 * no header is configured or it names no known country) and the consent rule that applies there.
 */
export const consentRegionAnswerSchema = z.strictObject({
  country: z.enum(COUNTRIES).nullable(),
  rule: z.enum(CONSENT_RULES),
});
export type ConsentRegionAnswer = z.infer<typeof consentRegionAnswerSchema>;
