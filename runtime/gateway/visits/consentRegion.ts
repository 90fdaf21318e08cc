import type { ServerEnv } from '@/runtime/platform/env.server';
import { COUNTRIES, type Country, EEA_COUNTRIES, UK_COUNTRIES } from '@/schemas/enums/countries';
import type { ConsentRegionAnswer, ConsentRule } from '@/schemas/gateway/consentRegionAnswer';

/** Where consent is opt-in by law, whatever the setting for elsewhere says: the EEA (the EU with it) and the UK. */
const OPT_IN_COUNTRIES: readonly Country[] = [...EEA_COUNTRIES, ...UK_COUNTRIES];

/**
 * The visitor's country and consent rule: `headerValue` is the CDN's country header (absent when none is
 * configured); EEA and UK visitors are opt-in; elsewhere, and for a country we cannot tell, `elsewhere` decides.
 */
export function consentRegion(headerValue: string | null | undefined, elsewhere: ConsentRule): ConsentRegionAnswer {
  const code = headerValue?.trim().toUpperCase();
  const country = COUNTRIES.find((c) => c === code && c !== 'OTHER') ?? null;
  return { country, rule: country !== null && OPT_IN_COUNTRIES.includes(country) ? 'opt-in' : elsewhere };
}

/** The consent region of a request, by the CDN's country header the settings name (COUNTRY_HEADER). */
export function requestConsentRegion(
  headers: Headers,
  env: Pick<ServerEnv, 'COUNTRY_HEADER' | 'CONSENT_ELSEWHERE'>,
): ConsentRegionAnswer {
  return consentRegion(
    env.COUNTRY_HEADER === undefined ? undefined : headers.get(env.COUNTRY_HEADER),
    env.CONSENT_ELSEWHERE,
  );
}
