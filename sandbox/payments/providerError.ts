import { DECLINE_CODES, type DeclineCode } from '@/schemas/payments/declineCodes';

/** The provider's error object, as API answers, webhooks and form events carry it. */
export type ProviderError = { code: DeclineCode; messages: string[] };

/** The provider's error for a code, with its own wording unless a more precise message is given. */
export function providerError(code: DeclineCode, message: string = DECLINE_CODES[code]): ProviderError {
  return { code, messages: [message] };
}
