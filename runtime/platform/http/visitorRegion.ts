import { type ConsentRegionAnswer, readConsentRegionAnswer } from '@/schemas/gateway/consentRegionAnswer';
import { apiClient } from './apiClients';

let asked: Promise<ConsentRegionAnswer | undefined> | undefined;

/**
 * The visitor's country and consent rule, as the gateway reads them from the CDN's country header: asked once per
 * page, for the consent manager and the visitor's currency alike (undefined: the answer is not one). A failed ask is
 * forgotten, so the next caller asks again.
 */
export function visitorRegion(): Promise<ConsentRegionAnswer | undefined> {
  asked ??= apiClient('gateway')
    .get('consent/region')
    .then(readConsentRegionAnswer, (error: unknown) => {
      asked = undefined;
      throw error;
    });
  return asked;
}
