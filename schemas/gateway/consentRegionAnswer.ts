import { COUNTRIES, type Country } from '@/schemas/enums/countries';
import { isRecord } from '@/schemas/isRecord';

/** How consent works where a visitor is: nothing but strictly necessary before they choose, or all until they object. */
export const CONSENT_RULES = ['opt-in', 'opt-out'] as const;
export type ConsentRule = (typeof CONSENT_RULES)[number];

/**
 * The answer of GET /api/v1/consent/region: the visitor's country as the CDN's country header tells it (null when
 * no header is configured or it names no known country) and the consent rule that applies there.
 */
export type ConsentRegionAnswer = { country: Country | null; rule: ConsentRule };

/**
 * The consent region's answer as the browser reads it, right after the first paint: checked by hand, not by a zod
 * schema, whose library would weigh on every funnel's first step (issue 29). Undefined when it is not one (another
 * field, an unknown country or rule).
 */
export function readConsentRegionAnswer(value: unknown): ConsentRegionAnswer | undefined {
  if (!isRecord(value) || Object.keys(value).some((key) => key !== 'country' && key !== 'rule')) return undefined;
  const { country, rule } = value;
  const knownCountry = country === null || (COUNTRIES as readonly unknown[]).includes(country);
  const knownRule = (CONSENT_RULES as readonly unknown[]).includes(rule);
  return knownCountry && knownRule ? { country: country as Country | null, rule: rule as ConsentRule } : undefined;
}
