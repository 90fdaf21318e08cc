import type { ConsentGroup } from '@/schemas/enums/consentGroups';
import { consentSnapshot } from './browserConsent';

/**
 * The consent group the ad pixels wait for, and the ad networks' server APIs follow (docs/states.md#consent:
 * targeting).
 */
export const TARGETING_CONSENT_GROUP: ConsentGroup = 'C0004';

/**
 * Whether the visitor's consent allows targeting now, as the page's consent library says; undefined before it has
 * spoken (the gateway then follows the visitor's region). Sent with each order (createOrderRequest's `targeting`).
 */
export function targetingConsentNow(): boolean | undefined {
  const consent = consentSnapshot();
  return consent.initialised ? consent.groups[TARGETING_CONSENT_GROUP] : undefined;
}
